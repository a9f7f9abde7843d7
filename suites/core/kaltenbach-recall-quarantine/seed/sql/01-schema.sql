CREATE TABLE products (
  sku text PRIMARY KEY,
  name text NOT NULL,
  supplier text NOT NULL
);
CREATE TABLE customers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  city text NOT NULL
);
CREATE TABLE stock_lots (
  lot_id text PRIMARY KEY,
  sku text NOT NULL REFERENCES products (sku),
  batch_code text NOT NULL,
  location text NOT NULL,
  qty integer NOT NULL,
  status text NOT NULL CHECK (status IN ('available', 'quarantine', 'blocked')),
  received_on date NOT NULL
);
CREATE TABLE orders (
  order_no text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  status text NOT NULL CHECK (status IN ('open', 'picking', 'shipped', 'on_hold', 'cancelled')),
  order_date date NOT NULL,
  ship_date date NOT NULL,
  hold_reason text
);
CREATE TABLE order_lines (
  order_no text NOT NULL REFERENCES orders (order_no),
  line_no integer NOT NULL,
  sku text NOT NULL REFERENCES products (sku),
  lot_id text REFERENCES stock_lots (lot_id),
  qty integer NOT NULL,
  PRIMARY KEY (order_no, line_no)
);
COMMENT ON TABLE stock_lots IS 'WMS stock by lot. status quarantine = blocked for picking pending QA.';
COMMENT ON TABLE orders IS 'Customer orders. on_hold stops picking and shipping; hold_reason says why.';
