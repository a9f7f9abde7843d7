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
