-- Accounts payable of Northwind Supplies.
CREATE TABLE cost_centres (
  code text PRIMARY KEY,
  name text NOT NULL,
  owner text NOT NULL -- the budget owner: signs off invoices over the approval limit
);

CREATE TABLE suppliers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  iban text NOT NULL
);

-- Supplier payments go out in weekly runs, every Friday.
CREATE TABLE payment_runs (
  id text PRIMARY KEY,
  run_date date NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'paid'))
);

-- Invoices over 5,000.00 wait on hold until the cost centre's owner signs them off; approved invoices
-- go into a payment run and record who approved them.
CREATE TABLE invoices (
  number text PRIMARY KEY,
  supplier_id integer NOT NULL REFERENCES suppliers (id),
  cost_centre text NOT NULL REFERENCES cost_centres (code),
  description text NOT NULL,
  received_on date NOT NULL,
  amount numeric(12, 2) NOT NULL,
  status text NOT NULL CHECK (status IN ('on_hold', 'approved', 'paid')),
  hold_reason text,
  approved_by text,
  payment_run text REFERENCES payment_runs (id)
);
