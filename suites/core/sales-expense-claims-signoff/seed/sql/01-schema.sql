-- Employee expenses of Northwind Supplies.
CREATE TABLE departments (
  code text PRIMARY KEY,
  name text NOT NULL,
  head text NOT NULL -- the budget owner: signs off claims over the approval limit (500.00)
);

CREATE TABLE employees (
  id integer PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  department text NOT NULL REFERENCES departments (code)
);

-- Approved claims are paid out in weekly reimbursement batches, every Friday.
CREATE TABLE reimbursement_batches (
  id text PRIMARY KEY,
  pay_date date NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'paid'))
);

-- Claims over 500.00 wait on hold until the department head signs them off; approved claims go into a
-- batch and record who approved them. The note is shown to the claimant in the expenses portal.
CREATE TABLE expense_claims (
  id text PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees (id),
  submitted_on date NOT NULL,
  category text NOT NULL,
  description text NOT NULL,
  amount numeric(10, 2) NOT NULL,
  status text NOT NULL CHECK (status IN ('on_hold', 'approved', 'rejected', 'reimbursed')),
  note text,
  approved_by text,
  batch text REFERENCES reimbursement_batches (id)
);
