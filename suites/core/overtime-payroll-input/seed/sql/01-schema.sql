-- Time recording of Falkner Logistik GmbH (Kassel site).
CREATE TABLE employees (
  id integer PRIMARY KEY,
  full_name text NOT NULL,
  department text NOT NULL,
  pay_type text NOT NULL CHECK (pay_type IN ('hourly', 'salaried')),
  hourly_rate numeric(8, 2),
  monthly_salary integer,
  status text NOT NULL CHECK (status IN ('active', 'left')),
  hired_on date NOT NULL
);
COMMENT ON COLUMN employees.hourly_rate IS 'Base hourly rate in EUR (hourly staff only)';

CREATE TABLE time_entries (
  id serial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees (id),
  work_date date NOT NULL,
  hours numeric(4, 2) NOT NULL,
  entry_type text NOT NULL CHECK (entry_type IN ('work', 'sick', 'vacation')),
  approved boolean NOT NULL
);
COMMENT ON COLUMN time_entries.approved IS 'Approved by the shift lead; unapproved entries are not paid until approved';
