-- Lumen helpdesk tickets (times in UTC).
CREATE TABLE tickets (
  id integer PRIMARY KEY,
  created_at timestamptz NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'chat', 'phone', 'web')),
  requester_email text NOT NULL,
  subject text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'pending', 'solved', 'merged', 'deleted')),
  first_response_at timestamptz,
  solved_at timestamptz,
  satisfaction text CHECK (satisfaction IN ('good', 'bad'))
);
CREATE INDEX tickets_created ON tickets (created_at);
CREATE INDEX tickets_solved ON tickets (solved_at);
