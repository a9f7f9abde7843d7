-- Warehouse stock of Halvorsen Parts Distribution (Bremen hub).
CREATE TABLE items (
  sku text PRIMARY KEY,
  description text NOT NULL,
  unit_cost numeric(10, 2) NOT NULL,
  abc_class char(1) NOT NULL CHECK (abc_class IN ('A', 'B', 'C'))
);
COMMENT ON COLUMN items.unit_cost IS 'Standard cost per unit in EUR';

CREATE TABLE bin_stock (
  bin text NOT NULL,
  sku text NOT NULL REFERENCES items (sku),
  qty_on_hand integer NOT NULL,
  PRIMARY KEY (bin, sku)
);

CREATE TABLE stock_adjustments (
  id serial PRIMARY KEY,
  adjusted_on date NOT NULL,
  bin text NOT NULL,
  sku text NOT NULL REFERENCES items (sku),
  qty_change integer NOT NULL,
  reason text NOT NULL,
  count_ref text,
  posted_by text NOT NULL
);
