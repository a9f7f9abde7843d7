-- Customer success database of Lumora Telematics: accounts, their contacts and subscription contracts.
CREATE TABLE accounts (
  id text PRIMARY KEY,
  name text NOT NULL,
  country text NOT NULL,
  account_manager text NOT NULL
);
CREATE TABLE contacts (
  id integer PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('billing', 'renewals', 'technical'))
);
CREATE TABLE contracts (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  product text NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL,
  annual_value_eur numeric(12, 2) NOT NULL,
  uplift_cap_pct numeric(4, 1),
  auto_renew boolean NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'cancelled', 'renewed', 'expired')),
  outreach_sent_on date
);
COMMENT ON COLUMN contracts.uplift_cap_pct IS 'Largest price increase at renewal the contract allows, in percent (NULL: no cap)';
COMMENT ON COLUMN contracts.outreach_sent_on IS 'Day the renewal outreach mail went to the customer';
