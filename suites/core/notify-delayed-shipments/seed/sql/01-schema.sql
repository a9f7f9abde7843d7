-- Fernweh Outdoor webshop: customers, orders, parcels, and the delay notices sent about them.
CREATE TABLE customers (
  id integer PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL UNIQUE,
  club_member boolean NOT NULL DEFAULT false
);

CREATE TABLE orders (
  number text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  placed_on date NOT NULL,
  total numeric(10, 2) NOT NULL
);

CREATE TABLE shipments (
  id text PRIMARY KEY,
  order_number text NOT NULL REFERENCES orders (number),
  carrier text NOT NULL,
  tracking_number text NOT NULL UNIQUE,
  dispatched_on date NOT NULL,
  status text NOT NULL CHECK (status IN ('in_transit', 'delivered', 'returned')),
  delivered_on date
);

CREATE TABLE delay_notifications (
  id serial PRIMARY KEY,
  shipment_id text NOT NULL REFERENCES shipments (id),
  customer_id integer NOT NULL REFERENCES customers (id),
  incident text NOT NULL,
  voucher_code text,
  notified_at timestamptz NOT NULL DEFAULT now()
);
