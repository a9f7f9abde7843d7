-- Brightline Fibre customer records: accounts, contracts, support tickets and the log of merged accounts.
CREATE TABLE customers (
  id integer PRIMARY KEY,
  full_name text NOT NULL,
  email text NOT NULL,
  phone text,
  street text NOT NULL,
  postcode text NOT NULL,
  created_on date NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'merged', 'closed')),
  merged_into integer REFERENCES customers (id)
);

CREATE TABLE contracts (
  id integer PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  product text NOT NULL,
  started_on date NOT NULL,
  ended_on date
);

CREATE TABLE tickets (
  id integer PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  opened_on date NOT NULL,
  subject text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'closed'))
);

CREATE TABLE merge_log (
  id serial PRIMARY KEY,
  kept_id integer NOT NULL REFERENCES customers (id),
  merged_id integer NOT NULL REFERENCES customers (id),
  merged_on date NOT NULL DEFAULT current_date,
  note text
);
