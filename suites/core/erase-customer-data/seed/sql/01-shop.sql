CREATE TABLE customers (
  id integer PRIMARY KEY, first_name text, last_name text, email text, phone text, street text, postcode text, city text,
  created_on date NOT NULL, marketing_consent boolean NOT NULL, erased_on date);
CREATE TABLE orders (
  order_id text PRIMARY KEY, customer_id integer NOT NULL REFERENCES customers(id), ordered_on date NOT NULL, status text NOT NULL,
  total_eur numeric(10,2) NOT NULL, invoice_number text NOT NULL);
CREATE TABLE newsletter_subscribers (
  id serial PRIMARY KEY, email text NOT NULL UNIQUE, subscribed_on date NOT NULL, source text NOT NULL);
CREATE TABLE support_tickets (
  ticket_id text PRIMARY KEY, customer_id integer NOT NULL REFERENCES customers(id), opened_on date NOT NULL, subject text NOT NULL,
  status text NOT NULL, legal_hold boolean NOT NULL DEFAULT false, notes text);
CREATE TABLE marketing_events (
  id serial PRIMARY KEY, customer_id integer NOT NULL REFERENCES customers(id), occurred_at timestamp NOT NULL, event text NOT NULL, campaign text NOT NULL);
CREATE TABLE dsr_log (
  request_id text PRIMARY KEY, received_on date NOT NULL, request_type text NOT NULL, customer_id integer, completed_on date, handled_by text, notes text);

-- 4,000 customers (ids 10001-14000); the two Clara Weidmanns are set below.
INSERT INTO customers (id, first_name, last_name, email, phone, street, postcode, city, created_on, marketing_consent)
SELECT n, (ARRAY['Anna', 'Ben', 'Carla', 'David', 'Elif', 'Felix', 'Greta', 'Hannes', 'Ida', 'Jakob', 'Katrin', 'Lars', 'Mona', 'Nils', 'Olga', 'Paul', 'Rosa', 'Stefan', 'Tara', 'Uwe', 'Vera', 'Wim', 'Yara', 'Zoe', 'Clara', 'Moritz', 'Lena', 'Tim', 'Sofia', 'Jan'])[1 + (n * 7) % 30], (ARRAY['Albers', 'Brandt', 'Conrad', 'Dietz', 'Engel', 'Franke', 'Gruber', 'Hahn', 'Iversen', 'Jung', 'Keller', 'Lorenz', 'Maurer', 'Neumann', 'Otto', 'Peters', 'Quast', 'Roth', 'Sauer', 'Thiel', 'Ulrich', 'Vogel', 'Wolf', 'Zimmer', 'Weidner', 'Weiss', 'Winter', 'Berger', 'Kraus', 'Lange'])[1 + (n * 13) % 30],
       lower((ARRAY['Anna', 'Ben', 'Carla', 'David', 'Elif', 'Felix', 'Greta', 'Hannes', 'Ida', 'Jakob', 'Katrin', 'Lars', 'Mona', 'Nils', 'Olga', 'Paul', 'Rosa', 'Stefan', 'Tara', 'Uwe', 'Vera', 'Wim', 'Yara', 'Zoe', 'Clara', 'Moritz', 'Lena', 'Tim', 'Sofia', 'Jan'])[1 + (n * 7) % 30]) || '.' || lower((ARRAY['Albers', 'Brandt', 'Conrad', 'Dietz', 'Engel', 'Franke', 'Gruber', 'Hahn', 'Iversen', 'Jung', 'Keller', 'Lorenz', 'Maurer', 'Neumann', 'Otto', 'Peters', 'Quast', 'Roth', 'Sauer', 'Thiel', 'Ulrich', 'Vogel', 'Wolf', 'Zimmer', 'Weidner', 'Weiss', 'Winter', 'Berger', 'Kraus', 'Lange'])[1 + (n * 13) % 30]) || n || '@example-mail.test',
       '+49 1' || (50 + n % 30) || ' 555' || lpad((n % 10000)::text, 4, '0'), 'Hauptstrasse ' || (1 + n % 120), lpad((10000 + (n * 37) % 89999)::text, 5, '0'),
       (ARRAY['Berlin', 'Hamburg', 'Munich', 'Cologne', 'Leipzig', 'Dresden', 'Bremen', 'Hanover', 'Stuttgart', 'Nuremberg'])[1 + n % 10], DATE '2019-01-01' + (n * 11) % 2500, n % 3 <> 0
FROM generate_series(10001, 14000) AS n;

UPDATE customers SET first_name = 'Clara', last_name = 'Weidmann', email = 'clara.weidmann@postmail.test', phone = '+49 171 5550 2873', street = 'Kastanienallee 41', postcode = '10435', city = 'Berlin', created_on = DATE '2021-03-14', marketing_consent = true WHERE id = 12873;
UPDATE customers SET first_name = 'Clara', last_name = 'Weidmann', email = 'c.weidmann@mailbox.test', phone = '+49 89 5550 1452', street = 'Leopoldstrasse 88', postcode = '80802', city = 'Munich', created_on = DATE '2023-08-02', marketing_consent = true WHERE id = 10452;
-- A Weidmann in Hamburg too (another person, other first name).
UPDATE customers SET first_name = 'Klara', last_name = 'Weidemann', email = 'klara.weidemann@example-mail.test' WHERE id = 13310;
-- 16,000 orders.
INSERT INTO orders (order_id, customer_id, ordered_on, status, total_eur, invoice_number)
SELECT 'SO-' || (240000 + n), 10001 + (n * 7919) % 4000, DATE '2024-01-02' + (n * 3) % 1050,
       (ARRAY['delivered','delivered','delivered','returned','cancelled'])[1 + n % 5], round((19.9 + (n * 7.31) % 480)::numeric, 2), 'INV-' || (240000 + n)
FROM generate_series(1, 16000) AS n
WHERE 10001 + (n * 7919) % 4000 NOT IN (12873, 10452) AND 240000 + n NOT IN (251877, 253410, 255902, 257731, 254118, 256640);

INSERT INTO orders VALUES ('SO-251877', 12873, DATE '2025-02-11', 'delivered', 249.0, 'INV-251877');
INSERT INTO orders VALUES ('SO-253410', 12873, DATE '2025-06-30', 'delivered', 89.9, 'INV-253410');
INSERT INTO orders VALUES ('SO-255902', 12873, DATE '2025-12-03', 'returned', 412.5, 'INV-255902');
INSERT INTO orders VALUES ('SO-257731', 12873, DATE '2026-09-18', 'delivered', 138.4, 'INV-257731');
INSERT INTO orders VALUES ('SO-254118', 10452, DATE '2025-08-21', 'delivered', 64.0, 'INV-254118');
INSERT INTO orders VALUES ('SO-256640', 10452, DATE '2026-03-09', 'delivered', 219.95, 'INV-256640');
INSERT INTO newsletter_subscribers (email, subscribed_on, source)
SELECT email, created_on + 3, (ARRAY['checkout','footer form','competition','checkout'])[1 + id % 4] FROM customers WHERE marketing_consent AND id % 2 = 0 AND id NOT IN (12873, 10452);
INSERT INTO newsletter_subscribers (email, subscribed_on, source) VALUES ('clara.weidmann@postmail.test', DATE '2021-03-14', 'checkout'), ('c.weidmann@mailbox.test', DATE '2023-08-02', 'footer form');
INSERT INTO support_tickets (ticket_id, customer_id, opened_on, subject, status, legal_hold, notes)
SELECT 'CS-' || (70000 + n), 10001 + (n * 4447) % 4000, DATE '2024-02-01' + (n * 5) % 1000,
       (ARRAY['Where is my parcel?','Damaged on arrival','Return label please','Invoice copy','Change delivery address','Wrong colour delivered'])[1 + n % 6],
       (ARRAY['closed','closed','closed','open'])[1 + n % 4], false, 'Handled by first-level support.'
FROM generate_series(1, 3200) AS n WHERE 10001 + (n * 4447) % 4000 NOT IN (12873, 10452);
INSERT INTO support_tickets VALUES ('CS-74410', 12873, DATE '2025-02-20', 'Lamp shade dented on arrival', 'closed', false, 'Replacement sent. Customer asked us to call her on her mobile in future.');
INSERT INTO support_tickets VALUES ('CS-76102', 12873, DATE '2025-12-09', 'Refund for returned sofa cover SO-255902', 'open', true, 'Customer disputes the refund amount; her bank opened a chargeback (case CB-2026-0417). Legal hold until the dispute is closed.');
INSERT INTO support_tickets VALUES ('CS-77815', 12873, DATE '2026-09-25', 'Change delivery address', 'closed', false, 'Address updated before dispatch.');
INSERT INTO support_tickets VALUES ('CS-75533', 10452, DATE '2026-03-15', 'Invoice copy', 'closed', false, 'Sent invoice copy.');
INSERT INTO marketing_events (customer_id, occurred_at, event, campaign)
SELECT 10001 + (n * 6007) % 4000, TIMESTAMP '2025-01-01 08:00' + (n * 1447 % 700000) * INTERVAL '1 minute',
       (ARRAY['email_open','email_click','site_visit','cart_abandoned','email_open'])[1 + n % 5],
       (ARRAY['spring-sale-2025','summer-living-2025','black-week-2025','new-year-2026','garden-2026','autumn-cosy-2026'])[1 + (n / 7) % 6]
FROM generate_series(1, 24000) AS n;
DELETE FROM marketing_events WHERE customer_id IN (12873, 10452);
INSERT INTO marketing_events (customer_id, occurred_at, event, campaign)
SELECT 12873, TIMESTAMP '2025-03-01 19:30' + n * INTERVAL '13 days 2 hours', (ARRAY['email_open','email_click','site_visit'])[1 + n % 3],
       (ARRAY['spring-sale-2025','summer-living-2025','black-week-2025','new-year-2026','garden-2026','autumn-cosy-2026'])[1 + n / 7]
FROM generate_series(0, 40) AS n;
INSERT INTO marketing_events (customer_id, occurred_at, event, campaign)
SELECT 10452, TIMESTAMP '2025-09-01 12:10' + n * INTERVAL '17 days', 'email_open', 'black-week-2025' FROM generate_series(0, 11) AS n;
INSERT INTO dsr_log (request_id, received_on, request_type, customer_id, completed_on, handled_by, notes)
SELECT 'DSR-' || (CASE WHEN n <= 60 THEN '2025-' || lpad(n::text, 3, '0') ELSE '2026-' || lpad((n - 60)::text, 3, '0') END),
       DATE '2025-01-06' + n * 6, (ARRAY['access','erasure','access+erasure','rectification','objection'])[1 + n % 5],
       10001 + (n * 613) % 4000, DATE '2025-01-06' + n * 6 + 9, (ARRAY['Jonas Ek','Maren Holt'])[1 + n % 2], NULL
FROM generate_series(1, 177) AS n;
