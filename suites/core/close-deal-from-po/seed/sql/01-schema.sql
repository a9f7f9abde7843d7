-- Deals of Tessaly Coffee Systems (amounts in GBP, net).
CREATE TABLE deals (
  id text PRIMARY KEY,
  account text NOT NULL,
  name text NOT NULL,
  owner text NOT NULL,
  stage text NOT NULL CHECK (stage IN ('Prospecting', 'Qualification', 'Proposal', 'Negotiation', 'Closed Won', 'Closed Lost')),
  amount_gbp numeric(12, 2) NOT NULL,
  close_date date NOT NULL,
  po_number text
);
