-- Sales database of Kestrel Safety Systems Ltd (London): customer accounts, products and price lists.
CREATE TABLE customers (
  id text PRIMARY KEY,
  name text NOT NULL,
  country text NOT NULL,
  price_list text NOT NULL,
  account_owner text NOT NULL,
  primary_contact text NOT NULL,
  contact_email text NOT NULL,
  framework_agreement text
);
COMMENT ON COLUMN customers.price_list IS 'Code of the price list the account buys from (price_lists.code)';

CREATE TABLE products (
  sku text PRIMARY KEY,
  name text NOT NULL,
  category text NOT NULL,
  unit text NOT NULL,
  discontinued boolean NOT NULL DEFAULT false
);

CREATE TABLE price_lists (
  code text PRIMARY KEY,
  name text NOT NULL,
  currency text NOT NULL
);

-- One row per product, price list, validity period and volume tier: the unit price applies from min_qty units
-- on a line (up to the next tier's min_qty).
CREATE TABLE price_list_items (
  id integer PRIMARY KEY,
  price_list text NOT NULL REFERENCES price_lists (code),
  sku text NOT NULL REFERENCES products (sku),
  min_qty integer NOT NULL,
  unit_price numeric(10, 2) NOT NULL,
  valid_from date NOT NULL,
  valid_to date NOT NULL
);
