-- Product catalogue of Kestrel Cycles GmbH's shop (prices in EUR, net).
CREATE TABLE suppliers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL
);

CREATE TABLE products (
  sku text PRIMARY KEY,
  name text NOT NULL,
  supplier_id integer NOT NULL REFERENCES suppliers (id),
  supplier_sku text NOT NULL,
  pack_size integer NOT NULL DEFAULT 1,
  cost_price numeric(10, 4) NOT NULL,
  sale_price numeric(10, 2) NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'discontinued')),
  UNIQUE (supplier_id, supplier_sku)
);
COMMENT ON COLUMN products.supplier_sku IS 'The supplier''s article number (unique per supplier only).';
COMMENT ON COLUMN products.pack_size IS 'Pieces in the supplier''s price unit; we sell by the piece.';
COMMENT ON COLUMN products.cost_price IS 'Purchase price per piece (supplier price / pack_size).';

CREATE TABLE pricing_rules (
  id integer PRIMARY KEY,
  rule text NOT NULL,
  description text NOT NULL
);
COMMENT ON TABLE pricing_rules IS 'How supplier price lists are applied to the catalogue. Read before changing prices.';

INSERT INTO pricing_rules VALUES
  (1, 'matching', 'A supplier price list updates the cost_price of that supplier''s products only, matched on the supplier''s article number (supplier_sku). Articles in the list that we do not carry are ignored.'),
  (2, 'discontinued', 'Discontinued products are being sold off: their cost and sale prices stay as they are.'),
  (3, 'minimum margin', 'After a cost change the gross margin (sale_price - cost_price) / sale_price must be at least 30 %.'),
  (4, 'raising prices', 'If it falls below 30 %, raise the sale_price to the lowest price ending in .99 that gives at least 30 %.'),
  (5, 'no decreases', 'Sale prices are never lowered when a cost goes down, and a product whose margin stays at 30 % or more keeps its sale price.'),
  (6, 'timing', 'Put a new price list through as soon as it arrives, with its new prices, also when it is valid from a later date: we do not wait for that date (costs and sale prices are set ahead for the orders to come).');
