INSERT INTO customers
SELECT i, (ARRAY['Anja','Ben','Carla','David','Eva','Frank','Gina','Hugo'])[1 + i % 8] || ' ' || (ARRAY['Arnold','Bauer','Conrad','Dietz','Ebert','Fuchs','Graf','Horn','Jung'])[1 + (i * 5) % 9],
  'gardener' || i || '@garden.test', i % 3 <> 0, i % 5 = 0, '+49 151 ' || (4000000 + i)
FROM generate_series(100, 3299) AS i;

INSERT INTO customers VALUES
  (11, 'Nina Wolf', 'nina.wolf@garden.test', true, true, '+49 151 2000011'),
  (12, 'Paul Graf', 'paul.graf@mailbox.test', true, true, '+49 151 2000012'),
  (13, 'Emma Vogel', 'emma.vogel@garden.test', true, false, '+49 151 2000013'),
  (14, 'Oskar Lenz', 'oskar.lenz@inbox.test', true, false, NULL),
  (15, 'Rita Stark', 'rita.stark@garden.test', true, true, '+49 151 2000015'),
  (16, 'Nina Wolff', 'nina.wolff@garden.test', true, false, NULL);

INSERT INTO consent_log (customer_id, channel, opted_in, source, logged_at)
SELECT 100 + (i * 37) % 3200, (ARRAY['newsletter', 'sms'])[1 + i % 2], i % 4 = 0, (ARRAY['checkout', 'support mail', 'account page'])[1 + i % 3],
  TIMESTAMPTZ '2026-01-01 10:00+00' + i * INTERVAL '11 hours'
FROM generate_series(1, 700) AS i;
INSERT INTO consent_log (customer_id, channel, opted_in, source, logged_at) VALUES (14, 'newsletter', true, 'checkout', '2025-04-02 12:00+00');
