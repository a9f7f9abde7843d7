-- Expenses of Nordlys Media GmbH (Hamburg): employees, uploaded receipts, corporate card reconciliation.
CREATE TABLE employees (
  id integer PRIMARY KEY,
  full_name text NOT NULL,
  email text NOT NULL,
  card_last4 text,
  manager_email text NOT NULL,
  team text NOT NULL
);
COMMENT ON COLUMN employees.card_last4 IS 'Last four digits of the corporate Amex card, NULL without a card';

CREATE TABLE expense_receipts (
  id integer PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees (id),
  receipt_date date NOT NULL,
  merchant text NOT NULL,
  amount_eur numeric(10, 2) NOT NULL,
  card_txn_ref text,
  kind text NOT NULL CHECK (kind IN ('business', 'personal')),
  paid_with text NOT NULL CHECK (paid_with IN ('card', 'cash', 'private card')),
  uploaded_on date NOT NULL
);
COMMENT ON COLUMN expense_receipts.card_txn_ref IS 'Statement reference of the card transaction, when the uploader entered it';

CREATE TABLE card_reconciliation (
  txn_ref text PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('matched', 'personal', 'missing')),
  receipt_id integer REFERENCES expense_receipts (id),
  reconciled_on date NOT NULL DEFAULT CURRENT_DATE
);
