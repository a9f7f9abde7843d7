-- Server inventory (synced from the CMDB every night) and the patch schedule.
CREATE TABLE hosts (
  id integer PRIMARY KEY,
  hostname text NOT NULL UNIQUE,
  env text NOT NULL,
  patch_group text NOT NULL,
  owner_email text NOT NULL,
  os text NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'decommissioned')),
  last_patched date
);
CREATE TABLE patch_schedule (
  id serial PRIMARY KEY,
  cycle text NOT NULL,
  patch_group text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  host_count integer NOT NULL,
  UNIQUE (cycle, patch_group)
);
COMMENT ON COLUMN patch_schedule.cycle IS 'ISO year and week of the patch week, e.g. 2026-49';
COMMENT ON COLUMN patch_schedule.host_count IS 'active hosts of the group when the window was scheduled';
