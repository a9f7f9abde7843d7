/**
 * The τ²-bench retail tools, reimplemented from upstream's definitions (src/tau2/domains/retail/tools.py of
 * sierra-research/tau2-bench): the same names, arguments, error messages and effects on the database. Each
 * function works on the database it is given, in place, and throws a ToolFailure with upstream's message
 * where upstream raises; the MCP server and the state reader share them, so the episode's database and
 * the gold replay's are computed by the same code.
 */
import {
  isGiftCard,
  type RetailDb,
  type RetailOrder,
  type RetailPaymentMethod,
  type RetailProduct,
  type RetailUser,
  type RetailVariant,
  roundCents,
} from './retail-data.ts';

/** A tool call that failed as upstream's fails (its ValueError): the agent sees `Error: <message>`. */
export class ToolFailure extends Error {}

const fail = (message: string): never => {
  throw new ToolFailure(message);
};

const CANCEL_REASONS = new Set(['no longer needed', 'ordered by mistake']);

/** Lower case without accents: how upstream matches names and emails a caller gives. */
function foldForMatch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function order(db: RetailDb, orderId: string): RetailOrder {
  return db.orders[orderId] ?? fail('Order not found');
}

function user(db: RetailDb, userId: string): RetailUser {
  return db.users[userId] ?? fail('User not found');
}

function product(db: RetailDb, productId: string): RetailProduct {
  return db.products[productId] ?? fail('Product not found');
}

function variant(db: RetailDb, productId: string, variantId: string): RetailVariant {
  return product(db, productId).variants[variantId] ?? fail('Variant not found');
}

function paymentMethod(db: RetailDb, userId: string, methodId: string): RetailPaymentMethod {
  return user(db, userId).payment_methods[methodId] ?? fail('Payment method not found');
}

/** How often each id occurs in a list. */
function counts(ids: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const id of ids) out.set(id, (out.get(id) ?? 0) + 1);
  return out;
}

/** The first id asked for more often than the order holds it, if any. */
function missingItem(order: RetailOrder, itemIds: readonly string[]): string | undefined {
  const held = counts(order.items.map((item) => item.item_id));
  const asked = counts(itemIds);
  return itemIds.find((id) => (asked.get(id) ?? 0) > (held.get(id) ?? 0));
}

/**
 * The price difference of swapping each item for the new one at the same position (same product, an
 * available variant), summed in order as upstream sums it.
 */
function priceDifference(
  db: RetailDb,
  order: RetailOrder,
  itemIds: readonly string[],
  newItemIds: readonly string[],
  refuseSame: boolean,
): number {
  let difference = 0;
  itemIds.forEach((itemId, index) => {
    const newItemId = newItemIds[index]!;
    if (refuseSame && itemId === newItemId) fail('The new item id should be different from the old item id');
    const item =
      order.items.find((candidate) => candidate.item_id === itemId) ?? fail(`Item ${itemId} not found`);
    const next = variant(db, item.product_id, newItemId);
    if (!next.available) fail(`New item ${newItemId} not found or available`);
    difference += next.price - item.price;
  });
  return difference;
}

export function calculate(expression: string): string {
  if (![...expression].every((char) => '0123456789+-*/(). '.includes(char)))
    fail('Invalid characters in expression');
  let value: unknown;
  try {
    // Only digits, operators, parentheses and spaces remain: an arithmetic expression, nothing else.
    value = new Function(`"use strict"; return (${expression});`)() as unknown;
  } catch (error) {
    return fail((error as Error).message);
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail('division by zero');
  const rounded = roundCents(value);
  return Number.isInteger(rounded) ? rounded.toFixed(1) : String(rounded);
}

export function cancelPendingOrder(db: RetailDb, orderId: string, reason: string): RetailOrder {
  const target = order(db, orderId);
  if (target.status !== 'pending') fail('Non-pending order cannot be cancelled');
  if (!CANCEL_REASONS.has(reason)) fail('Invalid reason');
  const refunds = target.payment_history.map((payment) => {
    const method = paymentMethod(db, target.user_id, payment.payment_method_id);
    if (isGiftCard(method)) method.balance = roundCents((method.balance ?? 0) + payment.amount);
    return {
      transaction_type: 'refund' as const,
      amount: payment.amount,
      payment_method_id: payment.payment_method_id,
    };
  });
  target.status = 'cancelled';
  target.cancel_reason = reason;
  target.payment_history.push(...refunds);
  return target;
}

export function exchangeDeliveredOrderItems(
  db: RetailDb,
  orderId: string,
  itemIds: string[],
  newItemIds: string[],
  paymentMethodId: string,
): RetailOrder {
  const target = order(db, orderId);
  if (target.status !== 'delivered') fail('Non-delivered order cannot be exchanged');
  const missing = missingItem(target, itemIds);
  if (missing !== undefined) fail(`Number of ${missing} not found.`);
  if (itemIds.length !== newItemIds.length) fail('The number of items to be exchanged should match.');
  const difference = roundCents(priceDifference(db, target, itemIds, newItemIds, false));
  const method = paymentMethod(db, target.user_id, paymentMethodId);
  if (isGiftCard(method) && (method.balance ?? 0) < difference)
    fail('Insufficient gift card balance to pay for the price difference');
  target.status = 'exchange requested';
  target.exchange_items = [...itemIds].sort();
  target.exchange_new_items = [...newItemIds].sort();
  target.exchange_payment_method_id = paymentMethodId;
  target.exchange_price_difference = difference;
  return target;
}

export function findUserIdByNameZip(db: RetailDb, firstName: string, lastName: string, zip: string): string {
  const [first, last] = [foldForMatch(firstName), foldForMatch(lastName)];
  for (const [userId, candidate] of Object.entries(db.users)) {
    if (
      foldForMatch(candidate.name.first_name) === first &&
      foldForMatch(candidate.name.last_name) === last &&
      candidate.address.zip === zip
    )
      return userId;
  }
  return fail('User not found');
}

export function findUserIdByEmail(db: RetailDb, email: string): string {
  const wanted = foldForMatch(email);
  for (const [userId, candidate] of Object.entries(db.users)) {
    if (foldForMatch(candidate.email) === wanted) return userId;
  }
  return fail('User not found');
}

export const getOrderDetails = (db: RetailDb, orderId: string): RetailOrder => order(db, orderId);
export const getProductDetails = (db: RetailDb, productId: string): RetailProduct => product(db, productId);
export const getUserDetails = (db: RetailDb, userId: string): RetailUser => user(db, userId);

export function getItemDetails(db: RetailDb, itemId: string): RetailVariant {
  for (const candidate of Object.values(db.products)) {
    const found = candidate.variants[itemId];
    if (found) return found;
  }
  return fail('Item not found');
}

/** Product names to ids, as a JSON text sorted by name (a later product of the same name wins). */
export function listAllProductTypes(db: RetailDb): string {
  const byName = new Map<string, string>();
  for (const candidate of Object.values(db.products)) byName.set(candidate.name, candidate.product_id);
  const sorted = [...byName.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${sorted.map(([name, id]) => `${JSON.stringify(name)}: ${JSON.stringify(id)}`).join(', ')}}`;
}

export interface AddressArguments {
  address1: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  zip: string;
}

function address(args: AddressArguments): AddressArguments {
  const { address1, address2, city, state, country, zip } = args;
  return { address1, address2, city, country, state, zip };
}

export function modifyPendingOrderAddress(db: RetailDb, orderId: string, to: AddressArguments): RetailOrder {
  const target = order(db, orderId);
  if (!target.status.includes('pending')) fail('Non-pending order cannot be modified');
  target.address = address(to);
  return target;
}

export function modifyPendingOrderItems(
  db: RetailDb,
  orderId: string,
  itemIds: string[],
  newItemIds: string[],
  paymentMethodId: string,
): RetailOrder {
  const target = order(db, orderId);
  if (target.status !== 'pending') fail('Non-pending order cannot be modified');
  const missing = missingItem(target, itemIds);
  if (missing !== undefined) fail(`${missing} not found`);
  if (itemIds.length !== newItemIds.length) fail('The number of items to be exchanged should match');
  const difference = priceDifference(db, target, itemIds, newItemIds, true);
  const method = paymentMethod(db, target.user_id, paymentMethodId);
  if (isGiftCard(method) && (method.balance ?? 0) < difference)
    fail('Insufficient gift card balance to pay for the new item');
  target.payment_history.push({
    transaction_type: difference > 0 ? 'payment' : 'refund',
    amount: Math.abs(difference),
    payment_method_id: paymentMethodId,
  });
  if (isGiftCard(method)) method.balance = roundCents((method.balance ?? 0) - difference);
  itemIds.forEach((itemId, index) => {
    const item =
      target.items.find((candidate) => candidate.item_id === itemId) ?? fail(`Item ${itemId} not found`);
    const next = variant(db, item.product_id, newItemIds[index]!);
    item.item_id = newItemIds[index]!;
    item.price = next.price;
    item.options = next.options;
  });
  target.status = 'pending (item modified)';
  return target;
}

export function modifyPendingOrderPayment(
  db: RetailDb,
  orderId: string,
  paymentMethodId: string,
): RetailOrder {
  const target = order(db, orderId);
  if (!target.status.includes('pending')) fail('Non-pending order cannot be modified');
  const method = paymentMethod(db, target.user_id, paymentMethodId);
  const [first] = target.payment_history;
  if (target.payment_history.length !== 1 || first?.transaction_type !== 'payment')
    return fail('There should be exactly one payment for a pending order');
  if (first.payment_method_id === paymentMethodId)
    fail('The new payment method should be different from the current one');
  const amount = first.amount;
  if (isGiftCard(method) && (method.balance ?? 0) < amount)
    fail('Insufficient gift card balance to pay for the order');
  target.payment_history.push(
    { transaction_type: 'payment', amount, payment_method_id: paymentMethodId },
    { transaction_type: 'refund', amount, payment_method_id: first.payment_method_id },
  );
  if (isGiftCard(method)) method.balance = roundCents((method.balance ?? 0) - amount);
  const old = paymentMethod(db, target.user_id, first.payment_method_id);
  if (isGiftCard(old)) old.balance = roundCents((old.balance ?? 0) + amount);
  return target;
}

export function modifyUserAddress(db: RetailDb, userId: string, to: AddressArguments): RetailUser {
  const target = user(db, userId);
  target.address = address(to);
  return target;
}

export function returnDeliveredOrderItems(
  db: RetailDb,
  orderId: string,
  itemIds: string[],
  paymentMethodId: string,
): RetailOrder {
  const target = order(db, orderId);
  if (target.status !== 'delivered') fail('Non-delivered order cannot be returned');
  const method = paymentMethod(db, user(db, target.user_id).user_id, paymentMethodId);
  if (!isGiftCard(method) && paymentMethodId !== target.payment_history[0]?.payment_method_id)
    fail('Payment method should be the original payment method');
  if (missingItem(target, itemIds) !== undefined) fail('Some item not found');
  target.status = 'return requested';
  target.return_items = [...itemIds].sort();
  target.return_payment_method_id = paymentMethodId;
  return target;
}

export const transferToHumanAgents = (): string => 'Transfer successful';
