-- Leads and routing data of Tessaly Coffee Systems.
CREATE TABLE reps (
  name text PRIMARY KEY,
  email text NOT NULL,
  on_leave_until date,
  backup text NOT NULL
);
COMMENT ON COLUMN reps.on_leave_until IS 'Last day of the rep''s current or last leave';
CREATE TABLE territories (
  postcode_area text PRIMARY KEY,
  region text NOT NULL,
  owner text NOT NULL REFERENCES reps (name)
);
COMMENT ON COLUMN territories.postcode_area IS 'The letters at the start of a UK postcode (LS, M, EC, B, ...)';
CREATE TABLE accounts (
  id text PRIMARY KEY,
  name text NOT NULL,
  email_domain text NOT NULL,
  owner text NOT NULL REFERENCES reps (name)
);
CREATE TABLE leads (
  id text PRIMARY KEY,
  contact text NOT NULL,
  email text NOT NULL,
  company text NOT NULL,
  industry text NOT NULL,
  employees integer NOT NULL,
  postcode text NOT NULL,
  source text NOT NULL,
  created_on date NOT NULL,
  status text NOT NULL CHECK (status IN ('new', 'assigned', 'contacted', 'qualified', 'disqualified')),
  owner text REFERENCES reps (name),
  assigned_on date
);
