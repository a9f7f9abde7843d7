-- Purchasing and payables of Lindqvist Optics GmbH (Hamburg).
CREATE TABLE suppliers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  payment_terms_days integer NOT NULL
);
COMMENT ON COLUMN suppliers.payment_terms_days IS 'Agreed payment terms in days from the invoice date (these apply, whatever an invoice prints)';

CREATE TABLE purchase_orders (
  po_number text PRIMARY KEY,
  supplier_id integer NOT NULL REFERENCES suppliers (id),
  buyer text NOT NULL,
  ordered_on date NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'closed'))
);
COMMENT ON COLUMN purchase_orders.buyer IS 'Purchasing handle of the buyer who placed the order';

CREATE TABLE po_lines (
  po_number text NOT NULL REFERENCES purchase_orders (po_number),
  line_no integer NOT NULL,
  sku text NOT NULL,
  description text NOT NULL,
  quantity integer NOT NULL,
  unit_price numeric(10, 2) NOT NULL,
  PRIMARY KEY (po_number, line_no)
);
COMMENT ON COLUMN po_lines.unit_price IS 'Agreed net unit price in EUR';

CREATE TABLE ap_invoices (
  id serial PRIMARY KEY,
  supplier_id integer NOT NULL REFERENCES suppliers (id),
  invoice_no text NOT NULL,
  po_number text REFERENCES purchase_orders (po_number),
  invoice_date date NOT NULL,
  net_amount numeric(12, 2) NOT NULL,
  vat_amount numeric(12, 2) NOT NULL,
  gross_amount numeric(12, 2) NOT NULL,
  due_date date NOT NULL,
  status text NOT NULL CHECK (status IN ('approved', 'on_hold', 'paid')),
  hold_reason text
);
