-- Sales database of Tessaly Coffee Systems: reps, customer accounts and the opportunity pipeline.
CREATE TABLE sales_reps (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  email text NOT NULL,
  territory text NOT NULL,
  title text NOT NULL
);
CREATE TABLE accounts (
  id text PRIMARY KEY,
  name text NOT NULL,
  territory text NOT NULL CHECK (territory IN ('North', 'South')),
  tier text NOT NULL CHECK (tier IN ('Key', 'Standard')),
  status text NOT NULL CHECK (status IN ('active', 'churned')),
  owner text NOT NULL REFERENCES sales_reps (name),
  primary_contact text NOT NULL,
  contact_email text NOT NULL
);
CREATE TABLE opportunities (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  name text NOT NULL,
  stage text NOT NULL CHECK (stage IN ('Prospecting', 'Qualification', 'Proposal', 'Negotiation', 'Closed Won', 'Closed Lost')),
  amount_gbp numeric(12, 2) NOT NULL,
  close_date date NOT NULL,
  owner text NOT NULL REFERENCES sales_reps (name)
);
