INSERT INTO suppliers VALUES
  (1, 'Alpen Tools GmbH', 'orders@alpentools.test', 'Markus Brandl', 'markus.brandl@alpentools.test'),
  (2, 'Baltic Fasteners AB', 'po@balticfasteners.test', 'Linnea Sjoberg', 'linnea.sjoberg@balticfasteners.test'),
  (3, 'Cobalt Paints Ltd', 'orders@cobaltpaints.test', 'Gareth Owen', 'gareth.owen@cobaltpaints.test'),
  (4, 'Delta Electrics BV', 'purchasing@deltaelectrics.test', 'Sanne de Vries', 'sanne.devries@deltaelectrics.test'),
  (5, 'Evergreen Garden Supply', 'orders@evergreengarden.test', 'Tom Hughes', 'tom.hughes@evergreengarden.test');

INSERT INTO products VALUES
  ('AT-101', 'Claw hammer 16 oz', 1, 8, 10, 40, 6, 9.80, false),
  ('AT-102', 'Tape measure 5 m', 1, 25, 12, 50, 10, 4.20, false),
  ('AT-105', 'Utility knife, retractable', 1, 4, 15, 60, 12, 3.10, false),
  ('AT-108', 'Hand saw 500 mm', 1, 10, 10, 30, 5, 11.50, false),
  ('AT-110', 'Spirit level 60 cm', 1, 2, 6, 20, 4, 8.90, true),
  ('AT-112', 'Wood chisel set (4)', 1, 3, 5, 15, 3, 18.40, false),
  ('AT-115', 'Combination pliers 180 mm', 1, 22, 10, 40, 10, 6.75, false),
  ('BF-201', 'Wood screws 4x40 (box of 200)', 2, 14, 20, 100, 25, 3.60, false),
  ('BF-202', 'Wall plugs 8 mm (box of 100)', 2, 60, 30, 150, 50, 2.10, false),
  ('BF-205', 'Hex bolts M8x60 (box of 50)', 2, 9, 15, 80, 20, 5.40, false),
  ('BF-207', 'Washers M8 (box of 100)', 2, 11, 12, 60, 100, 1.30, false),
  ('BF-209', 'Round nails 60 mm (1 kg)', 2, 0, 10, 40, 10, 2.80, true),
  ('BF-211', 'Drywall screws 3.5x35 (box of 500)', 2, 31, 15, 60, 10, 7.90, false),
  ('CP-301', 'Interior paint, white, 10 l', 3, 5, 8, 30, 2, 24.00, false),
  ('CP-303', 'Primer 5 l', 3, 12, 6, 24, 2, 15.50, false),
  ('CP-305', 'Masking tape 50 m', 3, 18, 20, 80, 24, 1.90, false),
  ('CP-307', 'Paint roller set', 3, 7, 10, 40, 6, 6.40, false),
  ('CP-309', 'Wood stain, oak, 2.5 l', 3, 9, 6, 20, 4, 19.20, false),
  ('CP-311', 'Paint brush set (3)', 3, 4, 4, 30, 12, 3.50, true),
  ('DE-401', 'Extension cord 5 m', 4, 20, 10, 40, 5, 7.30, false),
  ('DE-403', 'LED bulb E27 (4-pack)', 4, 3, 10, 60, 12, 5.90, false),
  ('DE-405', 'Cable ties 200 mm (100)', 4, 40, 25, 100, 50, 1.60, false),
  ('DE-407', 'Socket tester', 4, 13, 5, 20, 5, 9.10, false),
  ('EG-501', 'Garden hose 25 m', 5, 6, 5, 20, 2, 17.80, false),
  ('EG-503', 'Pruning shears', 5, 1, 4, 12, 6, 8.20, true),
  ('EG-505', 'Watering can 10 l', 5, 9, 4, 16, 4, 6.30, false),
  ('EG-507', 'Garden gloves (pair)', 5, 35, 20, 80, 20, 2.40, false);

INSERT INTO purchase_orders VALUES
  ('PO-2026-0129', 5, '2026-10-19', 'received'),
  ('PO-2026-0131', 2, '2026-10-26', 'received'),
  ('PO-2026-0133', 4, '2026-11-02', 'received'),
  ('PO-2026-0135', 3, '2026-11-09', 'cancelled'),
  ('PO-2026-0136', 1, '2026-11-09', 'received'),
  ('PO-2026-0138', 1, '2026-11-16', 'open'),
  ('PO-2026-0139', 3, '2026-11-16', 'open'),
  ('PO-2026-0140', 4, '2026-11-16', 'open');

INSERT INTO purchase_order_lines VALUES
  ('PO-2026-0129', 'EG-501', 14, 17.80),
  ('PO-2026-0129', 'EG-507', 60, 2.40),
  ('PO-2026-0131', 'BF-205', 60, 5.40),
  ('PO-2026-0131', 'BF-211', 40, 7.90),
  ('PO-2026-0133', 'DE-405', 50, 1.60),
  ('PO-2026-0135', 'CP-301', 24, 24.00),
  ('PO-2026-0136', 'AT-115', 30, 6.75),
  ('PO-2026-0138', 'AT-105', 60, 3.10),
  ('PO-2026-0139', 'CP-305', 72, 1.90),
  ('PO-2026-0140', 'DE-403', 60, 5.90);

-- The rest of the range: well stocked (on hand above the reorder point), so nothing of it is due this week.
INSERT INTO products
SELECT (ARRAY['AT', 'BF', 'CP', 'DE', 'EG'])[s] || '-' || (1000 + i),
       (ARRAY['Screwdriver', 'Anchor bolts', 'Varnish', 'Light switch', 'Plant pot'])[s] || ' ' ||
         (ARRAY['small', 'medium', 'large', 'XL', 'compact', 'pro'])[1 + i % 6] || ' #' || (1000 + i),
       s, reorder + 1 + i % 40, reorder, reorder * 4 + 10, (ARRAY[2, 4, 5, 6, 10, 12, 20, 25])[1 + i % 8],
       round((1.5 + (i * 17) % 400 / 10.0)::numeric, 2), i % 23 = 0
FROM generate_series(1, 1500) AS i,
     LATERAL (SELECT 1 + i % 5 AS s, 4 + i % 26 AS reorder) AS v;
