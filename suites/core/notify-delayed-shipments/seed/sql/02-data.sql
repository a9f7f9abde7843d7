INSERT INTO customers VALUES
  (1, 'Anna', 'Berger', 'anna.berger@mailbox.test', true),
  (2, 'Ravi', 'Patel', 'ravi.patel@inbox.test', false),
  (3, 'Clara', 'Holm', 'clara.holm@webpost.test', false),
  (4, 'Jakob', 'Lenz', 'jakob.lenz@mailbox.test', false),
  (5, 'Mira', 'Stein', 'mira.stein@inbox.test', false),
  (6, 'Tobias', 'Frank', 'tobias.frank@webpost.test', false),
  (7, 'Lea', 'Vogt', 'lea.vogt@mailbox.test', true),
  (8, 'Noah', 'Keller', 'noah.keller@inbox.test', true),
  (9, 'Ella', 'Roth', 'ella.roth@posta.test', false),
  (10, 'Finn', 'Albrecht', 'finn.albrecht@mailbox.test', true),
  (11, 'Greta', 'Sommer', 'greta.sommer@webpost.test', false),
  (12, 'Henrik', 'Dahl', 'henrik.dahl@inbox.test', false),
  (13, 'Ines', 'Moreau', 'ines.moreau@posta.test', true),
  (14, 'Karl', 'Huber', 'karl.huber@mailbox.test', false),
  (15, 'Lina', 'Brandt', 'lina.brandt@inbox.test', false),
  (16, 'Max', 'Ziegler', 'max.ziegler@webpost.test', true),
  (17, 'Olga', 'Wagner', 'olga.wagner@posta.test', false),
  (18, 'Paul', 'Schulz', 'paul.schulz@mailbox.test', false),
  (19, 'Rosa', 'Fischer', 'rosa.fischer@inbox.test', false),
  (20, 'Stefan', 'Kraus', 'stefan.kraus@webpost.test', false),
  (21, 'Tanja', 'Roth', 'tanja.roth@mailbox.test', true),
  (22, 'Uwe', 'Lorenz', 'uwe.lorenz@posta.test', false);

INSERT INTO orders VALUES
  ('FW-30211', 10, '2026-10-12', 84.00),
  ('FW-30218', 13, '2026-10-13', 45.00),
  ('FW-30226', 8, '2026-10-14', 112.50),
  ('FW-30302', 11, '2026-11-13', 59.90),
  ('FW-30305', 12, '2026-11-14', 149.00),
  ('FW-30309', 14, '2026-11-15', 22.00),
  ('FW-30311', 1, '2026-11-16', 64.00),
  ('FW-30314', 2, '2026-11-16', 129.00),
  ('FW-30316', 3, '2026-11-16', 210.00),
  ('FW-30318', 15, '2026-11-16', 77.00),
  ('FW-30320', 16, '2026-11-17', 36.50),
  ('FW-30322', 4, '2026-11-17', 45.50),
  ('FW-30324', 5, '2026-11-17', 99.99),
  ('FW-30326', 6, '2026-11-17', 100.00),
  ('FW-30328', 7, '2026-11-17', 38.00),
  ('FW-30330', 8, '2026-11-16', 54.00),
  ('FW-30332', 9, '2026-11-16', 72.00),
  ('FW-30334', 17, '2026-11-17', 118.00),
  ('FW-30336', 18, '2026-11-17', 26.90),
  ('FW-30338', 2, '2026-11-17', 19.90),
  ('FW-30340', 19, '2026-11-18', 64.00),
  ('FW-30342', 20, '2026-11-18', 135.00),
  ('FW-30344', 21, '2026-11-18', 49.00),
  ('FW-30346', 22, '2026-11-19', 88.00),
  ('FW-30348', 10, '2026-11-19', 31.00),
  ('FW-30350', 11, '2026-11-19', 57.00),
  ('FW-30352', 12, '2026-11-19', 42.00);

INSERT INTO shipments VALUES
  ('S-2031', 'FW-30211', 'SwiftParcel', 'SP44-1102-0815', '2026-10-13', 'delivered', '2026-10-19'),
  ('S-2034', 'FW-30218', 'SwiftParcel', 'SP45-2204-0017', '2026-10-14', 'delivered', '2026-10-20'),
  ('S-2036', 'FW-30226', 'NordPost', 'NP-7730-1145', '2026-10-15', 'returned', NULL),
  ('S-2092', 'FW-30302', 'SwiftParcel', 'SP44-1186-0311', '2026-11-16', 'delivered', '2026-11-18'),
  ('S-2094', 'FW-30305', 'SwiftParcel', 'SP45-2289-0420', '2026-11-17', 'in_transit', NULL),
  ('S-2096', 'FW-30309', 'NordPost', 'NP-7812-0051', '2026-11-17', 'delivered', '2026-11-19'),
  ('S-2101', 'FW-30311', 'SwiftParcel', 'SP44-1187-0031', '2026-11-18', 'in_transit', NULL),
  ('S-2104', 'FW-30314', 'SwiftParcel', 'SP44-1187-0044', '2026-11-18', 'in_transit', NULL),
  ('S-2107', 'FW-30316', 'SwiftParcel', 'SP45-2290-0102', '2026-11-18', 'delivered', '2026-11-19'),
  ('S-2108', 'FW-30318', 'SwiftParcel', 'SP46-3310-0007', '2026-11-18', 'in_transit', NULL),
  ('S-2109', 'FW-30320', 'NordPost', 'NP-4418-0093', '2026-11-18', 'in_transit', NULL),
  ('S-2110', 'FW-30322', 'SwiftParcel', 'SP45-2290-0117', '2026-11-19', 'in_transit', NULL),
  ('S-2112', 'FW-30324', 'SwiftParcel', 'SP44-1188-0203', '2026-11-19', 'in_transit', NULL),
  ('S-2115', 'FW-30326', 'SwiftParcel', 'SP45-2291-0009', '2026-11-19', 'in_transit', NULL),
  ('S-2118', 'FW-30328', 'SwiftParcel', 'SP44-1188-0240', '2026-11-19', 'in_transit', NULL),
  ('S-2120', 'FW-30330', 'SwiftParcel', 'SP45-2291-0031', '2026-11-18', 'in_transit', NULL),
  ('S-2122', 'FW-30332', 'SwiftParcel', 'SP44-1187-0090', '2026-11-18', 'in_transit', NULL),
  ('S-2124', 'FW-30334', 'SwiftParcel', 'SP47-4402-0019', '2026-11-19', 'in_transit', NULL),
  ('S-2125', 'FW-30336', 'NordPost', 'NP-4419-0120', '2026-11-19', 'in_transit', NULL),
  ('S-2126', 'FW-30338', 'SwiftParcel', 'SP46-3311-0044', '2026-11-19', 'in_transit', NULL),
  ('S-2128', 'FW-30340', 'SwiftParcel', 'SP44-1189-0002', '2026-11-20', 'in_transit', NULL),
  ('S-2130', 'FW-30342', 'SwiftParcel', 'SP45-2292-0015', '2026-11-20', 'in_transit', NULL),
  ('S-2132', 'FW-30344', 'NordPost', 'NP-4420-0008', '2026-11-20', 'in_transit', NULL),
  ('S-2134', 'FW-30346', 'SwiftParcel', 'SP47-4403-0101', '2026-11-20', 'in_transit', NULL),
  ('S-2136', 'FW-30348', 'SwiftParcel', 'SP46-3312-0090', '2026-11-20', 'in_transit', NULL),
  ('S-2138', 'FW-30350', 'SwiftParcel', 'SP44-1189-0057', '2026-11-20', 'in_transit', NULL),
  ('S-2140', 'FW-30352', 'NordPost', 'NP-4421-0031', '2026-11-20', 'in_transit', NULL);

INSERT INTO delay_notifications (shipment_id, customer_id, incident, voucher_code, notified_at) VALUES
  ('S-2031', 10, 'SP-INC-4390', 'OCT-STRIKE-5', '2026-10-16 09:30:00+00'),
  ('S-2034', 13, 'SP-INC-4390', 'OCT-STRIKE-5', '2026-10-16 09:34:00+00'),
  ('S-2036', 8, 'NP-2026-118', NULL, '2026-10-18 14:02:00+00'),
  ('S-2120', 8, 'SP-INC-4471', 'DELAY10-NOV', '2026-11-20 15:48:00+00');

-- Order history of 2025 to mid-October 2026: every parcel long delivered.
INSERT INTO orders
SELECT 'FW-' || (20000 + i), 1 + i % 22, d, round((12 + (i * 29) % 240)::numeric + (i % 10) * 0.1, 2)
FROM generate_series(1, 1300) AS i, LATERAL (SELECT date '2025-01-02' + (i * 3 / 10) AS d) AS v;

INSERT INTO shipments
SELECT 'S-1' || lpad(i::text, 4, '0'), 'FW-' || (20000 + i),
       CASE WHEN i % 4 = 0 THEN 'NordPost' ELSE 'SwiftParcel' END,
       CASE WHEN i % 4 = 0 THEN 'NP-0' || lpad(i::text, 4, '0')
            ELSE 'SP' || (44 + i % 4) || '-0' || lpad((i % 1000)::text, 3, '0') || '-' || lpad((i / 1000)::text, 4, '0') END,
       d + 1, 'delivered', d + 3 + i % 3
FROM generate_series(1, 1300) AS i, LATERAL (SELECT date '2025-01-02' + (i * 3 / 10) AS d) AS v;
