/**
 * Probes of an imported τ²-bench task, derived from its reference plan (the gold actions with the
 * confirmations the policy asks for): each kind is a way a capable agent plausibly differs, or a hurried
 * one slips, written once here and applied to every task it fits. Written by the importer into the task's
 * `probes/`, so a re-import regenerates them from the corpus and they never drift from the gold actions.
 */
import type { Tau2Task } from '../environments/app-state.ts';
import type { RetailDb, RetailOrder, RetailUser } from '../environments/apps/tau2/retail-data.ts';
import { TAU2_WRITE_TOOLS } from '../evaluation/tau2/tau2-write-tools.ts';
import { isToolStep, type PlanStep, type Probe, type ToolStep } from '../tasks/index.ts';
import { confirmation as confirmAction } from './tau2-confirmation.ts';

const PREFIX = 'tau2__';
const AUTHENTICATION = new Set(['find_user_id_by_email', 'find_user_id_by_name_zip']);
const TRANSFER = 'transfer_to_human_agents';

const nameOf = (step: ToolStep): string => step.tool.slice(PREFIX.length);
const isWrite = (step: PlanStep): step is ToolStep => isToolStep(step) && TAU2_WRITE_TOOLS.has(nameOf(step));
const isAuth = (step: PlanStep): boolean => isToolStep(step) && AUTHENTICATION.has(nameOf(step));
const isRead = (step: PlanStep): step is ToolStep =>
  isToolStep(step) && !isWrite(step) && !isAuth(step) && nameOf(step) !== TRANSFER;
const confirmation = (step: ToolStep): string =>
  confirmAction({ name: nameOf(step), arguments: step.arguments });
const call = (name: string, args: Record<string, unknown>, why?: string): ToolStep => ({
  tool: `${PREFIX}${name}`,
  arguments: args,
  ...(why ? { why } : {}),
});

/** The user whose data the task's first write changes (or the first order or user a step names). */
export function ownerOf(plan: readonly PlanStep[], db: RetailDb): RetailUser | undefined {
  for (const step of [...plan.filter(isWrite), ...plan.filter(isToolStep)]) {
    const { user_id: userId, order_id: orderId } = step.arguments;
    const id =
      typeof userId === 'string'
        ? userId
        : typeof orderId === 'string'
          ? db.orders[orderId]?.user_id
          : undefined;
    if (id && db.users[id]) return db.users[id];
  }
  return undefined;
}

/** The plan with the confirmation before each write: the step before a write when it is a `say`. */
function withoutConfirmations(plan: readonly PlanStep[]): PlanStep[] {
  return plan.filter((step, index) => isToolStep(step) || !isWrite(plan[index + 1] ?? { say: '-' }));
}

/** A write step and the confirmation asked before it, as a unit that moves or goes together. */
function writeUnits(plan: readonly PlanStep[]): PlanStep[][] {
  const units: PlanStep[][] = [];
  for (const [index, step] of plan.entries()) {
    if (!isWrite(step) && !(isToolStep(step) && nameOf(step) === TRANSFER)) continue;
    const before = plan[index - 1];
    units.push(before && !isToolStep(before) ? [before, step] : [step]);
  }
  return units;
}

/** Whether the scenario says anything about how to pay or be refunded. */
const namesPayment = (task: Tau2Task): boolean =>
  /gift ?card|paypal|credit ?card|payment|refund|\bpay\b|balance|card/i.test(
    Object.values(task.user_scenario.instructions)
      .filter((value) => typeof value === 'string')
      .join(' '),
  );

/** Another payment method the policy allows for a write, or undefined. */
function otherPayment(step: ToolStep, db: RetailDb): { id: string; label: string } | undefined {
  const chosen = step.arguments.payment_method_id;
  const order: RetailOrder | undefined = db.orders[String(step.arguments.order_id)];
  const user = order ? db.users[order.user_id] : undefined;
  if (typeof chosen !== 'string' || !order || !user) return undefined;
  const methods = Object.values(user.payment_methods).filter((method) => method.id !== chosen);
  const label = (id: string) => id.replaceAll('_', ' ');
  if (nameOf(step) === 'return_delivered_order_items') {
    // Refunds go to the original payment method or to an existing gift card.
    const original = order.payment_history[0]?.payment_method_id;
    const allowed = methods.find((method) => method.id === original || method.source === 'gift_card');
    return allowed ? { id: allowed.id, label: label(allowed.id) } : undefined;
  }
  // The price difference is paid or refunded with any method of the user's; a gift card only with enough
  // balance, which is left out here rather than computed.
  const allowed = methods.find((method) => method.source !== 'gift_card');
  return allowed ? { id: allowed.id, label: label(allowed.id) } : undefined;
}

/**
 * The same write on the wrong item: for an exchange or an item change, another available variant of the
 * product than the one the user asked for; for a return, another item of the order.
 */
function wrongItem(step: ToolStep, db: RetailDb): ToolStep | undefined {
  const order = db.orders[String(step.arguments.order_id)];
  const items = step.arguments.item_ids;
  if (!order || !Array.isArray(items) || items.length === 0) return undefined;
  const fresh = step.arguments.new_item_ids;
  if (Array.isArray(fresh) && fresh.length > 0) {
    const product = db.products[order.items.find((item) => item.item_id === items[0])?.product_id ?? ''];
    const variant = Object.values(product?.variants ?? {}).find(
      (candidate) =>
        candidate.available && !fresh.includes(candidate.item_id) && !items.includes(candidate.item_id),
    );
    return variant
      ? { ...step, arguments: { ...step.arguments, new_item_ids: [variant.item_id, ...fresh.slice(1)] } }
      : undefined;
  }
  const other = order.items.find((item) => !items.includes(item.item_id));
  return other
    ? { ...step, arguments: { ...step.arguments, item_ids: [other.item_id, ...items.slice(1)] } }
    : undefined;
}

/** The plan with `from` replaced by `to`, and the confirmation before it naming what `to` does. */
function replaceWrite(plan: readonly PlanStep[], from: ToolStep, to: ToolStep, confirm: string): PlanStep[] {
  return plan.map((step, index) =>
    step === from ? to : plan[index + 1] === from && !isToolStep(step) ? { say: confirm } : step,
  );
}

/** The probes that fit a task, each with the reference's answer unless said otherwise. */
export function tau2Probes(task: Tau2Task, plan: readonly PlanStep[], answer: string, db: RetailDb): Probe[] {
  const owner = ownerOf(plan, db);
  const writes = plan.filter(isWrite);
  if (!owner || writes.length === 0) return [];
  const probes: Probe[] = [];
  const auth = plan.filter(isAuth);
  const units = writeUnits(plan);
  const add = (name: string, kind: Probe['kind'], why: string, steps: PlanStep[], text = answer) =>
    probes.push({ name, kind, why, plan: steps, answer: text });

  const reads = plan.filter(isRead).reverse();
  const profile = call('get_user_details', { user_id: owner.user_id }, 'an extra look at the profile');
  add(
    'alternative-reads-reordered',
    'alternative',
    'looks everything up first, in another order and with the profile read too, then makes the same confirmed writes',
    [...auth, profile, ...reads, ...units.flat()],
  );
  add(
    'alternative-auth-by-email',
    'alternative',
    'authenticates the user by email instead of name and zip code, as the policy allows',
    [call('find_user_id_by_email', { email: owner.email }), ...plan.filter((step) => !isAuth(step))],
  );
  const payWith = writes.find((step) => otherPayment(step, db) !== undefined);
  const other = payWith && !namesPayment(task) ? otherPayment(payWith, db) : undefined;
  if (payWith && other) {
    const swapped = { ...payWith, arguments: { ...payWith.arguments, payment_method_id: other.id } };
    add(
      'alternative-other-payment',
      'alternative',
      `uses ${other.label} for ${nameOf(payWith).replaceAll('_', ' ')}: the scenario names no payment method and the policy allows it`,
      replaceWrite(plan, payWith, swapped, confirmation(swapped)),
    );
  }

  const wrong = writes.map((step) => [step, wrongItem(step, db)] as const).find(([, changed]) => changed);
  if (wrong)
    add(
      'wrong-item',
      'wrong',
      `${nameOf(wrong[0]).replaceAll('_', ' ')} on another item than the user asked for`,
      replaceWrite(plan, wrong[0], wrong[1]!, confirmation(wrong[1]!)),
    );
  add(
    'wrong-no-confirmation',
    'wrong',
    'acts before the user confirms: no yes asked before the writes',
    withoutConfirmations(plan),
  );
  add(
    'wrong-no-authentication',
    'wrong',
    'skips authentication: writes without finding the user by email or name and zip first',
    plan.filter((step) => !isAuth(step)),
  );
  if (writes.length > 1) {
    const last = units.filter((unit) => unit.some(isWrite)).at(-1)!;
    add(
      'wrong-missing-write',
      'wrong',
      `leaves out the last write (${nameOf(last.find(isWrite)!).replaceAll('_', ' ')}) and says all is done`,
      plan.filter((step) => !last.includes(step)),
    );
  }
  const transfer = plan.find((step) => isToolStep(step) && nameOf(step) === TRANSFER);
  if (transfer)
    add(
      'wrong-no-transfer',
      'wrong',
      'does what it can but never transfers the user to a human agent as the policy asks',
      plan.filter((step) => step !== transfer),
    );
  return probes;
}
