INSERT INTO cost_centres VALUES
  ('CC-300', 'Sales', 'Jonas Weber'),
  ('CC-410', 'Facilities', 'Tom Berger'),
  ('CC-520', 'IT', 'Priya Nair'),
  ('CC-610', 'Warehouse', 'Anna Schmidt');

INSERT INTO suppliers VALUES
  (1, 'Brightline Facility Services', 'DE44 5001 0517 5407 3249 31'),
  (2, 'Kessler Print & Sign', 'DE12 3704 0044 0532 0130 00'),
  (3, 'Nordhaus Aufzüge GmbH', 'DE89 3704 0044 0532 0130 11'),
  (4, 'Orbis Cloud Ltd', 'GB29 NWBK 6016 1331 9268 19'),
  (5, 'Greenleaf Plants', 'DE27 1007 7777 0209 2997 00'),
  (6, 'Hanse Office Supply', 'DE75 5121 0800 1245 1261 99'),
  (7, 'Trimble Logistics', 'NL91 ABNA 0417 1643 00'),
  (8, 'Stadtwerke Nord', 'DE02 1203 0000 0000 2020 51'),
  (9, 'Quanta Security', 'DE68 2105 0170 0012 3456 78');

INSERT INTO payment_runs VALUES
  ('PR-2026-45', '2026-11-06', 'paid'),
  ('PR-2026-46', '2026-11-13', 'paid'),
  ('PR-2026-47', '2026-11-20', 'paid'),
  ('PR-2026-48', '2026-11-27', 'open'),
  ('PR-2026-49', '2026-12-04', 'open');

INSERT INTO invoices VALUES
  ('INV-2026-1102', 5, 'CC-410', 'Office plants, October care', '2026-10-28', 420.00, 'paid', NULL, 'auto (under limit)', 'PR-2026-45'),
  ('INV-2026-1105', 8, 'CC-410', 'Electricity October', '2026-10-30', 3180.40, 'paid', NULL, 'auto (under limit)', 'PR-2026-45'),
  ('INV-2026-1109', 1, 'CC-410', 'Office cleaning, October', '2026-11-02', 7800.00, 'paid', NULL, 'Tom Berger', 'PR-2026-46'),
  ('INV-2026-1113', 4, 'CC-520', 'Cloud hosting, October', '2026-11-03', 11940.00, 'paid', NULL, 'Priya Nair', 'PR-2026-46'),
  ('INV-2026-1121', 6, 'CC-300', 'Trade fair brochures', '2026-11-05', 1260.00, 'paid', NULL, 'auto (under limit)', 'PR-2026-46'),
  ('INV-2026-1128', 7, 'CC-610', 'Pallet freight, week 45', '2026-11-09', 2215.80, 'paid', NULL, 'auto (under limit)', 'PR-2026-47'),
  ('INV-2026-1134', 9, 'CC-410', 'Access badges, 40 pcs', '2026-11-10', 5980.00, 'paid', NULL, 'Tom Berger', 'PR-2026-47'),
  ('INV-2026-1140', 6, 'CC-410', 'Printer toner', '2026-11-12', 318.75, 'paid', NULL, 'auto (under limit)', 'PR-2026-47'),
  ('INV-2026-1152', 7, 'CC-610', 'Pallet freight, week 46', '2026-11-16', 2388.10, 'approved', NULL, 'auto (under limit)', 'PR-2026-48'),
  ('INV-2026-1158', 5, 'CC-410', 'Office plants, November care', '2026-11-17', 420.00, 'approved', NULL, 'auto (under limit)', 'PR-2026-48'),
  ('INV-2026-1163', 2, 'CC-300', 'Roll-up banners', '2026-11-17', 890.00, 'approved', NULL, 'auto (under limit)', 'PR-2026-48'),
  ('INV-2026-1171', 9, 'CC-610', 'CCTV maintenance', '2026-11-18', 6420.00, 'approved', NULL, 'Anna Schmidt', 'PR-2026-48'),
  ('INV-2026-1187', 1, 'CC-410', 'Office cleaning, November', '2026-11-19', 7800.00, 'on_hold', 'over 5,000: needs the budget owner''s sign-off', NULL, NULL),
  ('INV-2026-1192', 2, 'CC-410', 'Wayfinding signs, 2nd floor', '2026-11-20', 5450.00, 'on_hold', 'over 5,000: needs the budget owner''s sign-off', NULL, NULL),
  ('INV-2026-1201', 3, 'CC-410', 'Lift repair, building B', '2026-11-20', 9120.00, 'on_hold', 'over 5,000: needs the budget owner''s sign-off', NULL, NULL),
  ('INV-2026-1204', 4, 'CC-520', 'Cloud hosting, November', '2026-11-21', 12300.00, 'on_hold', 'over 5,000: needs the budget owner''s sign-off', NULL, NULL),
  ('INV-2026-1209', 8, 'CC-410', 'Electricity November', '2026-11-23', 3342.90, 'approved', NULL, 'auto (under limit)', 'PR-2026-48'),
  ('INV-2026-1211', 6, 'CC-300', 'Sample cases', '2026-11-23', 640.00, 'approved', NULL, 'auto (under limit)', 'PR-2026-48');

-- Three years of history before November: weekly runs, every Friday, all paid; invoices received on
-- every working day, each paid in the first run at least three days after it arrived. Over 5,000.00 the
-- cost centre's owner signed it off; below, it went through on its own.
INSERT INTO payment_runs
SELECT 'PR-' || to_char(friday, 'IYYY') || '-' || to_char(friday, 'IW'), friday, 'paid'
FROM generate_series(DATE '2024-01-05', DATE '2026-10-30', INTERVAL '7 days') AS f (friday);

INSERT INTO invoices
SELECT 'INV-' || extract(year FROM day) || '-' || lpad(row_number() OVER (PARTITION BY extract(year FROM day) ORDER BY g)::text, 4, '0'),
  supplier, centre.code,
  (ARRAY['Office cleaning', 'Wayfinding signs', 'Lift service', 'Cloud hosting', 'Office plants', 'Office supplies',
    'Pallet freight', 'Electricity', 'Security patrols'])[supplier] || ', ' || to_char(day, 'FMMonth YYYY'),
  day, amount, 'paid', NULL,
  CASE WHEN amount > 5000 THEN centre.owner ELSE 'auto (under limit)' END,
  'PR-' || to_char(run, 'IYYY') || '-' || to_char(run, 'IW')
FROM generate_series(1, 1450) AS g
CROSS JOIN LATERAL (SELECT DATE '2024-01-01' + (g * 1030 / 1450) AS day, 1 + (g * 7) % 9 AS supplier,
  round(120 + (g * 7919) % 1100000 / 100.0, 2) AS amount) AS i
CROSS JOIN LATERAL (SELECT i.day + 3 + (12 - extract(isodow FROM i.day + 3)::int) % 7 AS run) AS r
JOIN cost_centres centre
  ON centre.code = (ARRAY['CC-410', 'CC-300', 'CC-410', 'CC-520', 'CC-410', 'CC-300', 'CC-610', 'CC-410', 'CC-610'])[supplier];
