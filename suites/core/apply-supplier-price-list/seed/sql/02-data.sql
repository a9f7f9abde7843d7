INSERT INTO suppliers VALUES
  (1, 'VeloTech Parts GmbH', 'orders@velotech-parts.test'),
  (2, 'Kettenwerk Hoffmann GmbH', 'verkauf@kettenwerk.test'),
  (3, 'Lumen Lighting B.V.', 'sales@lumen-lighting.test'),
  (4, 'Pedalia S.A.', 'ventas@pedalia.test'),
  (5, 'Saddle & Co. Ltd', 'trade@saddleco.test'),
  (6, 'Veloce Tyres S.r.l.', 'export@veloce-tyres.test');

INSERT INTO products (sku, name, supplier_id, supplier_sku, pack_size, cost_price, sale_price, status) VALUES
  ('KC-20101', 'Brake pads disc, organic (pair)', 1, 'VT-BP-100', 1, 4.1000, 8.99, 'active'),
  ('KC-20102', 'Brake pads disc, sintered (pair)', 1, 'VT-BP-120', 1, 5.2000, 10.99, 'active'),
  ('KC-20115', 'Brake cable, stainless 1.7 m', 1, 'VT-BC-17', 1, 1.3500, 3.49, 'active'),
  ('KC-20120', 'Cassette 12-25, 9-speed', 1, 'VT-CS-0925', 1, 16.0000, 29.99, 'discontinued'),
  ('KC-20130', 'Shift cable, stainless 2.1 m', 1, 'VT-SC-21', 1, 1.4000, 3.49, 'active'),
  ('KC-20141', 'Chain 11-speed, 116 links', 1, 'VT-CH-11', 1, 14.8000, 24.99, 'active'),
  ('KC-20142', 'Chain 12-speed, 126 links', 1, 'VT-CH-12', 1, 21.5000, 34.99, 'active'),
  ('KC-20150', 'Cassette 11-34, 10-speed', 1, 'VT-CS-1034', 1, 22.0000, 39.99, 'active'),
  ('KC-20151', 'Cassette 11-42, 11-speed', 1, 'VT-CS-1142', 1, 31.0000, 54.99, 'active'),
  ('KC-20160', 'Inner tube 28" Presta 60 mm', 1, 'VT-IT-28P', 1, 2.6000, 5.99, 'active'),
  ('KC-20161', 'Inner tube 29" Schrader', 1, 'VT-IT-29S', 1, 2.7500, 5.99, 'active'),
  ('KC-20170', 'Spoke nipples brass 2.0 mm', 1, 'VT-NP-20', 50, 0.0600, 0.20, 'active'),
  ('KC-20180', 'Bar tape, cork, black', 1, 'VT-BT-01', 1, 6.4000, 14.99, 'active'),
  ('KC-20181', 'Bar tape, gel, white', 1, 'VT-BT-02', 1, 7.1000, 14.99, 'active'),
  ('KC-20190', 'Bottom bracket BSA, sealed', 1, 'VT-BB-68', 1, 11.2000, 21.99, 'active'),
  ('KC-20195', 'Headset tapered 1.5"', 1, 'VT-HS-15', 1, 17.5000, 34.99, 'active'),
  ('KC-20199', 'Brake pads rim, road (pair)', 1, 'VT-BP-090', 1, 3.2000, 7.49, 'discontinued'),
  ('KC-20200', 'Chainring bolts, set of 5', 1, 'VT-CB-05', 1, 3.8000, 8.49, 'active'),
  ('KC-20205', 'Chain checker', 1, 'VT-CC-01', 1, 4.9000, 9.99, 'active'),
  ('KC-30110', 'Chain 11-speed, premium', 2, 'KH-CH-11', 1, 19.4000, 32.99, 'active'),
  ('KC-30111', 'Chain 12-speed, premium', 2, 'VT-CH-12', 1, 23.0000, 36.99, 'active'),
  ('KC-30120', 'Chain tool', 2, 'KH-CT-01', 1, 6.2000, 12.99, 'active'),
  ('KC-40210', 'LED front light L-300', 3, 'L-300', 1, 19.9000, 39.99, 'active'),
  ('KC-40211', 'Rear light R-80', 3, 'R-80', 1, 10.0200, 19.99, 'active'),
  ('KC-40212', 'Bar tape, cork, black (Lumen)', 3, 'VT-BT-01', 1, 6.1000, 13.99, 'active'),
  ('KC-50301', 'Pedals flat, aluminium', 4, 'PD-F-22', 1, 12.5000, 24.99, 'active'),
  ('KC-50302', 'Pedals SPD-compatible', 4, 'PD-S-30', 1, 21.0000, 28.99, 'active'),
  ('KC-50303', 'Pedal reflector set', 4, 'PD-R-01', 1, 1.1000, 2.99, 'discontinued'),
  ('KC-60401', 'Saddle, comfort gel', 5, 'SC-CG-1', 1, 14.0000, 29.99, 'active'),
  ('KC-60402', 'Saddle, race carbon rail', 5, 'SC-RC-2', 1, 48.0000, 89.99, 'active'),
  ('KC-60403', 'Seatpost clamp 34.9', 5, 'SC-PC-35', 1, 3.1000, 7.99, 'active'),
  ('KC-70501', 'Tyre 700x28C folding', 6, 'VT-TY-728', 1, 16.8000, 32.99, 'active'),
  ('KC-70502', 'Tyre 29x2.35 MTB', 6, 'VT-TY-2935', 1, 22.4000, 42.99, 'active');

-- The rest of the catalogue: the other suppliers' ranges (none of VeloTech's, none of the list's article numbers).
INSERT INTO products (sku, name, supplier_id, supplier_sku, pack_size, cost_price, sale_price, status)
SELECT 'KC-' || (80000 + g),
  (ARRAY['Chain', 'Chain tool', 'Front light', 'Rear light', 'Reflector', 'Pedals', 'Toe clips', 'Saddle', 'Seatpost',
         'Seat clamp', 'Tyre', 'Tubeless valve', 'Rim tape', 'Grips', 'Bell', 'Mudguard set'])[1 + g % 16]
    || ' ' || (ARRAY['basic', 'sport', 'touring', 'city', 'trail', 'race', 'kids', 'e-bike'])[1 + (g / 16) % 8]
    || ', ' || (ARRAY['black', 'silver', 'grey', 'red', 'blue', 'white'])[1 + (g / 7) % 6] || ' #' || g,
  2 + g % 5,
  (ARRAY['KH-', 'LL-', 'PD-', 'SC-', 'VC-'])[1 + g % 5] || lpad((1000 + g)::text, 5, '0'),
  CASE WHEN g % 23 = 0 THEN 10 ELSE 1 END,
  round((3 + (g * 37) % 4700 / 100.0) / CASE WHEN g % 23 = 0 THEN 10 ELSE 1 END, 4),
  round((3 + (g * 37) % 4700 / 100.0) / CASE WHEN g % 23 = 0 THEN 10 ELSE 1 END / 0.55, 0) + 0.99,
  CASE WHEN g % 9 = 0 THEN 'discontinued' ELSE 'active' END
FROM generate_series(1, 1240) AS g;
