INSERT INTO products VALUES
  ('LH1', 'Lumio Hub', 'device', 89.00, true),
  ('LH2', 'Lumio Hub Pro', 'device', 139.00, true),
  ('LC1', 'Lumio Cam 1', 'device', 149.00, false),
  ('LC2', 'Lumio Cam 2', 'device', 169.00, true),
  ('MS1', 'Lumio Motion Sensor', 'device', 39.00, true),
  ('DS1', 'Lumio Door Sensor', 'device', 29.00, true),
  ('TH1', 'Lumio Thermostat', 'device', 199.00, true),
  ('SPM', 'Smart Plug Mini', 'accessory', 24.90, true),
  ('BC4', 'Lumio Bulb Colour E27', 'accessory', 19.90, true),
  ('BW4', 'Lumio Bulb White E27', 'accessory', 12.90, true),
  ('RMT', 'Lumio Remote', 'accessory', 34.00, false),
  ('PSU', 'Hub Power Supply', 'accessory', 14.90, true);

INSERT INTO customers VALUES
  (1, 'Hannah Weber', 'hannah.weber@mailbox.test'),
  (2, 'Marco Rossi', 'marco.rossi@posta.test'),
  (3, 'Aylin Demir', 'aylin.demir@inbox.test'),
  (4, 'Jonas Berg', 'jonas.berg@webpost.test'),
  (5, 'Tom Becker', 'tom.becker@mailbox.test'),
  (6, 'Lukas Hoffmann', 'lukas.hoffmann@inbox.test'),
  (7, 'Sofia Lind', 'sofia.lind@posta.test'),
  (8, 'Lina Park', 'lina.park@webpost.test'),
  (9, 'Hannah Webber', 'h.webber@inbox.test');

-- 1,200 more customers, 3,000 more orders and their items (serial numbers have six digits after the prefix).
INSERT INTO customers
SELECT i, 'Customer ' || i, 'customer' || i || '@shop-mail.test' FROM generate_series(100, 1299) AS i;

INSERT INTO orders
SELECT 'LM-' || (50000 + i), 100 + (i * 7919) % 1200,
  DATE '2024-06-01' + (i * 37) % 880, DATE '2024-06-01' + (i * 37) % 880 + 3
FROM generate_series(1, 3000) AS i;

INSERT INTO order_items (order_number, sku, serial_number, unit_price)
SELECT 'LM-' || (50000 + i),
  (ARRAY['LH1','LH2','LC1','LC2','MS1','DS1','TH1','SPM','BC4','BW4','RMT','PSU'])[1 + (i * 13) % 12],
  (ARRAY['LH1','LH2','LC1','LC2','MS1','DS1','TH1','SPM','BC4','BW4','RMT','PSU'])[1 + (i * 13) % 12] || '-' || (100000 + i * 3),
  (ARRAY[89.00,139.00,129.00,169.00,39.00,29.00,199.00,24.90,19.90,12.90,34.00,14.90])[1 + (i * 13) % 12]
FROM generate_series(1, 3000) AS i;

INSERT INTO order_items (order_number, sku, serial_number, unit_price)
SELECT 'LM-' || (50000 + i), 'BW4', 'BW4-' || (200000 + i), 12.90 FROM generate_series(1, 3000, 4) AS i;

-- The customers who wrote in this week.
INSERT INTO orders VALUES
  ('LM-41877', 1, '2025-03-06', '2025-03-10'),
  ('LM-46120', 2, '2025-08-29', '2025-09-02'),
  ('LM-47305', 3, '2026-01-08', '2026-01-12'),
  ('LM-39944', 4, '2024-12-16', '2024-12-20'),
  ('LM-48810', 5, '2026-04-02', '2026-04-06'),
  ('LM-38702', 6, '2024-10-24', '2024-10-28'),
  ('LM-49951', 7, '2026-02-10', '2026-02-14'),
  ('LM-49102', 9, '2026-05-11', '2026-05-14'),
  ('LM-49530', 1, '2026-09-20', '2026-09-23');

INSERT INTO order_items (order_number, sku, serial_number, unit_price) VALUES
  ('LM-41877', 'LH2', 'LH2-88412', 139.00),
  ('LM-41877', 'PSU', 'PSU-88413', 14.90),
  ('LM-46120', 'SPM', 'SPM-10233', 24.90),
  ('LM-46120', 'SPM', 'SPM-10234', 24.90),
  ('LM-47305', 'MS1', 'MS1-55020', 39.00),
  ('LM-39944', 'LC1', 'LC1-30871', 129.00),
  ('LM-48810', 'LC1', 'LC1-41177', 149.00),
  ('LM-38702', 'LH1', 'LH1-62210', 89.00),
  ('LM-49951', 'BC4', 'BC4-77120', 19.90),
  ('LM-49951', 'BC4', 'BC4-77121', 19.90),
  ('LM-49102', 'LH2', 'LH2-88421', 139.00),
  ('LM-49530', 'BW4', 'BW4-91002', 12.90);

-- Claims decided before this week.
INSERT INTO warranty_claims (serial_number, customer_id, claimed_on, decision, resolution, refund_amount, reason)
SELECT oi.serial_number, o.customer_id, DATE '2026-01-05' + (i * 7) % 300,
  (ARRAY['approved','approved','rejected'])[1 + i % 3],
  CASE WHEN i % 3 = 2 THEN NULL ELSE 'replacement' END, NULL,
  CASE WHEN i % 3 = 2 THEN 'out of warranty' ELSE 'defect within warranty' END
FROM generate_series(1, 60) AS i
JOIN order_items oi ON oi.serial_number = (ARRAY['LH1','LH2','LC1','LC2','MS1','DS1','TH1','SPM','BC4','BW4','RMT','PSU'])[1 + (i * 41 * 13) % 12] || '-' || (100000 + i * 41 * 3)
JOIN orders o ON o.number = oi.order_number;

INSERT INTO warranty_claims (serial_number, customer_id, claimed_on, decision, resolution, refund_amount, reason) VALUES
  ('LC1-41177', 5, '2026-11-12', 'approved', 'replacement', NULL, 'night vision failed');
