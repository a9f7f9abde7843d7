-- Streamly subscriptions: customers, their subscriptions, payments, refunds, and the support contact log.
CREATE TABLE customers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  payment_method text NOT NULL CHECK (payment_method IN ('card', 'sepa', 'paypal'))
);

CREATE TABLE subscriptions (
  id text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  plan text NOT NULL,
  monthly_price numeric(8, 2) NOT NULL
);

CREATE TABLE payments (
  id text PRIMARY KEY,
  subscription_id text NOT NULL REFERENCES subscriptions (id),
  created_at timestamptz NOT NULL,
  amount numeric(8, 2) NOT NULL,
  status text NOT NULL CHECK (status IN ('captured', 'authorization_voided', 'failed'))
);

CREATE TABLE refunds (
  id text PRIMARY KEY,
  payment_id text NOT NULL REFERENCES payments (id),
  amount numeric(8, 2) NOT NULL,
  issued_on date NOT NULL,
  status text NOT NULL CHECK (status IN ('sent', 'failed'))
);

CREATE TABLE contact_log (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  topic text NOT NULL,
  outcome text NOT NULL,
  logged_at timestamptz NOT NULL DEFAULT now()
);
