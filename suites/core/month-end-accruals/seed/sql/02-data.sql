INSERT INTO suppliers VALUES
  (1, 'Kessler IT Consulting', 'billing@kessler-it.test', 30),
  (2, 'Rhenania Lab Supplies GmbH', 'rechnung@rhenania-lab.test', 30),
  (3, 'Vantage Design Studio', 'studio@vantage-design.test', 14),
  (4, 'Halden Engineering GmbH', 'accounts@halden-eng.test', 30),
  (5, 'Nordlicht Facility Services', 'service@nordlicht-fs.test', 14),
  (6, 'Polar Gas & Chemicals AG', 'ar@polar-gas.test', 30),
  (7, 'Swiftline Couriers', 'statements@swiftline.test', 14),
  (8, 'Calibra Messtechnik GmbH', 'office@calibra-mt.test', 30),
  (9, 'Papierwerk Office GmbH', 'invoice@papierwerk.test', 30),
  (10, 'Elbe Telecom', 'business@elbe-telecom.test', 14),
  (11, 'Hanse Catering', 'hello@hanse-catering.test', 14),
  (12, 'Weserstrom Energie', 'kunden@weserstrom.test', 14);

INSERT INTO gl_accounts VALUES
  ('2950', 'Accrued expenses', 'liability'),
  ('1600', 'Trade payables', 'liability'),
  ('5120', 'Lab consumables', 'expense'),
  ('5130', 'Technical gases', 'expense'),
  ('6300', 'IT services', 'expense'),
  ('6310', 'Engineering services', 'expense'),
  ('6330', 'Maintenance and calibration', 'expense'),
  ('6520', 'Cleaning', 'expense'),
  ('6530', 'Energy', 'expense'),
  ('6610', 'Marketing services', 'expense'),
  ('6640', 'Hospitality', 'expense'),
  ('6800', 'Office supplies', 'expense'),
  ('6805', 'Telephone and internet', 'expense'),
  ('6810', 'Freight and courier', 'expense');

INSERT INTO purchase_orders VALUES
  ('PO-26-0288', 9, '2026-06-02', 'Office supplies framework 2026 (catalogue prices)', 'order', 1, 4000.00, '6800', '900', 'open'),
  ('PO-26-0301', 10, '2026-06-20', 'Fibre line and mobile contracts, monthly', 'month', 12, 640.00, '6805', '200', 'open'),
  ('PO-26-0312', 4, '2026-07-01', 'Fixture design support, time and material, up to 400 h', 'hour', 400, 110.00, '6310', '410', 'open'),
  ('PO-26-0318', 12, '2026-07-06', 'Electricity supply 2026, monthly advance', 'month', 12, 1850.00, '6530', '900', 'open'),
  ('PO-26-0344', 5, '2026-08-03', 'Office and lab cleaning, monthly flat fee', 'month', 12, 2350.00, '6520', '900', 'open'),
  ('PO-26-0356', 4, '2026-08-18', 'Test rig review workshop (fixed price)', 'piece', 1, 2900.00, '6310', '430', 'closed'),
  ('PO-26-0371', 3, '2026-09-01', 'Trade fair graphics and brochure: M1 concept 5,000.00 / M2 booth graphics 7,500.00 / M3 brochure 5,000.00', 'milestone', 3, 5833.33, '6610', '620', 'open'),
  ('PO-26-0377', 2, '2026-09-10', 'Calibration buffer solution pH 4.01, 500 ml', 'bottle', 60, 41.20, '5120', '410', 'closed'),
  ('PO-26-0398', 2, '2026-10-02', 'Calibration buffer solution pH 7.00, 500 ml', 'bottle', 200, 38.50, '5120', '410', 'open'),
  ('PO-26-0405', 6, '2026-10-12', 'Nitrogen 5.0, 50 l cylinders incl. rent', 'cylinder', 24, 64.00, '5130', '430', 'open'),
  ('PO-26-0412', 1, '2026-10-01', 'ERP integration support, time and material, up to 160 h (travel time not billable)', 'hour', 160, 95.00, '6300', '200', 'open'),
  ('PO-26-0419', 7, '2026-10-15', 'Courier services Q4 (per shipment, statement monthly)', 'shipment', 150, 20.00, '6810', '900', 'open'),
  ('PO-26-0426', 11, '2026-11-02', 'Catering customer day 2026-11-19', 'person', 45, 28.00, '6640', '620', 'open'),
  ('PO-26-0433', 8, '2026-11-24', 'On-site calibration of 14 test benches, 7-11 Dec 2026 (fixed price)', 'piece', 1, 3900.00, '6330', '430', 'open'),
  ('PO-26-0438', 9, '2026-11-25', 'Printer toner, 20 cartridges', 'piece', 20, 71.50, '6800', '900', 'open');
COMMENT ON TABLE purchase_orders IS 'For milestone orders the value of each milestone is in the description.';

INSERT INTO ap_invoices VALUES
  ('PW-26-5512', 9, 'PO-26-0288', '2026-09-08', NULL, NULL, NULL, 'Office supplies August', 412.60, 78.39, 490.99, 'paid'),
  ('ET-2609-0441', 10, 'PO-26-0301', '2026-09-01', '2026-09-01', '2026-09-30', NULL, 'Fibre and mobile September', 640.00, 121.60, 761.60, 'paid'),
  ('HE-2609-A', 4, 'PO-26-0312', '2026-09-16', '2026-09-01', '2026-09-15', 'Timesheet 1-15 Sep', 'Fixture design support 1-15 Sep, 41 h', 4510.00, 856.90, 5366.90, 'paid'),
  ('HE-2609-B', 4, 'PO-26-0312', '2026-10-02', '2026-09-16', '2026-09-30', 'Timesheet 16-30 Sep', 'Fixture design support 16-30 Sep, 37 h', 4070.00, 773.30, 4843.30, 'paid'),
  ('WS-1009-26', 12, 'PO-26-0318', '2026-09-15', '2026-09-01', '2026-09-30', NULL, 'Electricity advance September', 1850.00, 351.50, 2201.50, 'paid'),
  ('NFS-26-1034', 5, 'PO-26-0344', '2026-09-29', '2026-09-01', '2026-09-30', NULL, 'Cleaning September', 2350.00, 446.50, 2796.50, 'paid'),
  ('HE-2610-A', 4, 'PO-26-0312', '2026-10-16', '2026-10-01', '2026-10-15', 'Timesheet 1-15 Oct', 'Fixture design support 1-15 Oct, 49 h', 5390.00, 1024.10, 6414.10, 'paid'),
  ('RLS-43802', 2, 'PO-26-0377', '2026-09-24', NULL, NULL, 'DN-87511', 'Buffer pH 4.01, 60 bottles', 2472.00, 469.68, 2941.68, 'paid'),
  ('VDS-2026-031', 3, 'PO-26-0371', '2026-10-14', NULL, NULL, 'Milestone 1', 'M1 concept and key visual', 5000.00, 950.00, 5950.00, 'paid'),
  ('ET-2610-0517', 10, 'PO-26-0301', '2026-10-01', '2026-10-01', '2026-10-31', NULL, 'Fibre and mobile October', 640.00, 121.60, 761.60, 'paid'),
  ('WS-1010-26', 12, 'PO-26-0318', '2026-10-15', '2026-10-01', '2026-10-31', NULL, 'Electricity advance October', 1850.00, 351.50, 2201.50, 'paid'),
  ('NFS-26-1102', 5, 'PO-26-0344', '2026-10-29', '2026-10-01', '2026-10-31', NULL, 'Cleaning October', 2350.00, 446.50, 2796.50, 'paid'),
  ('SL-S-2610', 7, 'PO-26-0419', '2026-11-03', '2026-10-01', '2026-10-31', 'Statement October', 'Courier shipments October (14)', 268.90, 51.09, 319.99, 'approved'),
  ('HE-2610-B', 4, 'PO-26-0312', '2026-11-02', '2026-10-16', '2026-10-31', 'Timesheet 16-31 Oct', 'Fixture design support 16-31 Oct, 58 h', 6380.00, 1212.20, 7592.20, 'approved'),
  ('KIT-2026-10', 1, 'PO-26-0412', '2026-11-03', '2026-10-01', '2026-10-31', 'Timesheet October', 'ERP integration support October, 71 h', 6745.00, 1281.55, 8026.55, 'approved'),
  ('RLS-44190', 2, 'PO-26-0398', '2026-11-04', NULL, NULL, 'DN-87940', 'Buffer pH 7.00, 80 bottles', 3080.00, 585.20, 3665.20, 'paid'),
  ('ET-2611-0593', 10, 'PO-26-0301', '2026-11-01', '2026-11-01', '2026-11-30', NULL, 'Fibre and mobile November', 640.00, 121.60, 761.60, 'approved'),
  ('PG-2026-7781', 6, 'PO-26-0405', '2026-11-09', NULL, NULL, 'DN-30577', 'Nitrogen 5.0 cylinders, 24', 1536.00, 291.84, 1827.84, 'approved'),
  ('WS-1011-26', 12, 'PO-26-0318', '2026-11-15', '2026-11-01', '2026-11-30', NULL, 'Electricity advance November', 1850.00, 351.50, 2201.50, 'approved'),
  ('PW-26-6120', 9, 'PO-26-0288', '2026-11-12', NULL, NULL, NULL, 'Office supplies October', 388.15, 73.75, 461.90, 'approved'),
  ('HE-2611-A', 4, 'PO-26-0312', '2026-11-17', '2026-11-01', '2026-11-15', 'Timesheet 1-15 Nov', 'Fixture design support 1-15 Nov, 52 h', 5720.00, 1086.80, 6806.80, 'entered'),
  ('HC-26-233', 11, 'PO-26-0426', '2026-11-20', '2026-11-19', '2026-11-19', NULL, 'Catering customer day, 45 persons', 1260.00, 239.40, 1499.40, 'entered'),
  ('NFS-26-1187', 5, 'PO-26-0344', '2026-11-26', '2026-11-01', '2026-11-30', 'Service report November', 'Cleaning November', 2350.00, 446.50, 2796.50, 'entered');

INSERT INTO document_register VALUES
  (301, 'halden-timesheet-2026-10.pdf', 4, 'timesheet', '2026-10-30', 'PO-26-0312'),
  (302, 'kessler-timesheet-2026-10.pdf', 1, 'timesheet', '2026-10-30', 'PO-26-0412'),
  (303, 'rhenania-DN-87940.pdf', 2, 'delivery note', '2026-10-27', 'PO-26-0398'),
  (311, 'polar-DN-30577.pdf', 6, 'delivery note', '2026-11-05', 'PO-26-0405'),
  (312, 'rhenania-DN-88213.pdf', 2, 'delivery note', '2026-11-18', 'PO-26-0398'),
  (313, 'vantage-acceptance-M2.pdf', 3, 'milestone acceptance', '2026-11-20', 'PO-26-0371'),
  (314, 'calibra-SOW-CAL-2026-118.pdf', 8, 'statement of work', '2026-11-24', 'PO-26-0433'),
  (315, 'nordlicht-service-report-2026-11.pdf', 5, 'service report', '2026-11-26', 'PO-26-0344'),
  (316, 'halden-timesheet-2026-11.pdf', 4, 'timesheet', '2026-11-27', 'PO-26-0312'),
  (317, 'kessler-timesheet-2026-11.pdf', 1, 'timesheet', '2026-11-27', 'PO-26-0412'),
  (318, 'swiftline-statement-2026-11.pdf', 7, 'statement', '2026-11-27', 'PO-26-0419');

INSERT INTO journal_lines (journal_id, posting_date, line_no, account, cost_centre, debit, credit, memo, created_by) VALUES
  ('ACR-2026-09', '2026-09-30', 1, '6310', '410', 4070.00, 0, 'Halden Engineering GmbH, timesheet 16-30 Sep', 'l.vogt'),
  ('ACR-2026-09', '2026-09-30', 2, '2950', NULL, 0, 4070.00, 'Accruals September 2026', 'l.vogt'),
  ('ACR-2026-09-R', '2026-10-01', 1, '2950', NULL, 4070.00, 0, 'Reversal of ACR-2026-09', 'reversal-job'),
  ('ACR-2026-09-R', '2026-10-01', 2, '6310', '410', 0, 4070.00, 'Reversal of ACR-2026-09', 'reversal-job'),
  ('ACR-2026-10', '2026-10-31', 1, '6310', '410', 6380.00, 0, 'Halden Engineering GmbH, timesheet 16-31 Oct', 'l.vogt'),
  ('ACR-2026-10', '2026-10-31', 2, '6300', '200', 6745.00, 0, 'Kessler IT Consulting, timesheet October', 'l.vogt'),
  ('ACR-2026-10', '2026-10-31', 3, '5120', '410', 3080.00, 0, 'Rhenania Lab Supplies GmbH, DN-87940', 'l.vogt'),
  ('ACR-2026-10', '2026-10-31', 4, '2950', NULL, 0, 16205.00, 'Accruals October 2026', 'l.vogt'),
  ('ACR-2026-10-R', '2026-11-01', 1, '2950', NULL, 16205.00, 0, 'Reversal of ACR-2026-10', 'reversal-job'),
  ('ACR-2026-10-R', '2026-11-01', 2, '6310', '410', 0, 6380.00, 'Reversal of ACR-2026-10', 'reversal-job'),
  ('ACR-2026-10-R', '2026-11-01', 3, '6300', '200', 0, 6745.00, 'Reversal of ACR-2026-10', 'reversal-job'),
  ('ACR-2026-10-R', '2026-11-01', 4, '5120', '410', 0, 3080.00, 'Reversal of ACR-2026-10', 'reversal-job');

-- Archive: paid non-PO invoices of 2023-2025 (office, telephone, catering, energy), nothing of November 2026.
INSERT INTO ap_invoices
SELECT 'ARC-' || to_char(d, 'YYMM') || '-' || lpad(i::text, 4, '0'), s, NULL, d, NULL, NULL, NULL,
       (ARRAY['Office supplies', 'Telephone and internet', 'Catering', 'Electricity'])[s - 8] || ' ' || to_char(d, 'Mon YYYY'),
       net, round(net * 0.19, 2), round(net * 1.19, 2), 'paid'
FROM generate_series(1, 1400) AS i,
     LATERAL (SELECT 9 + i % 4 AS s, date '2023-01-02' + (i * 7 / 9) AS d, round((35 + (i * 37) % 900)::numeric + (i % 100) / 100.0, 2) AS net) AS v;
