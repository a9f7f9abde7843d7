-- Accounts payable of Kestrel Cycles GmbH (Muenster).
CREATE TABLE suppliers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  country char(2) NOT NULL,
  vat_id text NOT NULL UNIQUE,
  currency char(3) NOT NULL,
  payment_terms_days integer NOT NULL,
  email text NOT NULL
);
COMMENT ON COLUMN suppliers.payment_terms_days IS 'Payment terms agreed in our supplier contract (days after invoice date). These apply even when an invoice prints different terms.';

CREATE TABLE ap_invoices (
  id serial PRIMARY KEY,
  supplier_id integer NOT NULL REFERENCES suppliers (id),
  invoice_number text NOT NULL,
  invoice_date date NOT NULL,
  due_date date NOT NULL,
  currency char(3) NOT NULL,
  net_amount numeric(12, 2) NOT NULL CHECK (net_amount > 0),
  vat_amount numeric(12, 2) NOT NULL,
  gross_amount numeric(12, 2) NOT NULL,
  status text NOT NULL DEFAULT 'entered' CHECK (status IN ('entered', 'approved', 'paid')),
  UNIQUE (supplier_id, invoice_number)
);
COMMENT ON TABLE ap_invoices IS 'Supplier invoices, one row per invoice, amounts in the invoice currency as printed. Credit notes are not entered here: they go to ap_credit_notes.';
COMMENT ON COLUMN ap_invoices.due_date IS 'invoice_date + suppliers.payment_terms_days';

CREATE TABLE ap_credit_notes (
  id serial PRIMARY KEY,
  supplier_id integer NOT NULL REFERENCES suppliers (id),
  credit_note_number text NOT NULL,
  credit_date date NOT NULL,
  invoice_number text NOT NULL,
  currency char(3) NOT NULL,
  net_amount numeric(12, 2) NOT NULL CHECK (net_amount > 0),
  vat_amount numeric(12, 2) NOT NULL,
  gross_amount numeric(12, 2) NOT NULL,
  UNIQUE (supplier_id, credit_note_number)
);
COMMENT ON TABLE ap_credit_notes IS 'Supplier credit notes. Amounts are entered as positive numbers, as printed; invoice_number is the invoice the credit note corrects.';

CREATE TABLE inbox_documents (
  file_name text PRIMARY KEY,
  received_on date NOT NULL,
  processed boolean NOT NULL DEFAULT false
);
COMMENT ON TABLE inbox_documents IS 'Scanned supplier mail in the PDF inbox. Set processed = true once a document has been dealt with (entered, or found to need no entry).';
