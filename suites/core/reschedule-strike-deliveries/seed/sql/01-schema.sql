CREATE TABLE customers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  contact_email text NOT NULL
);
CREATE TABLE purchase_orders (
  po_number text PRIMARY KEY,
  supplier text NOT NULL,
  carrier text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'received', 'cancelled')),
  order_date date NOT NULL,
  expected_date date NOT NULL,
  total_eur numeric(12, 2) NOT NULL
);
CREATE TABLE sales_orders (
  order_no text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  po_number text REFERENCES purchase_orders (po_number),
  status text NOT NULL CHECK (status IN ('open', 'shipped', 'cancelled')),
  order_date date NOT NULL,
  promised_date date NOT NULL,
  amount_eur numeric(12, 2) NOT NULL
);
