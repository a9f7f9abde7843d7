-- Subscriptions of Fjordline Software (B2B SaaS, monthly plans).
CREATE TABLE plans (
  code text PRIMARY KEY,
  name text NOT NULL,
  monthly_price numeric(8, 2) NOT NULL
);

CREATE TABLE accounts (
  id integer PRIMARY KEY,
  name text NOT NULL,
  country text NOT NULL,
  is_internal boolean NOT NULL DEFAULT false -- our own test and demo accounts
);

-- One row per subscription; a customer who comes back gets a new subscription. ended_on is the first day
-- without service; end_reason says why it ended.
CREATE TABLE subscriptions (
  id text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id),
  plan text NOT NULL REFERENCES plans (code),
  started_on date NOT NULL,
  ended_on date,
  end_reason text CHECK (end_reason IN ('customer_request', 'payment_failed')),
  mrr numeric(8, 2) NOT NULL
);
