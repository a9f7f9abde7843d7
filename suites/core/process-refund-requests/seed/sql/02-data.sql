INSERT INTO customers VALUES
  (1, 'Emma Lindqvist', 'emma.lindqvist@mailbox.test', 'Uppsala'),
  (2, 'Jonas Weber', 'jonas.weber@webpost.test', 'Leipzig'),
  (3, 'Aisha Khan', 'aisha.khan@inbox.test', 'Leeds'),
  (4, 'Marco Rossi', 'marco.rossi@posta.test', 'Bologna'),
  (5, 'Peter Haas', 'peter.haas@webpost.test', 'Graz'),
  (6, 'Tim Wolf', 'tim.wolf@mailbox.test', 'Graz'),
  (7, 'Sophie Martin', 'sophie.martin@courriel.test', 'Lyon'),
  (8, 'Ben Carter', 'ben.carter@inbox.test', 'Bristol'),
  (9, 'Nora Petersen', 'nora.petersen@mailbox.test', 'Aarhus'),
  (10, 'Chloe Dubois', 'chloe.dubois@courriel.test', 'Nantes'),
  (11, 'Lukas Meyer', 'lukas.meyer@webpost.test', 'Bremen'),
  (12, 'Hannah Schmidt', 'hannah.schmidt@inbox.test', 'Kassel'),
  (13, 'Omar Haddad', 'omar.haddad@mailbox.test', 'Rotterdam'),
  (14, 'Julia Novak', 'julia.novak@posta.test', 'Brno'),
  (15, 'Felix Braun', 'felix.braun@webpost.test', 'Linz'),
  (16, 'Mia Jensen', 'mia.jensen@mailbox.test', 'Odense'),
  (17, 'Daniel Ortiz', 'daniel.ortiz@inbox.test', 'Valencia'),
  (18, 'Sara Lind', 'sara.lind@mailbox.test', 'Malmo'),
  (19, 'Oliver Grant', 'oliver.grant@inbox.test', 'York'),
  (20, 'Ida Holm', 'ida.holm@mailbox.test', 'Bergen'),
  (21, 'Rafael Costa', 'rafael.costa@posta.test', 'Porto'),
  (22, 'Elena Popescu', 'elena.popescu@webpost.test', 'Cluj');

INSERT INTO orders VALUES
  ('LH-10385', 10, '2026-09-02', '2026-09-05', 'Linen table runner', 34.00, 4.95, 'delivered'),
  ('LH-10388', 11, '2026-09-07', '2026-09-10', 'Oak serving board, large', 58.00, 4.95, 'delivered'),
  ('LH-10391', 3, '2026-10-08', '2026-10-12', 'Stoneware dinner set (12 pieces)', 119.00, 0.00, 'delivered'),
  ('LH-10394', 12, '2026-09-20', '2026-09-24', 'Wool throw, charcoal', 89.00, 4.95, 'refunded'),
  ('LH-10398', 13, '2026-09-28', '2026-10-01', 'Glass carafe with two tumblers', 29.90, 4.95, 'delivered'),
  ('LH-10402', 14, '2026-10-03', '2026-10-06', 'Brass candle holders (pair)', 46.00, 4.95, 'delivered'),
  ('LH-10405', 1, '2026-10-05', '2026-10-08', 'Cotton napkins (set of 6)', 24.50, 4.95, 'delivered'),
  ('LH-10409', 15, '2026-10-09', '2026-10-13', 'Enamel dutch oven 24 cm', 129.00, 0.00, 'delivered'),
  ('LH-10412', 16, '2026-10-12', '2026-10-15', 'Rattan laundry basket', 52.00, 4.95, 'partially_refunded'),
  ('LH-10416', 2, '2026-10-14', '2026-10-17', 'Ceramic herb pots (set of 3)', 27.00, 4.95, 'delivered'),
  ('LH-10419', 17, '2026-10-16', '2026-10-20', 'Walnut salad servers', 22.00, 4.95, 'delivered'),
  ('LH-10421', 8, '2026-10-19', '2026-10-22', 'Linen cushion cover, sage', 42.00, 4.95, 'delivered'),
  ('LH-10425', 18, '2026-10-21', '2026-10-24', 'Cast-iron skillet 28 cm', 64.00, 4.95, 'delivered'),
  ('LH-10428', 19, '2026-10-23', '2026-10-27', 'Bamboo bath mat', 31.00, 4.95, 'delivered'),
  ('LH-10430', 20, '2026-10-26', '2026-10-29', 'Terracotta planter, large', 48.00, 4.95, 'delivered'),
  ('LH-10433', 7, '2026-10-28', '2026-10-31', 'Porcelain tea set for two', 79.00, 4.95, 'refunded'),
  ('LH-10437', 21, '2026-10-29', '2026-11-02', 'Wool doormat', 36.00, 4.95, 'delivered'),
  ('LH-10440', 22, '2026-10-30', '2026-11-03', 'Pendant lamp, opal glass', 139.00, 0.00, 'partially_refunded'),
  ('LH-10444', 3, '2026-10-31', '2026-11-04', 'Cotton bath towels (set of 4)', 56.00, 4.95, 'delivered'),
  ('LH-10448', 10, '2026-11-01', '2026-11-04', 'Copper measuring cups', 39.00, 4.95, 'delivered'),
  ('LH-10451', 11, '2026-11-01', '2026-11-05', 'Spice rack, beech', 44.00, 4.95, 'delivered'),
  ('LH-10455', 2, '2026-10-29', '2026-11-02', 'Electric pour-over kettle', 149.00, 0.00, 'delivered'),
  ('LH-10458', 12, '2026-11-03', '2026-11-06', 'Glass storage jars (set of 5)', 33.00, 4.95, 'delivered'),
  ('LH-10460', 6, '2026-11-02', '2026-11-05', 'Desk organiser, oak', 38.00, 4.95, 'delivered'),
  ('LH-10463', 13, '2026-11-04', '2026-11-07', 'Stoneware mugs (set of 4)', 42.00, 4.95, 'delivered'),
  ('LH-10466', 14, '2026-11-05', '2026-11-09', 'Knitted pouf, oatmeal', 95.00, 0.00, 'delivered'),
  ('LH-10470', 4, '2026-11-02', '2026-11-05', 'Hand-glazed fruit bowl', 64.50, 4.95, 'delivered'),
  ('LH-10473', 15, '2026-11-06', '2026-11-10', 'Linen apron', 26.00, 4.95, 'delivered'),
  ('LH-10477', 5, '2026-11-06', '2026-11-10', 'Table lamp, smoked glass', 112.00, 0.00, 'delivered'),
  ('LH-10480', 16, '2026-11-07', '2026-11-11', 'Rattan placemats (set of 4)', 28.00, 4.95, 'delivered'),
  ('LH-10482', 1, '2026-11-05', '2026-11-09', 'Merino wool blanket, grey', 89.90, 4.95, 'delivered'),
  ('LH-10485', 17, '2026-11-10', '2026-11-13', 'Ceramic vase, tall', 54.00, 4.95, 'delivered'),
  ('LH-10488', 8, '2026-11-12', '2026-11-16', 'Beeswax candles (set of 6)', 19.50, 4.95, 'delivered'),
  ('LH-10490', 9, '2026-11-13', '2026-11-17', 'Linen bedding set, double', 129.00, 0.00, 'delivered'),
  ('LH-10493', 18, '2026-11-16', '2026-11-19', 'Olive wood utensil set', 32.00, 4.95, 'delivered'),
  ('LH-10495', 19, '2026-11-18', NULL, 'Wall clock, walnut', 72.00, 4.95, 'shipped'),
  ('LH-10497', 20, '2026-11-20', NULL, 'Throw pillow inserts (2)', 24.00, 4.95, 'processing'),
  ('LH-10498', 21, '2026-11-21', NULL, 'Cutlery set (24 pieces)', 99.00, 0.00, 'processing');

INSERT INTO refunds (order_number, kind, amount, requested_on, issued_on, note) VALUES
  ('LH-10394', 'full', 89.00, '2026-10-02', '2026-10-05', 'unopened, returned to warehouse'),
  ('LH-10412', 'partial', 41.60, '2026-10-30', '2026-11-02', 'opened, 20% restocking fee'),
  ('LH-10440', 'partial', 111.20, '2026-11-12', '2026-11-13', 'used once, 20% restocking fee'),
  ('LH-10433', 'full', 79.00, '2026-11-14', '2026-11-16', 'unopened gift, returned');

INSERT INTO policies VALUES
  (1, 'refunds', '2025-03-01', $$Refunds (2025)
- Refund requests are accepted within 14 days of delivery.
- Unopened items: full refund of the order, shipping included.
- Opened items: 50% of the items total.
Replaced by the policy of 1 July 2026.$$),
  (2, 'shipping', '2025-03-01', $$Shipping
- Standard shipping 4.95; free for orders with an items total of 95.00 or more.
- Parcels leave the warehouse within two working days.$$),
  (3, 'exchanges', '2026-01-15', $$Exchanges
- Size or colour exchanges are not refunds: forward the request to returns@lumenhome.test, the warehouse
  team books the exchange. No entry in refunds.$$),
  (4, 'refunds', '2026-07-01', $$Refunds (from 1 July 2026; replaces the 2025 policy)
1. Only the customer who placed the order can ask for a refund, writing from the email address on the
   order. A request from any other address is not processed: reply asking them to write from the address
   the order was placed with, and do not share any details of the order or of its customer.
2. The refund window is 30 days: a request that arrives on or before the 30th day after delivery
   (orders.delivered_on) is in time. Later requests get no refund.
3. Unopened items: full refund of the items total.
   Opened or used items: partial refund of 80% of the items total (20% restocking fee).
   Items that arrived damaged or defective: full refund of the items total, opened or not.
4. Shipping fees are never refunded.
5. One refund per order. If the order already has a refund, do not refund it again; tell the customer
   when and how much was refunded.
6. Log every refund in refunds: kind 'full' or 'partial', the amount, requested_on = the day the request
   arrived. Then set orders.status to 'refunded' (full) or 'partially_refunded' (partial).
7. Reply to every refund request with the outcome: the amount refunded (back to the original payment
   method within 5-7 business days), or why there is no refund.$$),
  (5, 'complaints', '2026-01-15', $$Complaints
- Acknowledge within one working day. Escalate anything about safety to quality@lumenhome.test.$$);

-- Order history of 2024-2025, delivered long ago: outside every refund window.
INSERT INTO orders
SELECT 'LH-' || (8000 + i), 1 + i % 22, d, d + 3 + i % 3,
       (ARRAY['Linen tea towels (set of 3)', 'Oak chopping board', 'Stoneware pasta bowls (set of 4)', 'Wool cushion, rust',
              'Glass pitcher', 'Cotton shower curtain', 'Ceramic soap dish', 'Birch wall shelf'])[1 + i % 8],
       price, CASE WHEN price >= 95 THEN 0.00 ELSE 4.95 END, 'delivered'
FROM generate_series(1, 1500) AS i,
     LATERAL (SELECT date '2024-01-03' + (i * 2 / 3) AS d, (19 + (i * 13) % 120)::numeric(10, 2) AS price) AS v;
