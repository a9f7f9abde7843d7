INSERT INTO suppliers VALUES
  (1, 'Veloce Tyres S.r.l.', 'IT', 'IT04418230967', 'EUR', 30, 'amministrazione@veloce-tyres.test'),
  (2, 'Nordhavn Freight A/S', 'DK', 'DK31887264', 'EUR', 30, 'billing@nordhavn-freight.test'),
  (3, 'Alpine Components GmbH', 'DE', 'DE287441902', 'EUR', 30, 'buchhaltung@alpine-components.test'),
  (4, 'Alpine Components AG', 'CH', 'CHE-112.334.556', 'CHF', 60, 'finanz@alpine-components.ch.test'),
  (5, 'Brennan Tooling Ltd', 'GB', 'GB312778941', 'GBP', 45, 'accounts@brennan-tooling.test'),
  (6, 'Lumen Lighting B.V.', 'NL', 'NL860123455B01', 'EUR', 14, 'facturen@lumen-lighting.test'),
  (7, 'Kettenwerk Hoffmann GmbH', 'DE', 'DE193550872', 'EUR', 30, 'rechnung@kettenwerk.test'),
  (8, 'Saddle & Co. Ltd', 'GB', 'GB209551730', 'GBP', 30, 'ledger@saddleco.test'),
  (9, 'Pedalia S.A.', 'ES', 'ESA28765431', 'EUR', 45, 'facturas@pedalia.test'),
  (10, 'Frameworks Composite Sp. z o.o.', 'PL', 'PL5213669870', 'EUR', 60, 'faktury@frameworks-composite.test'),
  (11, 'Lumen Logistics B.V.', 'NL', 'NL854300912B01', 'EUR', 30, 'invoices@lumen-logistics.test'),
  (12, 'Brennan & Sons Packaging Ltd', 'GB', 'GB774120556', 'GBP', 30, 'ar@brennan-packaging.test'),
  (13, 'Buerobedarf Nord GmbH', 'DE', 'DE811204473', 'EUR', 14, 'service@buerobedarf-nord.test'),
  (14, 'Stadtwerke Muenster', 'DE', 'DE126041388', 'EUR', 14, 'geschaeftskunden@stadtwerke-ms.test');

INSERT INTO ap_invoices (supplier_id, invoice_number, invoice_date, due_date, currency, net_amount, vat_amount, gross_amount, status) VALUES
  (1, 'VT/2026/0355', '2026-09-08', '2026-10-08', 'EUR', 2480.00, 545.60, 3025.60, 'paid'),
  (7, 'KH-260918', '2026-09-18', '2026-10-18', 'EUR', 1312.40, 249.36, 1561.76, 'paid'),
  (9, 'PD-2026-1044', '2026-09-22', '2026-11-06', 'EUR', 3975.00, 834.75, 4809.75, 'paid'),
  (2, 'NF-7644', '2026-09-30', '2026-10-30', 'EUR', 612.00, 153.00, 765.00, 'paid'),
  (3, 'AC-26-1021', '2026-10-02', '2026-11-01', 'EUR', 2890.00, 549.10, 3439.10, 'paid'),
  (10, 'FC/10/2026/77', '2026-10-05', '2026-12-04', 'EUR', 8640.00, 0.00, 8640.00, 'approved'),
  (5, 'BT-5480', '2026-10-07', '2026-11-21', 'GBP', 1240.00, 0.00, 1240.00, 'paid'),
  (13, 'BN-88123', '2026-10-09', '2026-10-23', 'EUR', 214.35, 40.73, 255.08, 'paid'),
  (8, 'SC-3391', '2026-10-12', '2026-11-11', 'GBP', 960.00, 0.00, 960.00, 'paid'),
  (6, 'LL-90102', '2026-10-14', '2026-10-28', 'EUR', 1890.00, 396.90, 2286.90, 'paid'),
  (4, '2026-0871', '2026-10-15', '2026-12-14', 'CHF', 2240.00, 0.00, 2240.00, 'approved'),
  (1, 'VT/2026/0388', '2026-10-19', '2026-11-18', 'EUR', 1785.00, 392.70, 2177.70, 'paid'),
  (11, 'LOG-26-4410', '2026-10-21', '2026-11-20', 'EUR', 445.00, 93.45, 538.45, 'paid'),
  (7, 'KH-261023', '2026-10-23', '2026-11-22', 'EUR', 1520.80, 288.95, 1809.75, 'approved'),
  (14, 'SWM-2610-5521', '2026-10-28', '2026-11-11', 'EUR', 1188.00, 225.72, 1413.72, 'paid'),
  (2, 'NF-7781', '2026-10-31', '2026-11-30', 'EUR', 655.00, 163.75, 818.75, 'approved'),
  (12, 'BSP-20931', '2026-11-02', '2026-12-02', 'GBP', 310.00, 0.00, 310.00, 'approved'),
  (3, 'AC-26-1102', '2026-11-03', '2026-12-03', 'EUR', 3150.00, 598.50, 3748.50, 'approved'),
  (1, 'VT/2026/0412', '2026-11-05', '2026-12-05', 'EUR', 1920.00, 422.40, 2342.40, 'entered'),
  (9, 'PD-2026-1187', '2026-11-06', '2026-12-21', 'EUR', 2210.00, 464.10, 2674.10, 'entered'),
  (13, 'BN-88410', '2026-11-09', '2026-11-23', 'EUR', 96.80, 18.39, 115.19, 'approved'),
  (2, 'NF-7802', '2026-11-10', '2026-12-10', 'EUR', 702.50, 175.63, 878.13, 'entered'),
  (8, 'SC-3420', '2026-11-11', '2026-12-11', 'GBP', 1080.00, 0.00, 1080.00, 'entered'),
  (10, 'FC/11/2026/81', '2026-11-12', '2027-01-11', 'EUR', 4320.00, 0.00, 4320.00, 'entered'),
  (6, 'LL-90177', '2026-11-13', '2026-11-27', 'EUR', 975.00, 204.75, 1179.75, 'entered');

INSERT INTO ap_credit_notes (supplier_id, credit_note_number, credit_date, invoice_number, currency, net_amount, vat_amount, gross_amount) VALUES
  (7, 'KH-G-2610-04', '2026-10-27', 'KH-261023', 'EUR', 182.00, 34.58, 216.58);

INSERT INTO inbox_documents VALUES
  ('alpine-components-AC-26-1187.pdf', '2026-11-18', false),
  ('brennan-BT-5521.pdf', '2026-11-18', false),
  ('scan-2026-11-19-0932.pdf', '2026-11-19', false),
  ('nordhavn-statement-2026-11.pdf', '2026-11-20', false),
  ('veloce-tyres-20261119.pdf', '2026-11-20', false),
  ('alpine-2026-0934.pdf', '2026-11-23', false),
  ('lumen-LL-90215.pdf', '2026-11-23', false);

-- Earlier years' invoices, January 2024 to August 2026, all paid (after the rows above, so their ids stay the same).
INSERT INTO ap_invoices (supplier_id, invoice_number, invoice_date, due_date, currency, net_amount, vat_amount, gross_amount, status)
SELECT s.id, n.prefix || to_char(d.day, 'YY') || '-' || (90000 + g), d.day, d.day + s.payment_terms_days, s.currency,
  n.net, round(n.net * n.vat_rate, 2), n.net + round(n.net * n.vat_rate, 2), 'paid'
FROM generate_series(1, 1400) AS g
CROSS JOIN LATERAL (SELECT DATE '2024-01-01' + (g * 977 + g / 3) % 974 AS day) AS d
JOIN suppliers s ON s.id = 1 + (g * 5) % 14
CROSS JOIN LATERAL (
  SELECT (ARRAY['VT/', 'NF-', 'AC-', 'ACH-', 'BT-', 'LL-', 'KH-', 'SC-', 'PD-', 'FC/', 'LOG-', 'BSP-', 'BN-', 'SWM-'])[s.id] AS prefix,
    round(80 + (g * 7919) % 640000 / 100.0, 2) AS net,
    CASE s.country WHEN 'DE' THEN 0.19 WHEN 'NL' THEN 0.21 WHEN 'IT' THEN 0.22 WHEN 'DK' THEN 0.25 WHEN 'ES' THEN 0.21 ELSE 0 END AS vat_rate
) AS n;
