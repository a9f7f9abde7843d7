/**
 * The τ²-bench retail database (`db.json`): products with their variants, users with their payment methods,
 * orders with their items, fulfilments and payments. The shapes follow upstream's data model
 * (src/tau2/domains/retail/data_model.py of sierra-research/tau2-bench); the optional fields an order gets
 * from a cancellation, an exchange or a return are absent until a tool sets them.
 */

export interface RetailVariant {
  item_id: string;
  options: Record<string, string>;
  available: boolean;
  price: number;
}

export interface RetailProduct {
  name: string;
  product_id: string;
  variants: Record<string, RetailVariant>;
}

export interface RetailAddress {
  address1: string;
  address2: string;
  city: string;
  country: string;
  state: string;
  zip: string;
}

/** A credit card (`brand`, `last_four`), a PayPal account, or a gift card (`balance`), by `source`. */
export interface RetailPaymentMethod {
  source: string;
  id: string;
  brand?: string;
  last_four?: string;
  balance?: number;
}

export interface RetailUser {
  user_id: string;
  name: { first_name: string; last_name: string };
  address: RetailAddress;
  email: string;
  payment_methods: Record<string, RetailPaymentMethod>;
  orders: string[];
}

export interface RetailOrderItem {
  name: string;
  product_id: string;
  item_id: string;
  price: number;
  options: Record<string, string>;
}

export interface RetailPayment {
  transaction_type: 'payment' | 'refund';
  amount: number;
  payment_method_id: string;
}

export interface RetailOrder {
  order_id: string;
  user_id: string;
  address: RetailAddress;
  items: RetailOrderItem[];
  status: string;
  fulfillments: { tracking_id: string[]; item_ids: string[] }[];
  payment_history: RetailPayment[];
  cancel_reason?: string | null;
  exchange_items?: string[] | null;
  exchange_new_items?: string[] | null;
  exchange_payment_method_id?: string | null;
  exchange_price_difference?: number | null;
  return_items?: string[] | null;
  return_payment_method_id?: string | null;
}

export interface RetailDb {
  products: Record<string, RetailProduct>;
  users: Record<string, RetailUser>;
  orders: Record<string, RetailOrder>;
}

/** The optional order fields upstream's model always shows (as null until set), in its order. */
export const ORDER_OPTIONAL_FIELDS = [
  'cancel_reason',
  'exchange_items',
  'exchange_new_items',
  'exchange_payment_method_id',
  'exchange_price_difference',
  'return_items',
  'return_payment_method_id',
] as const;

/** True for a gift card: the one payment method with a balance, refunded and charged at once. */
export function isGiftCard(method: RetailPaymentMethod): boolean {
  return method.source === 'gift_card';
}

/** Rounds to cents as Python's `round(x, 2)` does on the same double (ties are rare in binary). */
export function roundCents(value: number): number {
  return Number(value.toFixed(2));
}

/** Parses a retail `db.json`, checking its three top-level tables are there. */
export function parseRetailDb(text: string, source = 'db.json'): RetailDb {
  const parsed = JSON.parse(text) as Partial<RetailDb>;
  for (const table of ['products', 'users', 'orders'] as const) {
    if (typeof parsed[table] !== 'object' || parsed[table] === null)
      throw new Error(`${source} is not a τ²-bench retail database: it has no "${table}" table`);
  }
  return parsed as RetailDb;
}

/**
 * A canonical JSON text of any value (object keys sorted, optional fields left unset and null alike), so
 * two databases are equal exactly when their texts are: upstream compares hashes of the whole database.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const field = (value as Record<string, unknown>)[key];
    if (field === null || field === undefined) continue;
    out[key] = canonical(field);
  }
  return out;
}

/** Deep equality as `canonicalJson` sees it (key order aside, null and unset alike), without serialising. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  const [left, right] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameValue(left[key], right[key])) return false;
  return true;
}
