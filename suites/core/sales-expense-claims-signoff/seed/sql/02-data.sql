INSERT INTO departments VALUES
  ('SAL', 'Sales', 'Jonas Weber'),
  ('FAC', 'Facilities', 'Tom Berger'),
  ('IT', 'IT', 'Priya Nair'),
  ('WH', 'Warehouse', 'Anna Schmidt'),
  ('FIN', 'Finance', 'Clara Jansen');

INSERT INTO employees VALUES
  (1, 'Jonas Weber', 'jonas.weber@northwind.example', 'SAL'),
  (2, 'Sven Ott', 'sven.ott@northwind.example', 'SAL'),
  (3, 'Kai Brandt', 'kai.brandt@northwind.example', 'SAL'),
  (4, 'Marek Nowak', 'marek.nowak@northwind.example', 'SAL'),
  (5, 'Sofia Brenner', 'sofia.brenner@northwind.example', 'SAL'),
  (6, 'Lukas Hahn', 'lukas.hahn@northwind.example', 'SAL'),
  (7, 'Nina Vogel', 'nina.vogel@northwind.example', 'SAL'),
  (8, 'Tom Berger', 'tom.berger@northwind.example', 'FAC'),
  (9, 'Lena Fischer', 'lena.fischer@northwind.example', 'FAC'),
  (10, 'Priya Nair', 'priya.nair@northwind.example', 'IT'),
  (11, 'Omar Haddad', 'omar.haddad@northwind.example', 'IT'),
  (12, 'Anna Schmidt', 'anna.schmidt@northwind.example', 'WH'),
  (13, 'Felix Krause', 'felix.krause@northwind.example', 'WH'),
  (14, 'Clara Jansen', 'clara.jansen@northwind.example', 'FIN'),
  (15, 'Mia Lorenz', 'mia.lorenz@northwind.example', 'FIN');

INSERT INTO reimbursement_batches VALUES
  ('RB-2026-45', '2026-11-06', 'paid'),
  ('RB-2026-46', '2026-11-13', 'paid'),
  ('RB-2026-47', '2026-11-20', 'paid'),
  ('RB-2026-48', '2026-11-27', 'open'),
  ('RB-2026-49', '2026-12-04', 'open');

INSERT INTO expense_claims VALUES
  ('EXP-2026-0871', 3, '2026-11-02', 'travel', 'Train Berlin-Leipzig, customer visit', 118.60, 'reimbursed', NULL, 'auto (under limit)', 'RB-2026-45'),
  ('EXP-2026-0878', 4, '2026-11-03', 'entertainment', 'Lunch with Castell buyers', 212.00, 'reimbursed', NULL, 'auto (under limit)', 'RB-2026-45'),
  ('EXP-2026-0884', 11, '2026-11-05', 'equipment', 'USB-C docks for the helpdesk', 540.00, 'reimbursed', NULL, 'Priya Nair', 'RB-2026-46'),
  ('EXP-2026-0889', 5, '2026-11-09', 'travel', 'Taxi, airport Lisbon', 46.30, 'reimbursed', NULL, 'auto (under limit)', 'RB-2026-46'),
  ('EXP-2026-0893', 4, '2026-11-10', 'entertainment', 'Dinner with Orbis account team', 980.00, 'reimbursed', NULL, 'Jonas Weber', 'RB-2026-47'),
  ('EXP-2026-0897', 13, '2026-11-12', 'travel', 'Mileage, depot Hamburg', 94.50, 'reimbursed', NULL, 'auto (under limit)', 'RB-2026-47'),
  ('EXP-2026-0903', 7, '2026-11-16', 'travel', 'Parking, trade fair Cologne', 36.00, 'approved', NULL, 'auto (under limit)', 'RB-2026-48'),
  ('EXP-2026-0906', 9, '2026-11-16', 'supplies', 'Kitchen supplies, 2nd floor', 64.20, 'approved', NULL, 'auto (under limit)', 'RB-2026-48'),
  ('EXP-2026-0912', 3, '2026-11-17', 'travel', 'Hotel Munich, 3 nights, Bau trade fair prep', 684.00, 'on_hold', 'over 500: waits for the department head''s sign-off', NULL, NULL),
  ('EXP-2026-0915', 4, '2026-11-18', 'entertainment', 'Client dinner, Hartwell management', 1240.00, 'on_hold', 'over 500: waits for the department head''s sign-off', NULL, NULL),
  ('EXP-2026-0918', 5, '2026-11-18', 'travel', 'Flight Lisbon return, distributor meeting', 812.40, 'on_hold', 'over 500: waits for the department head''s sign-off', NULL, NULL),
  ('EXP-2026-0921', 6, '2026-11-19', 'travel', 'Hotel and train, Vienna key-account visit', 1096.50, 'on_hold', 'over 500: waits for the department head''s sign-off', NULL, NULL),
  ('EXP-2026-0924', 7, '2026-11-19', 'travel', 'Train and hotel Hamburg, customer visit', 563.80, 'on_hold', 'over 500: waits for the department head''s sign-off', NULL, NULL),
  ('EXP-2026-0927', 11, '2026-11-20', 'equipment', 'Replacement laptop charger and headset', 612.00, 'on_hold', 'over 500: waits for the department head''s sign-off', NULL, NULL),
  ('EXP-2026-0930', 2, '2026-11-23', 'travel', 'Train Berlin-Dresden, customer visit', 89.90, 'approved', NULL, 'auto (under limit)', 'RB-2026-48'),
  ('EXP-2026-0933', 15, '2026-11-23', 'training', 'Book: IFRS 16 in practice', 58.00, 'approved', NULL, 'auto (under limit)', 'RB-2026-48');

-- Three years of history before November: weekly batches, every Friday, all paid; claims submitted on
-- working days, each paid in the first batch at least three days later. Over 500.00 the department head
-- signed it off; below, it went through on its own.
INSERT INTO reimbursement_batches
SELECT 'RB-' || to_char(friday, 'IYYY') || '-' || to_char(friday, 'IW'), friday, 'paid'
FROM generate_series(DATE '2024-01-05', DATE '2026-10-30', INTERVAL '7 days') AS f (friday);

INSERT INTO expense_claims
SELECT 'EXP-' || extract(year FROM day) || '-' || lpad(row_number() OVER (PARTITION BY extract(year FROM day) ORDER BY g)::text, 4, '0'),
  employee.id, day,
  (ARRAY['travel', 'entertainment', 'supplies', 'training', 'equipment'])[1 + g % 5],
  (ARRAY['Train ticket, customer visit', 'Business lunch', 'Office supplies', 'Course fee', 'Accessories'])[1 + g % 5]
    || ', ' || to_char(day, 'FMMonth YYYY'),
  amount, 'reimbursed', NULL,
  CASE WHEN amount > 500 THEN department.head ELSE 'auto (under limit)' END,
  'RB-' || to_char(pay, 'IYYY') || '-' || to_char(pay, 'IW')
FROM generate_series(1, 1350) AS g
CROSS JOIN LATERAL (SELECT DATE '2024-01-02' + (g * 1000 / 1350) AS raw) AS r
CROSS JOIN LATERAL (
  SELECT CASE extract(isodow FROM raw) WHEN 6 THEN raw + 2 WHEN 7 THEN raw + 1 ELSE raw END AS day
) AS d
CROSS JOIN LATERAL (SELECT round((20 + (g * 7919 % 9000) / 10.0)::numeric, 2) AS amount) AS a
CROSS JOIN LATERAL (SELECT (day + 3 + (5 - extract(isodow FROM day + 3)::int + 7) % 7) AS pay) AS p
JOIN employees AS employee ON employee.id = 1 + g % 15
JOIN departments AS department ON department.code = employee.department
WHERE day < DATE '2026-10-26';
