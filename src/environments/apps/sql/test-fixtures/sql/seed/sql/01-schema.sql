CREATE TABLE customers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  country text NOT NULL
);
CREATE TABLE invoices (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  amount numeric(10, 2) NOT NULL,
  status text NOT NULL DEFAULT 'open'
);
CREATE SCHEMA audit;
CREATE TABLE audit.events (id serial PRIMARY KEY, note text NOT NULL);
