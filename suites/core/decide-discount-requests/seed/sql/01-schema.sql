-- Deals of Tessaly Coffee Systems (amounts in GBP) and the discount approvals the sales manager decided.
CREATE TABLE deals (
  id text PRIMARY KEY,
  account text NOT NULL,
  owner text NOT NULL,
  stage text NOT NULL,
  list_amount numeric(12, 2) NOT NULL,
  cost_amount numeric(12, 2) NOT NULL,
  approved_discount_pct numeric(4, 1)
);
COMMENT ON COLUMN deals.cost_amount IS 'Our cost of goods and services for the deal';
COMMENT ON COLUMN deals.approved_discount_pct IS 'Discount approved above the rep''s own authority, in percent';
CREATE TABLE discount_approvals (
  id serial PRIMARY KEY,
  deal_id text NOT NULL REFERENCES deals (id),
  discount_pct numeric(4, 1) NOT NULL,
  decision text NOT NULL CHECK (decision IN ('approved', 'rejected', 'escalated')),
  decided_by text NOT NULL,
  decided_on date NOT NULL,
  reason text NOT NULL
);
