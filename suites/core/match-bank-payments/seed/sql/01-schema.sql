-- Accounts receivable of Northwind Supplies.
CREATE TABLE customers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL
);

CREATE TABLE invoices (
  number text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  issued_on date NOT NULL,
  due_on date NOT NULL,
  amount numeric(10, 2) NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'void')),
  paid_on date
);

-- Imported every morning from the bank; matched invoices get status 'paid' and paid_on = booked_on.
CREATE TABLE bank_transactions (
  id integer PRIMARY KEY,
  booked_on date NOT NULL,
  counterparty text NOT NULL,
  reference text NOT NULL,
  amount numeric(10, 2) NOT NULL
);
