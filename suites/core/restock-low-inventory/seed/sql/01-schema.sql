-- Hardware Hub warehouse: suppliers, stock and purchase orders.
CREATE TABLE suppliers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  order_email text NOT NULL,
  contact_name text NOT NULL,
  contact_email text NOT NULL
);

CREATE TABLE products (
  sku text PRIMARY KEY,
  name text NOT NULL,
  supplier_id integer NOT NULL REFERENCES suppliers (id),
  on_hand integer NOT NULL,
  reorder_point integer NOT NULL,
  max_stock integer NOT NULL,
  case_size integer NOT NULL,
  unit_cost numeric(10, 2) NOT NULL,
  discontinued boolean NOT NULL DEFAULT false
);

CREATE TABLE purchase_orders (
  po_number text PRIMARY KEY,
  supplier_id integer NOT NULL REFERENCES suppliers (id),
  ordered_on date NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'received', 'cancelled'))
);

CREATE TABLE purchase_order_lines (
  po_number text NOT NULL REFERENCES purchase_orders (po_number),
  sku text NOT NULL REFERENCES products (sku),
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_cost numeric(10, 2) NOT NULL,
  PRIMARY KEY (po_number, sku)
);
