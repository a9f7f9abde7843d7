-- Lumen Home webshop: customers, orders, refunds and the customer-care policies.
CREATE TABLE customers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  city text NOT NULL
);

CREATE TABLE orders (
  number text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  ordered_on date NOT NULL,
  delivered_on date,
  summary text NOT NULL,
  items_total numeric(10, 2) NOT NULL,
  shipping_fee numeric(10, 2) NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (
    status IN ('processing', 'shipped', 'delivered', 'refunded', 'partially_refunded', 'cancelled')
  )
);

CREATE TABLE refunds (
  id serial PRIMARY KEY,
  order_number text NOT NULL REFERENCES orders (number),
  kind text NOT NULL CHECK (kind IN ('full', 'partial')),
  amount numeric(10, 2) NOT NULL CHECK (amount > 0),
  requested_on date NOT NULL,
  issued_on date NOT NULL DEFAULT current_date,
  note text
);

CREATE TABLE policies (
  id integer PRIMARY KEY,
  topic text NOT NULL,
  effective_from date NOT NULL,
  body text NOT NULL
);
