-- Booked expenses of the operations department.
CREATE TABLE expenses (
  id serial PRIMARY KEY,
  booked_on date NOT NULL,
  category text NOT NULL,
  supplier text NOT NULL,
  amount numeric(10, 2) NOT NULL
);

INSERT INTO expenses (booked_on, category, supplier, amount) VALUES
  ('2026-10-28', 'Office supplies', 'Papyrus AG', 1422.05),
  ('2026-10-30', 'Cleaning', 'Cleanwell GmbH', 1059.10),
  ('2026-11-03', 'Office supplies', 'Papyrus AG', 2146.76),
  ('2026-11-05', 'Travel', 'DB Fernverkehr', 389.90),
  ('2026-11-09', 'Software', 'Atlassian', 640.00),
  ('2026-11-12', 'Furniture', 'OfficeLine BV', 2474.45),
  ('2026-11-16', 'Cleaning', 'Cleanwell GmbH', 1059.10),
  ('2026-11-18', 'Travel', 'KLM', 612.30),
  ('2026-11-19', 'Software', 'JetBrains', 289.00),
  ('2026-11-24', 'Travel', 'NS International', 148.20),
  ('2026-11-27', 'Office supplies', 'Stationery Direct', 96.40),
  ('2026-12-01', 'Software', 'Atlassian', 640.00);

-- Earlier months, January 2023 to October 2026.
INSERT INTO expenses (booked_on, category, supplier, amount)
SELECT DATE '2023-01-01' + (g * 613) % 1399,
  (ARRAY['Office supplies', 'Travel', 'Software', 'Furniture', 'Cleaning', 'Travel', 'Office supplies', 'Software'])[1 + g % 8],
  (ARRAY[ARRAY['Papyrus AG', 'Stationery Direct', 'Buerobedarf Nord'], ARRAY['DB Fernverkehr', 'KLM', 'NS International'],
         ARRAY['Atlassian', 'JetBrains', 'Microsoft'], ARRAY['OfficeLine BV', 'IKEA Business', 'Steelcase'],
         ARRAY['Cleanwell GmbH', 'Cleanwell GmbH', 'Hygia Services'], ARRAY['Lufthansa', 'Eurowings', 'Hotel Ibis'],
         ARRAY['Papyrus AG', 'Stationery Direct', 'Amazon Business'], ARRAY['Atlassian', 'Slack', 'GitHub']])[1 + g % 8][1 + (g / 8) % 3],
  round(40 + (g * 2741) % 240000 / 100.0, 2)
FROM generate_series(1, 1300) AS g;
