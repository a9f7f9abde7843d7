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

-- Earlier invoices, January 2024 to September 2026: paid (each with its bank transaction, booked on the paid date)
-- or void. The bank's earlier transactions have the ids below this week's import.
INSERT INTO invoices
SELECT 'INV-' || extract(year FROM issued) || '-' || lpad((row_number() OVER (PARTITION BY extract(year FROM issued) ORDER BY g))::text, 4, '0'),
  1 + (g * 3) % 4, issued, issued + 30, round(120 + (g * 4861) % 520000 / 100.0, 2),
  CASE WHEN g % 37 = 0 THEN 'void' ELSE 'paid' END,
  CASE WHEN g % 37 = 0 THEN NULL ELSE issued + 10 + (g * 11) % 31 END
FROM generate_series(1, 1200) AS g
CROSS JOIN LATERAL (SELECT DATE '2024-01-02' + (g - 1) * 1000 / 1200 AS issued) AS d;

INSERT INTO bank_transactions
SELECT row_number() OVER (ORDER BY booked_on, reference), booked_on, counterparty, reference, amount
FROM (
  SELECT i.paid_on AS booked_on, upper(c.name) AS counterparty,
    (ARRAY['', 'Payment ', 'RE ', 'Inv. '])[1 + right(i.number, 4)::int % 4] || i.number AS reference, i.amount
  FROM invoices i JOIN customers c ON c.id = i.customer_id
  WHERE i.status = 'paid'
  UNION ALL
  SELECT (DATE '2024-01-01' + m * INTERVAL '1 month' + INTERVAL '20 days')::date, 'CITY WATER',
    'Direct debit ' || to_char(DATE '2024-01-01' + m * INTERVAL '1 month', 'MM/YYYY'), -(70 + m % 5 * 4.30)
  FROM generate_series(0, 33) AS m
) AS t;
