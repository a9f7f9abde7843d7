-- Backup catalogue (written by the backup agents) and restore tests.
CREATE TABLE backup_jobs (
  job text PRIMARY KEY,
  env text NOT NULL,
  schedule text NOT NULL CHECK (schedule IN ('daily', 'weekly')),
  enabled boolean NOT NULL,
  owner_handle text NOT NULL
);
CREATE TABLE backup_runs (
  id serial PRIMARY KEY,
  job text NOT NULL REFERENCES backup_jobs (job),
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  status text NOT NULL CHECK (status IN ('success', 'failed', 'running')),
  size_bytes bigint
);
CREATE TABLE restore_tests (
  id serial PRIMARY KEY,
  job text NOT NULL REFERENCES backup_jobs (job),
  tested_at timestamptz NOT NULL,
  result text NOT NULL CHECK (result IN ('success', 'failed'))
);
