-- Lumio Home shop: customers, products, orders with the serial number of every unit shipped, warranty claims.
CREATE TABLE customers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE
);

CREATE TABLE products (
  sku text PRIMARY KEY,
  name text NOT NULL,
  category text NOT NULL CHECK (category IN ('device', 'accessory')),
  list_price numeric(10, 2) NOT NULL,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE orders (
  number text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  ordered_on date NOT NULL,
  delivered_on date
);

CREATE TABLE order_items (
  id serial PRIMARY KEY,
  order_number text NOT NULL REFERENCES orders (number),
  sku text NOT NULL REFERENCES products (sku),
  serial_number text UNIQUE,
  unit_price numeric(10, 2) NOT NULL
);

CREATE TABLE warranty_claims (
  id serial PRIMARY KEY,
  serial_number text NOT NULL,
  customer_id integer REFERENCES customers (id),
  claimed_on date NOT NULL,
  decision text NOT NULL CHECK (decision IN ('approved', 'rejected', 'info_requested')),
  resolution text CHECK (resolution IN ('replacement', 'refund')),
  refund_amount numeric(10, 2),
  reason text
);
