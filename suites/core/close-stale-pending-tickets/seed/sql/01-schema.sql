-- Hearthware support tickets. "pending" = waiting for the customer's answer.
CREATE TABLE tickets (
  id integer PRIMARY KEY,
  customer_name text NOT NULL,
  customer_email text NOT NULL,
  subject text NOT NULL,
  vip boolean NOT NULL DEFAULT false,
  status text NOT NULL CHECK (status IN ('open', 'pending', 'solved', 'closed')),
  pending_since date,
  closed_on date
);
