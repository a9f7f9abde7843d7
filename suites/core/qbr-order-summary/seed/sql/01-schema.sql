-- Order book of Tessaly Coffee Systems (net amounts in GBP).
CREATE TABLE accounts (id text PRIMARY KEY, name text NOT NULL);
CREATE TABLE products (sku text PRIMARY KEY, name text NOT NULL, list_price numeric(10, 2) NOT NULL);
CREATE TABLE orders (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  site text NOT NULL,
  ordered_on date NOT NULL,
  promised_on date NOT NULL,
  delivered_on date,
  status text NOT NULL CHECK (status IN ('open', 'delivered', 'cancelled')),
  net_total numeric(12, 2) NOT NULL
);
CREATE TABLE order_lines (
  id integer PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  sku text NOT NULL REFERENCES products (sku),
  qty integer NOT NULL,
  unit_price numeric(10, 2) NOT NULL
);
