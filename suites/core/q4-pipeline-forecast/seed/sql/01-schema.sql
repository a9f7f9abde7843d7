-- Pipeline of Tessaly Coffee Systems (amounts in GBP, excluding VAT).
CREATE TABLE accounts (
  id text PRIMARY KEY,
  name text NOT NULL,
  internal boolean NOT NULL DEFAULT false
);
COMMENT ON COLUMN accounts.internal IS 'Internal demo and test accounts, not customers';
CREATE TABLE opportunities (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  stage text NOT NULL,
  amount_gbp numeric(12, 2) NOT NULL,
  close_date date NOT NULL,
  owner text NOT NULL,
  is_duplicate boolean NOT NULL DEFAULT false
);
COMMENT ON COLUMN opportunities.is_duplicate IS 'Marked by sales ops when the same deal was entered twice';
