INSERT INTO tickets
SELECT 70000 + i, 'Customer ' || i, 'customer' || i || '@homes.test',
  (ARRAY['Oven does not heat', 'Dishwasher error E24', 'Spare part order', 'Warranty question', 'Installation date', 'Door seal worn'])[1 + i % 6],
  i % 40 = 0,
  CASE WHEN i > 5900 THEN (ARRAY['open', 'pending'])[1 + i % 2] ELSE (ARRAY['solved', 'closed', 'closed'])[1 + i % 3] END,
  CASE WHEN i > 5900 AND i % 2 = 1 THEN DATE '2026-11-18' + i % 6 END,
  CASE WHEN i <= 5900 AND i % 3 <> 0 THEN DATE '2026-01-10' + i % 300 END
FROM generate_series(1, 6000) AS i;

INSERT INTO tickets VALUES
  (81201, 'Mona Berger', 'mona.berger@homes.test', 'Hob shows F9', false, 'pending', '2026-11-05', NULL),
  (81215, 'Timo Lang', 'timo.lang@inbox.test', 'Fridge light flickers', false, 'pending', '2026-11-10', NULL),
  (81230, 'Ines Kraft', 'ines.kraft@posta.test', 'Spare shelf for fridge', false, 'pending', '2026-11-12', NULL),
  (81244, 'Olaf Brandt', 'olaf.brandt@homes.test', 'Oven door hinge', true, 'pending', '2026-11-09', NULL),
  (81252, 'Rana Haddad', 'rana.haddad@inbox.test', 'Dishwasher drains slowly', false, 'pending', '2026-11-13', NULL),
  (81266, 'Sven Olsen', 'sven.olsen@posta.test', 'Extractor fan noise', false, 'pending', '2026-11-17', NULL),
  (81270, 'Lotte Wiese', 'lotte.wiese@homes.test', 'Installation appointment', false, 'pending', '2026-11-18', NULL);
