-- Kitepoint support desk: customer accounts and their support tickets (times in UTC).
CREATE TABLE accounts (
  id integer PRIMARY KEY,
  name text NOT NULL,
  tier text NOT NULL CHECK (tier IN ('enterprise', 'business', 'basic')),
  monthly_fee numeric(10, 2) NOT NULL,
  contact_email text NOT NULL
);

CREATE TABLE tickets (
  id text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id),
  priority text NOT NULL CHECK (priority IN ('P1', 'P2', 'P3')),
  subject text NOT NULL,
  created_at timestamptz NOT NULL,
  first_response_at timestamptz,
  status text NOT NULL CHECK (status IN ('open', 'closed'))
);
CREATE INDEX tickets_account_created ON tickets (account_id, created_at);
