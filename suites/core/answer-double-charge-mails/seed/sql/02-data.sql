INSERT INTO customers
SELECT i, 'Subscriber ' || i, 'subscriber' || i || '@streammail.test', (ARRAY['card', 'card', 'sepa', 'paypal'])[1 + i % 4]
FROM generate_series(100, 2599) AS i;

INSERT INTO subscriptions
SELECT 'SUB-' || i, i, (ARRAY['Basic', 'Standard', 'Family'])[1 + i % 3], (ARRAY[7.99, 12.99, 17.99])[1 + i % 3]
FROM generate_series(100, 2599) AS i;

-- Monthly renewals June to November.
INSERT INTO payments
SELECT 'PAY-' || s.i || '-' || m, 'SUB-' || s.i,
  (DATE '2026-06-01' + (m - 6) * INTERVAL '1 month' + (s.i % 28) * INTERVAL '1 day' + (s.i % 600) * INTERVAL '1 minute')::timestamptz,
  (ARRAY[7.99, 12.99, 17.99])[1 + s.i % 3], CASE WHEN (s.i + m) % 41 = 0 THEN 'failed' ELSE 'captured' END
FROM generate_series(100, 2599) AS s(i), generate_series(6, 11) AS m;

-- The PayGate incident of 20 November also doubled other renewals (customers who did not write in).
INSERT INTO payments
SELECT 'PAY-' || i || '-11b', 'SUB-' || i, DATE '2026-06-01' + 5 * INTERVAL '1 month' + 19 * INTERVAL '1 day' + (i % 600) * INTERVAL '1 minute' + INTERVAL '2 minutes',
  (ARRAY[7.99, 12.99, 17.99])[1 + i % 3], 'captured'
FROM generate_series(100, 2599) AS i WHERE i % 28 = 19 AND i % 3 = 0;

INSERT INTO refunds
SELECT 'RF-' || (70000 + i), 'PAY-' || i || '-11b', (ARRAY[7.99, 12.99, 17.99])[1 + i % 3], DATE '2026-11-23', 'sent'
FROM generate_series(100, 2599) AS i WHERE i % 28 = 19 AND i % 3 = 0;

INSERT INTO customers VALUES
  (11, 'Amelie Brandt', 'amelie.brandt@mailbox.test', 'card'),
  (12, 'Bruno Keller', 'bruno.keller@inbox.test', 'sepa'),
  (13, 'Chiara Romano', 'chiara.romano@posta.test', 'paypal'),
  (14, 'Dmitri Volkov', 'dmitri.volkov@webpost.test', 'card'),
  (15, 'Elif Aydin', 'elif.aydin@mailbox.test', 'card'),
  (16, 'Femke de Boer', 'femke.deboer@inbox.test', 'sepa'),
  (17, 'Gustav Lind', 'gustav.lind@posta.test', 'card'),
  (18, 'Hana Novak', 'hana.novak@webpost.test', 'paypal'),
  (19, 'Ivo Petrov', 'ivo.petrov@mailbox.test', 'card'),
  (20, 'Jasmin Haddad', 'jasmin.haddad@inbox.test', 'sepa'),
  (21, 'Karl Meyer', 'karl.meyer@posta.test', 'card');

INSERT INTO subscriptions VALUES
  ('SUB-11', 11, 'Family', 17.99),
  ('SUB-12', 12, 'Standard', 12.99),
  ('SUB-13', 13, 'Basic', 7.99),
  ('SUB-14', 14, 'Standard', 12.99),
  ('SUB-15', 15, 'Standard', 12.99),
  ('SUB-16', 16, 'Family', 17.99),
  ('SUB-17', 17, 'Family', 17.99),
  ('SUB-18', 18, 'Standard', 12.99),
  ('SUB-18-K', 18, 'Kids add-on', 4.99),
  ('SUB-19', 19, 'Basic', 7.99),
  ('SUB-20', 20, 'Standard', 12.99),
  ('SUB-21', 21, 'Family', 17.99);

INSERT INTO payments VALUES
  ('PAY-11-6', 'SUB-11', '2026-06-20 07:11:00+00', 17.99, 'captured'),
  ('PAY-11-7', 'SUB-11', '2026-07-20 07:11:00+00', 17.99, 'captured'),
  ('PAY-11-8', 'SUB-11', '2026-08-20 07:11:00+00', 17.99, 'captured'),
  ('PAY-11-9', 'SUB-11', '2026-09-20 07:11:00+00', 17.99, 'captured'),
  ('PAY-11-10', 'SUB-11', '2026-10-20 07:11:00+00', 17.99, 'captured'),
  ('PAY-11-11', 'SUB-11', '2026-11-20 07:11:00+00', 17.99, 'captured'),
  ('PAY-11-11b', 'SUB-11', '2026-11-20 07:11:40+00', 17.99, 'captured'),
  ('PAY-12-6', 'SUB-12', '2026-06-20 07:12:00+00', 12.99, 'captured'),
  ('PAY-12-7', 'SUB-12', '2026-07-20 07:12:00+00', 12.99, 'captured'),
  ('PAY-12-8', 'SUB-12', '2026-08-20 07:12:00+00', 12.99, 'captured'),
  ('PAY-12-9', 'SUB-12', '2026-09-20 07:12:00+00', 12.99, 'captured'),
  ('PAY-12-10', 'SUB-12', '2026-10-20 07:12:00+00', 12.99, 'captured'),
  ('PAY-12-11', 'SUB-12', '2026-11-20 07:12:00+00', 12.99, 'captured'),
  ('PAY-12-11b', 'SUB-12', '2026-11-20 07:12:40+00', 12.99, 'captured'),
  ('PAY-13-6', 'SUB-13', '2026-06-20 07:13:00+00', 7.99, 'captured'),
  ('PAY-13-7', 'SUB-13', '2026-07-20 07:13:00+00', 7.99, 'captured'),
  ('PAY-13-8', 'SUB-13', '2026-08-20 07:13:00+00', 7.99, 'captured'),
  ('PAY-13-9', 'SUB-13', '2026-09-20 07:13:00+00', 7.99, 'captured'),
  ('PAY-13-10', 'SUB-13', '2026-10-20 07:13:00+00', 7.99, 'captured'),
  ('PAY-13-11', 'SUB-13', '2026-11-20 07:13:00+00', 7.99, 'captured'),
  ('PAY-13-11b', 'SUB-13', '2026-11-20 07:13:40+00', 7.99, 'captured'),
  ('PAY-14-6', 'SUB-14', '2026-06-20 07:14:00+00', 12.99, 'captured'),
  ('PAY-14-7', 'SUB-14', '2026-07-20 07:14:00+00', 12.99, 'captured'),
  ('PAY-14-8', 'SUB-14', '2026-08-20 07:14:00+00', 12.99, 'captured'),
  ('PAY-14-9', 'SUB-14', '2026-09-20 07:14:00+00', 12.99, 'captured'),
  ('PAY-14-10', 'SUB-14', '2026-10-20 07:14:00+00', 12.99, 'captured'),
  ('PAY-14-11', 'SUB-14', '2026-11-20 07:14:00+00', 12.99, 'captured'),
  ('PAY-14-11a', 'SUB-14', '2026-11-20 07:14:20+00', 12.99, 'authorization_voided'),
  ('PAY-15-6', 'SUB-15', '2026-06-20 07:15:00+00', 12.99, 'captured'),
  ('PAY-15-7', 'SUB-15', '2026-07-20 07:15:00+00', 12.99, 'captured'),
  ('PAY-15-8', 'SUB-15', '2026-08-20 07:15:00+00', 12.99, 'captured'),
  ('PAY-15-9', 'SUB-15', '2026-09-20 07:15:00+00', 12.99, 'captured'),
  ('PAY-15-10', 'SUB-15', '2026-10-20 07:15:00+00', 12.99, 'captured'),
  ('PAY-15-11', 'SUB-15', '2026-11-20 07:15:00+00', 12.99, 'captured'),
  ('PAY-15-11b', 'SUB-15', '2026-11-20 07:15:40+00', 12.99, 'captured'),
  ('PAY-16-6', 'SUB-16', '2026-06-20 07:16:00+00', 17.99, 'captured'),
  ('PAY-16-7', 'SUB-16', '2026-07-20 07:16:00+00', 17.99, 'captured'),
  ('PAY-16-8', 'SUB-16', '2026-08-20 07:16:00+00', 17.99, 'captured'),
  ('PAY-16-9', 'SUB-16', '2026-09-20 07:16:00+00', 17.99, 'captured'),
  ('PAY-16-10', 'SUB-16', '2026-10-20 07:16:00+00', 17.99, 'captured'),
  ('PAY-16-11', 'SUB-16', '2026-11-20 07:16:00+00', 17.99, 'captured'),
  ('PAY-16-11b', 'SUB-16', '2026-11-20 07:16:40+00', 17.99, 'captured'),
  ('PAY-17-6', 'SUB-17', '2026-06-20 07:17:00+00', 17.99, 'captured'),
  ('PAY-17-7', 'SUB-17', '2026-07-20 07:17:00+00', 17.99, 'captured'),
  ('PAY-17-8', 'SUB-17', '2026-08-20 07:17:00+00', 17.99, 'captured'),
  ('PAY-17-9', 'SUB-17', '2026-09-20 07:17:00+00', 17.99, 'captured'),
  ('PAY-17-10', 'SUB-17', '2026-10-20 07:17:00+00', 17.99, 'captured'),
  ('PAY-17-11', 'SUB-17', '2026-11-20 07:17:00+00', 17.99, 'captured'),
  ('PAY-17-11b', 'SUB-17', '2026-11-20 07:17:40+00', 17.99, 'captured'),
  ('PAY-18-6', 'SUB-18', '2026-06-20 07:18:00+00', 12.99, 'captured'),
  ('PAY-18-7', 'SUB-18', '2026-07-20 07:18:00+00', 12.99, 'captured'),
  ('PAY-18-8', 'SUB-18', '2026-08-20 07:18:00+00', 12.99, 'captured'),
  ('PAY-18-9', 'SUB-18', '2026-09-20 07:18:00+00', 12.99, 'captured'),
  ('PAY-18-10', 'SUB-18', '2026-10-20 07:18:00+00', 12.99, 'captured'),
  ('PAY-18-11', 'SUB-18', '2026-11-20 07:18:00+00', 12.99, 'captured'),
  ('PAY-18K-9', 'SUB-18-K', '2026-09-20 07:18:30+00', 4.99, 'captured'),
  ('PAY-18K-10', 'SUB-18-K', '2026-10-20 07:18:30+00', 4.99, 'captured'),
  ('PAY-18K-11', 'SUB-18-K', '2026-11-20 07:18:30+00', 4.99, 'captured'),
  ('PAY-19-6', 'SUB-19', '2026-06-20 07:19:00+00', 7.99, 'captured'),
  ('PAY-19-7', 'SUB-19', '2026-07-20 07:19:00+00', 7.99, 'captured'),
  ('PAY-19-8', 'SUB-19', '2026-08-20 07:19:00+00', 7.99, 'captured'),
  ('PAY-19-9', 'SUB-19', '2026-09-20 07:19:00+00', 7.99, 'captured'),
  ('PAY-19-10', 'SUB-19', '2026-10-20 07:19:00+00', 7.99, 'captured'),
  ('PAY-19-11', 'SUB-19', '2026-11-20 07:19:00+00', 7.99, 'captured'),
  ('PAY-19-11b', 'SUB-19', '2026-11-20 07:19:40+00', 7.99, 'captured'),
  ('PAY-20-6', 'SUB-20', '2026-06-20 07:20:00+00', 12.99, 'captured'),
  ('PAY-20-7', 'SUB-20', '2026-07-20 07:20:00+00', 12.99, 'captured'),
  ('PAY-20-8', 'SUB-20', '2026-08-20 07:20:00+00', 12.99, 'captured'),
  ('PAY-20-9', 'SUB-20', '2026-09-20 07:20:00+00', 12.99, 'captured'),
  ('PAY-20-10', 'SUB-20', '2026-10-20 07:20:00+00', 12.99, 'captured'),
  ('PAY-20-11', 'SUB-20', '2026-11-20 07:20:00+00', 12.99, 'captured'),
  ('PAY-20-11b', 'SUB-20', '2026-11-20 07:20:40+00', 12.99, 'captured'),
  ('PAY-21-6', 'SUB-21', '2026-06-20 07:21:00+00', 17.99, 'captured'),
  ('PAY-21-7', 'SUB-21', '2026-07-20 07:21:00+00', 17.99, 'captured'),
  ('PAY-21-8', 'SUB-21', '2026-08-20 07:21:00+00', 17.99, 'captured'),
  ('PAY-21-9', 'SUB-21', '2026-09-20 07:21:00+00', 17.99, 'captured'),
  ('PAY-21-10', 'SUB-21', '2026-10-20 07:21:00+00', 17.99, 'captured'),
  ('PAY-21-11', 'SUB-21', '2026-11-20 07:21:00+00', 17.99, 'captured'),
  ('PAY-21-11b', 'SUB-21', '2026-11-20 07:21:40+00', 17.99, 'captured');

INSERT INTO refunds VALUES
  ('RF-88107', 'PAY-11-11b', 17.99, '2026-11-23', 'sent'),
  ('RF-88114', 'PAY-12-11b', 12.99, '2026-11-23', 'sent'),
  ('RF-88121', 'PAY-13-11b', 7.99, '2026-11-23', 'sent'),
  ('RF-88128', 'PAY-15-11b', 12.99, '2026-11-24', 'sent'),
  ('RF-88135', 'PAY-16-11b', 17.99, '2026-11-23', 'sent'),
  ('RF-88142', 'PAY-17-11b', 17.99, '2026-11-23', 'failed'),
  ('RF-88149', 'PAY-19-11b', 7.99, '2026-11-23', 'sent'),
  ('RF-88156', 'PAY-20-11b', 12.99, '2026-11-23', 'sent'),
  ('RF-88163', 'PAY-21-11b', 17.99, '2026-11-23', 'sent');

INSERT INTO contact_log (customer_id, topic, outcome, logged_at) SELECT 100 + i * 7, 'login', 'solved', TIMESTAMPTZ '2026-10-01 09:00+00' + i * INTERVAL '3 hours' FROM generate_series(1, 300) AS i;
