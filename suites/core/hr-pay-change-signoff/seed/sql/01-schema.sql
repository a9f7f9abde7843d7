-- HR records of Brightwave Software.
CREATE TABLE employees (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  department text NOT NULL,
  title text NOT NULL,
  manager text,
  salary numeric(10, 2) NOT NULL -- current annual base salary (EUR)
);
COMMENT ON TABLE employees IS 'The current contracts. Do not edit by hand: the payroll run applies approved pay changes on their effective date.';

-- Pay changes (promotions, raises) a manager requests. Every pay change needs the HR director's sign-off:
-- once she has approved it, status becomes approved, approved_by records her name and approved_salary the
-- salary she signed off (it may differ from the proposal). Changes she holds back are set on_hold.
-- The payroll run sets approved changes to applied on their effective date.
CREATE TABLE pay_changes (
  id text PRIMARY KEY,
  employee_id text NOT NULL REFERENCES employees (id),
  requested_by text NOT NULL,
  requested_on date NOT NULL,
  change_type text NOT NULL CHECK (change_type IN ('promotion', 'raise', 'adjustment')),
  new_title text,
  proposed_salary numeric(10, 2) NOT NULL,
  approved_salary numeric(10, 2),
  effective_from date NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'on_hold', 'rejected', 'applied')),
  approved_by text,
  note text
);
COMMENT ON TABLE pay_changes IS 'Every pay change needs the HR director''s sign-off before it is approved (approved_by, approved_salary); a change she holds back is set on_hold. Pay is confidential.';

-- Monthly gross pay per employee, written by the payroll run.
CREATE TABLE payroll_lines (
  id serial PRIMARY KEY,
  employee_id text NOT NULL REFERENCES employees (id),
  period date NOT NULL,
  gross numeric(10, 2) NOT NULL
);
