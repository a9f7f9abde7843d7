INSERT INTO customers VALUES
  (1, 'Acme GmbH', 'ap@acme.test'),
  (2, 'Globex Ltd', 'finance@globex.test'),
  (3, 'Initech Inc', 'payables@initech.test'),
  (4, 'Umbrella BV', 'invoices@umbrella.test');

INSERT INTO invoices VALUES
  ('INV-2026-0412', 1, '2026-10-01', '2026-10-31', 1250.00, 'paid', '2026-10-29'),
  ('INV-2026-0431', 2, '2026-10-08', '2026-11-07', 3400.00, 'open', NULL),
  ('INV-2026-0440', 3, '2026-10-12', '2026-11-11', 980.50, 'open', NULL),
  ('INV-2026-0447', 1, '2026-10-15', '2026-11-14', 2210.00, 'open', NULL),
  ('INV-2026-0452', 4, '2026-10-20', '2026-11-19', 615.75, 'open', NULL),
  ('INV-2026-0458', 2, '2026-10-26', '2026-11-25', 1890.00, 'open', NULL),
  ('INV-2026-0463', 3, '2026-11-02', '2026-12-02', 4120.00, 'open', NULL);

INSERT INTO bank_transactions VALUES
  (9001, '2026-11-20', 'GLOBEX LTD', 'INV-2026-0431', 3400.00),
  (9002, '2026-11-20', 'INITECH INC', 'Payment INV-2026-0440 thank you', 980.50),
  (9003, '2026-11-20', 'ACME GMBH', 'INV-2026-0447', 1105.00),
  (9004, '2026-11-21', 'UMBRELLA BV', 'RE INV-2026-0452', 615.75),
  (9005, '2026-11-21', 'CITY WATER', 'Direct debit 11/2026', -84.20);
