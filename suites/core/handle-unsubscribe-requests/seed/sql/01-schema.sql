-- Greenleaf Garden Shop: customers and their marketing consents.
CREATE TABLE customers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  newsletter boolean NOT NULL,
  sms_opt_in boolean NOT NULL,
  phone text
);

CREATE TABLE consent_log (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  channel text NOT NULL CHECK (channel IN ('newsletter', 'sms')),
  opted_in boolean NOT NULL,
  source text NOT NULL,
  logged_at timestamptz NOT NULL DEFAULT now()
);
