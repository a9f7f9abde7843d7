INSERT INTO customers
SELECT i,
  (ARRAY['Lena','Omar','Julia','Felix','Sara','Milan','Eva','Noah','Ida','Karim','Rosa','Tim'])[1 + i % 12] || ' ' ||
  (ARRAY['Brandt','Yilmaz','Novak','Jansen','Berg','Kowalski','Meier','Santos','Lund','Haas','Okafor','Weiss','Roth'])[1 + (i * 7) % 13],
  'user' || i || '@fibremail.test', '+49 30 ' || (5550000 + i * 13), (i % 97 + 1) || ' ' ||
  (ARRAY['Lindenweg','Hafenstrasse','Am Markt','Gartenstrasse','Bergstrasse'])[1 + i % 5],
  (10100 + (i * 37) % 900)::text, DATE '2018-01-01' + (i * 11) % 3200, 'active', NULL
FROM generate_series(1000, 7199) AS i
WHERE i NOT IN (1042, 1580, 1999, 2210, 2750, 3307, 4410, 5881, 6044, 6120);

INSERT INTO customers VALUES
  (1042, 'Mira Costa', 'mira.costa@fibremail.test', '+49 30 5551042', '14 Lindenweg', '10115', '2021-03-14', 'active', NULL),
  (5881, 'Mira Costa', 'Mira.Costa@fibremail.test', NULL, '14 Lindenweg', '10115', '2025-06-02', 'active', NULL),
  (2210, 'Jan de Vries', 'jdv@postbox.test', '+49 30 5552210', '3 Am Markt', '10405', '2019-09-20', 'active', NULL),
  (4410, 'J. de Vries', 'jan.devries@fibremail.test', '+49 30 5552210', '3 Am Markt', '10405', '2023-01-11', 'active', NULL),
  (3307, 'Ana Lima', 'ana.lima@fibremail.test', '+49 30 5553307', '8 Gartenstrasse', '10247', '2020-05-05', 'active', NULL),
  (6120, 'Ana Lima', 'lima.ana@postbox.test', '+49 40 7716120', '51 Bergstrasse', '20095', '2026-02-17', 'active', NULL),
  (1580, 'Peter Holm', 'peter.holm@fibremail.test', '+49 30 5551580', '22 Hafenstrasse', '10178', '2020-08-30', 'active', NULL),
  (6044, 'Peter Holm', 'peter.holm@fibremail.test', '+49 30 5551580', '22 Hafenstrasse', '10178', '2026-01-09', 'active', NULL),
  (1999, 'Greta Lind', 'greta.lind@fibremail.test', '+49 30 5551999', '5 Lindenweg', '10119', '2020-12-01', 'active', NULL),
  (2750, 'Greta Lind', 'greta.lind@fibremail.test', '+49 30 5551999', '5 Lindenweg', '10119', '2021-04-19', 'merged', 1999);

INSERT INTO contracts
SELECT i, 1000 + (i * 17) % 6200, (ARRAY['Fibre 100','Fibre 250','Fibre 500','Fibre 1000','TV add-on'])[1 + i % 5],
  DATE '2019-01-01' + (i * 13) % 2500, CASE WHEN i % 6 = 0 THEN DATE '2019-01-01' + (i * 13) % 2500 + 730 END
FROM generate_series(1, 5200) AS i
WHERE (1000 + (i * 17) % 6200) NOT IN (1042, 1580, 1999, 2210, 2750, 3307, 4410, 5881, 6044, 6120);

INSERT INTO contracts VALUES
  (9001, 1042, 'Fibre 250', '2021-03-20', NULL),
  (9002, 4410, 'Fibre 500', '2023-01-15', NULL),
  (9003, 2210, 'Fibre 100', '2019-10-01', '2022-12-31'),
  (9004, 3307, 'Fibre 100', '2020-05-10', NULL),
  (9005, 6120, 'Fibre 250', '2026-02-20', NULL),
  (9006, 1580, 'Fibre 1000', '2020-09-01', NULL),
  (9007, 6044, 'TV add-on', '2026-01-12', NULL),
  (9008, 1999, 'Fibre 500', '2020-12-05', NULL);

INSERT INTO tickets
SELECT i, 1000 + (i * 29) % 6200, DATE '2024-01-01' + (i * 3) % 1050,
  (ARRAY['No connection','Slow speed','Router replacement','Bill question','Move address','TV channels missing'])[1 + i % 6],
  CASE WHEN i % 9 = 0 THEN 'open' ELSE 'closed' END
FROM generate_series(1, 8400) AS i
WHERE (1000 + (i * 29) % 6200) NOT IN (1042, 1580, 1999, 2210, 2750, 3307, 4410, 5881, 6044, 6120);

INSERT INTO tickets VALUES
  (9101, 5881, '2026-11-02', 'Invoice not received', 'open'),
  (9102, 5881, '2026-11-16', 'Login to customer portal fails', 'open'),
  (9103, 1042, '2025-02-11', 'Slow speed', 'closed'),
  (9104, 2210, '2022-11-30', 'Cancel Fibre 100', 'closed'),
  (9105, 4410, '2026-10-05', 'Router replacement', 'closed'),
  (9106, 6120, '2026-03-01', 'Installation date', 'closed'),
  (9107, 6044, '2026-11-18', 'TV add-on billed twice?', 'open'),
  (9108, 1999, '2026-06-07', 'Slow speed', 'closed'),
  (9109, 2750, '2021-05-02', 'Duplicate account', 'closed');

INSERT INTO merge_log (kept_id, merged_id, merged_on, note) VALUES
  (1999, 2750, '2021-05-03', 'same email, phone and address');
