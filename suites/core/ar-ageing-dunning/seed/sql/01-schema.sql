-- Accounts receivable of Lindgren Hydraulics GmbH (Kiel): customers, sales invoices and the receipts booked against them.
CREATE TABLE customers (
  id text PRIMARY KEY,
  name text NOT NULL,
  billing_email text NOT NULL,
  country text NOT NULL,
  segment text NOT NULL,
  dunning_hold boolean NOT NULL DEFAULT false,
  hold_reason text
);
COMMENT ON COLUMN customers.dunning_hold IS 'true: no dunning letters (see hold_reason); credit control decides case by case';

CREATE TABLE ar_invoices (
  invoice_no text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  issue_date date NOT NULL,
  due_date date NOT NULL,
  currency text NOT NULL DEFAULT 'EUR',
  amount numeric(12, 2) NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'paid', 'void', 'disputed'))
);
COMMENT ON COLUMN ar_invoices.status IS 'current status: paid once receipts cover the amount; disputed while a customer query is open';

CREATE TABLE ar_receipts (
  id integer PRIMARY KEY,
  invoice_no text NOT NULL REFERENCES ar_invoices (invoice_no),
  received_on date NOT NULL,
  amount numeric(12, 2) NOT NULL,
  method text NOT NULL
);
CREATE INDEX ar_invoices_customer ON ar_invoices (customer_id);
CREATE INDEX ar_receipts_invoice ON ar_receipts (invoice_no);
