INSERT INTO customers VALUES (1, 'Acme GmbH', 'DE'), (2, 'Globex Ltd', 'GB');
INSERT INTO invoices (customer_id, amount, status) VALUES (1, 1200.00, 'paid'), (2, 310.50, 'open');
INSERT INTO audit.events (note) VALUES ('seeded');
