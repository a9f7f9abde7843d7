-- Finance database of Brightwater Instruments GmbH (Bremen): purchasing, payables, general ledger.
CREATE TABLE suppliers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  payment_terms_days integer NOT NULL
);

CREATE TABLE gl_accounts (
  account text PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('expense', 'liability', 'asset'))
);

CREATE TABLE purchase_orders (
  po_number text PRIMARY KEY,
  supplier_id integer NOT NULL REFERENCES suppliers (id),
  ordered_on date NOT NULL,
  description text NOT NULL,
  unit text NOT NULL,
  quantity numeric(10, 2) NOT NULL,
  unit_price numeric(10, 2) NOT NULL,
  gl_account text NOT NULL REFERENCES gl_accounts (account),
  cost_centre text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'closed'))
);
COMMENT ON COLUMN purchase_orders.unit_price IS 'Net price in EUR per unit (per hour, per piece, per milestone, ...)';

-- Supplier invoices entered by accounts payable (net, VAT and gross in EUR).
CREATE TABLE ap_invoices (
  invoice_number text NOT NULL,
  supplier_id integer NOT NULL REFERENCES suppliers (id),
  po_number text REFERENCES purchase_orders (po_number),
  invoice_date date NOT NULL,
  service_from date,
  service_to date,
  reference text,
  description text NOT NULL,
  net_amount numeric(12, 2) NOT NULL,
  vat_amount numeric(12, 2) NOT NULL,
  gross_amount numeric(12, 2) NOT NULL,
  status text NOT NULL CHECK (status IN ('entered', 'approved', 'paid')),
  PRIMARY KEY (supplier_id, invoice_number)
);
COMMENT ON COLUMN ap_invoices.reference IS 'Delivery note, timesheet or milestone the invoice bills';

-- Every document that reaches the finance inbox; the PDFs are in the documents inbox under file_name.
CREATE TABLE document_register (
  id integer PRIMARY KEY,
  file_name text NOT NULL UNIQUE,
  supplier_id integer NOT NULL REFERENCES suppliers (id),
  doc_type text NOT NULL,
  received_on date NOT NULL,
  po_number text REFERENCES purchase_orders (po_number)
);

CREATE TABLE journal_lines (
  id serial PRIMARY KEY,
  journal_id text NOT NULL,
  posting_date date NOT NULL,
  line_no integer NOT NULL,
  account text NOT NULL REFERENCES gl_accounts (account),
  cost_centre text,
  debit numeric(12, 2) NOT NULL DEFAULT 0,
  credit numeric(12, 2) NOT NULL DEFAULT 0,
  memo text,
  created_by text NOT NULL DEFAULT 'finance'
);
