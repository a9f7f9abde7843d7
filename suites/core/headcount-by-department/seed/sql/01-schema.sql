-- HR database of Kestrel Cycles GmbH.
CREATE TABLE departments (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  code text NOT NULL UNIQUE
);

CREATE TABLE employees (
  id integer PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL UNIQUE,
  department_id integer NOT NULL REFERENCES departments (id),
  job_title text NOT NULL,
  employment_type text NOT NULL CHECK (employment_type IN ('permanent', 'fixed-term', 'working student', 'contractor')),
  fte numeric(3, 2) NOT NULL CHECK (fte > 0 AND fte <= 1),
  hire_date date NOT NULL,
  termination_date date,
  status text NOT NULL CHECK (status IN ('active', 'on_leave', 'left'))
);
COMMENT ON COLUMN employees.termination_date IS 'Last day of employment (end of contract for fixed-term staff); NULL if open-ended.';
COMMENT ON COLUMN employees.status IS 'Maintained by payroll at the end of each month; new hires are set up as active when their contract is signed.';
