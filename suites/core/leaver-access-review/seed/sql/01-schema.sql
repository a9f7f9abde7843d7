-- Identity and access inventory of Northwind Analytics GmbH, synced nightly from the systems.
CREATE TABLE systems (
  code text PRIMARY KEY,
  name text NOT NULL,
  deprovision text NOT NULL CHECK (deprovision IN ('db', 'ticket')),
  owner_handle text NOT NULL
);
COMMENT ON COLUMN systems.deprovision IS 'db: disabling the row here deprovisions the account (SCIM sync); ticket: the system owner removes it by hand';
COMMENT ON COLUMN systems.owner_handle IS 'tracker handle of the team that owns the system';

CREATE TABLE accounts (
  id integer PRIMARY KEY,
  system text NOT NULL REFERENCES systems (code),
  username text NOT NULL,
  owner_email text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('user', 'service')),
  status text NOT NULL CHECK (status IN ('active', 'disabled')),
  created_on date NOT NULL,
  last_login date,
  disabled_on date,
  UNIQUE (system, username)
);

CREATE TABLE access_review_log (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id),
  action text NOT NULL CHECK (action IN ('disabled', 'ticket')),
  ticket text,
  reviewed_on date NOT NULL
);
COMMENT ON TABLE access_review_log IS 'one row per account an access review acted on';
