-- Customers and sales orders of Fjordline Software.
CREATE TABLE customers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  industry text NOT NULL,
  country text NOT NULL,
  account_manager text NOT NULL
);

-- Invoiced sales orders; amount in EUR, net.
CREATE TABLE orders (
  id text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  order_date date NOT NULL,
  amount numeric(12, 2) NOT NULL
);
