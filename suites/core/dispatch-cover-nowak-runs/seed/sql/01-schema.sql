CREATE TABLE drivers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  chat_handle text NOT NULL,
  cold_chain_certified boolean NOT NULL,
  pool text NOT NULL CHECK (pool IN ('regular', 'spare'))
);
CREATE TABLE delivery_runs (
  run_id text PRIMARY KEY,
  run_date date NOT NULL,
  route text NOT NULL,
  start_time time NOT NULL,
  refrigerated boolean NOT NULL,
  driver_id integer NOT NULL REFERENCES drivers (id),
  vehicle text NOT NULL,
  status text NOT NULL CHECK (status IN ('planned', 'done', 'cancelled')),
  note text
);
CREATE TABLE dispatch_rules (
  id integer PRIMARY KEY,
  rule text NOT NULL
);
COMMENT ON TABLE delivery_runs IS 'Every delivery run with its driver. The dispatch calendar shows the planned ones.';
