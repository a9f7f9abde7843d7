/**
 * The τ²-bench telecom agent's tools, reimplemented from upstream's definitions
 * (src/tau2/domains/telecom/tools.py of sierra-research/tau2-bench): the same names, arguments, error
 * messages and effects on the carrier's database, plus the functions upstream's tasks call that are no
 * tools (the scenario's breakage, the assertions). Each works on the database it is given, in place, and
 * throws a ToolFailure with upstream's message where upstream raises.
 */
import { ToolFailure } from './retail-tools.ts';
import {
  pyFloat,
  TELECOM_TODAY,
  type TelecomBill,
  type TelecomCustomer,
  type TelecomDb,
  type TelecomLine,
  type TelecomPlan,
} from './telecom-data.ts';

const fail = (message: string): never => {
  throw new ToolFailure(message);
};

const digits = (phone: string): string => phone.replace(/\D/g, '');
const fold = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export function customerById(db: TelecomDb, customerId: string): TelecomCustomer {
  return (
    db.customers.find((customer) => customer.customer_id === customerId) ??
    fail(`Customer with ID ${customerId} not found`)
  );
}

export function lineById(db: TelecomDb, lineId: string): TelecomLine {
  return db.lines.find((line) => line.line_id === lineId) ?? fail(`Line with ID ${lineId} not found`);
}

export function planById(db: TelecomDb, planId: string): TelecomPlan {
  return db.plans.find((plan) => plan.plan_id === planId) ?? fail(`Plan with ID ${planId} not found`);
}

export function billById(db: TelecomDb, billId: string): TelecomBill {
  return db.bills.find((bill) => bill.bill_id === billId) ?? fail(`Bill with ID ${billId} not found`);
}

/** The line of a phone number (its digits; an alias first resolved to its canonical number). */
export function lineByPhone(db: TelecomDb, phone: string): TelecomLine {
  const wanted = digits(phone);
  const alias = Object.entries(db.phone_number_aliases).find(([from]) => digits(from) === wanted);
  const number = alias ? digits(alias[1]) : wanted;
  return (
    db.lines.find((line) => number !== '' && digits(line.phone_number) === number) ??
    fail(`Line with phone number ${phone} not found`)
  );
}

export function getCustomerByPhone(db: TelecomDb, phone: string): TelecomCustomer {
  const wanted = digits(phone);
  if (!wanted) fail(`Customer with phone number ${phone} not found`);
  for (const customer of db.customers) {
    if (digits(customer.phone_number) === wanted) return customer;
    for (const lineId of customer.line_ids)
      if (digits(lineById(db, lineId).phone_number) === wanted) return customer;
  }
  return fail(`Customer with phone number ${phone} not found`);
}

export function getCustomerByName(db: TelecomDb, fullName: string, dob: string): TelecomCustomer[] {
  const wanted = fold(fullName);
  return db.customers.filter(
    (customer) => fold(customer.full_name) === wanted && customer.date_of_birth === dob,
  );
}

function targetLine(db: TelecomDb, customerId: string, lineId: string): TelecomLine {
  const customer = customerById(db, customerId);
  if (!customer.line_ids.includes(lineId)) fail(`Line ${lineId} not found for customer ${customerId}`);
  return lineById(db, lineId);
}

/** A customer, line, device, bill or plan by the letter its id starts with. */
export function getDetailsById(db: TelecomDb, id: string): unknown {
  if (id.startsWith('L')) return lineById(db, id);
  if (id.startsWith('D'))
    return db.devices.find((device) => device.device_id === id) ?? fail(`Device with ID ${id} not found`);
  if (id.startsWith('B')) return billById(db, id);
  if (id.startsWith('C')) return customerById(db, id);
  if (id.startsWith('P')) return planById(db, id);
  return fail(`Unknown ID format or type: ${id}`);
}

export function suspendLine(db: TelecomDb, customerId: string, lineId: string): unknown {
  const line = targetLine(db, customerId, lineId);
  if (line.status !== 'Active') fail('Line must be active to suspend');
  line.status = 'Suspended';
  line.suspension_start_date = TELECOM_TODAY;
  return { message: 'Line suspended successfully. $5/month holding fee will apply.', line };
}

export function resumeLine(db: TelecomDb, customerId: string, lineId: string): unknown {
  const line = targetLine(db, customerId, lineId);
  if (line.status !== 'Suspended' && line.status !== 'Pending Activation')
    fail('Line must be suspended to resume');
  line.status = 'Active';
  line.suspension_start_date = null;
  return { message: 'Line resumed successfully', line };
}

export function getBillsForCustomer(db: TelecomDb, customerId: string, limit = 12): TelecomBill[] {
  const bills = customerById(db, customerId).bill_ids.map((id) => billById(db, id));
  // Newest first; a stable sort, as Python's sorted(reverse=True) keeps ties in their order.
  return bills
    .map((bill, index) => ({ bill, index }))
    .sort((a, b) =>
      a.bill.issue_date === b.bill.issue_date
        ? a.index - b.index
        : a.bill.issue_date < b.bill.issue_date
          ? 1
          : -1,
    )
    .slice(0, limit)
    .map(({ bill }) => bill);
}

export function billsAwaitingPayment(db: TelecomDb, customer: TelecomCustomer): TelecomBill[] {
  return customer.bill_ids.map((id) => billById(db, id)).filter((bill) => bill.status === 'Awaiting Payment');
}

export function sendPaymentRequest(db: TelecomDb, customerId: string, billId: string): string {
  const customer = customerById(db, customerId);
  if (billsAwaitingPayment(db, customer).length > 0)
    fail('A bill is already awaiting payment for this customer');
  if (!customer.bill_ids.includes(billId)) fail(`Bill ${billId} not found for customer ${customerId}`);
  const bill = billById(db, billId);
  bill.status = 'Awaiting Payment';
  return `Payment request sent to the customer for bill ${bill.bill_id}`;
}

/** The first day of the month after `iso` (a date), as an ISO date. */
const monthStart = (iso: string, months: number): string => {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + months, 1));
  return date.toISOString().slice(0, 10);
};
const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Adds a charge to the customer's draft bill, creating one for next month where there is none. */
function applyOneTimeCharge(db: TelecomDb, customerId: string, amount: number, description: string): void {
  const customer = customerById(db, customerId);
  let draft = customer.bill_ids.map((id) => billById(db, id)).find((bill) => bill.status === 'Draft');
  if (!draft) {
    const start = monthStart(TELECOM_TODAY, 1);
    // Upstream names it with a random uuid; a counter keeps replays of the same calls equal.
    const billId = `B${(db.bills.length + 1).toString(16).padStart(8, '0')}`;
    draft = {
      bill_id: billId,
      customer_id: customerId,
      period_start: start,
      period_end: addDays(monthStart(start, 1), -1),
      issue_date: start,
      total_due: 0,
      due_date: addDays(start, 14),
      line_items: [],
      status: 'Draft',
    };
    db.bills.push(draft);
    customer.bill_ids.push(billId);
  }
  draft.line_items.push({
    description,
    amount,
    date: TELECOM_TODAY,
    item_type: amount < 0 ? 'Credit' : 'Charge',
  });
  draft.total_due += amount;
}

export function getDataUsage(db: TelecomDb, customerId: string, lineId: string): unknown {
  const line = targetLine(db, customerId, lineId);
  const plan = planById(db, line.plan_id);
  return {
    line_id: lineId,
    data_used_gb: line.data_used_gb,
    data_limit_gb: plan.data_limit_gb,
    data_refueling_gb: line.data_refueling_gb,
    cycle_end_date: addDays(monthStart(TELECOM_TODAY, 1), -1),
  };
}

export function setDataUsage(db: TelecomDb, customerId: string, lineId: string, used: number): string {
  targetLine(db, customerId, lineId).data_used_gb = used;
  return `Data usage set to ${pyFloat(used)} GB for line ${lineId}`;
}

export function enableRoaming(db: TelecomDb, customerId: string, lineId: string): string {
  const line = targetLine(db, customerId, lineId);
  if (line.roaming_enabled) return 'Roaming was already enabled';
  line.roaming_enabled = true;
  return 'Roaming enabled successfully';
}

export function disableRoaming(db: TelecomDb, customerId: string, lineId: string): string {
  const line = targetLine(db, customerId, lineId);
  if (!line.roaming_enabled) return 'Roaming was already disabled';
  line.roaming_enabled = false;
  return 'Roaming disabled successfully';
}

export function refuelData(db: TelecomDb, customerId: string, lineId: string, gb: number): unknown {
  const line = targetLine(db, customerId, lineId);
  if (gb <= 0) fail('Refuel amount must be positive');
  const plan = planById(db, line.plan_id);
  const charge = gb * plan.data_refueling_price_per_gb;
  line.data_refueling_gb += gb;
  applyOneTimeCharge(
    db,
    customerId,
    charge,
    `Data refueling: ${pyFloat(gb)} GB at $${pyFloat(plan.data_refueling_price_per_gb)}/GB`,
  );
  return {
    message: `Successfully added ${pyFloat(gb)} GB of data for line ${lineId} for $${charge.toFixed(2)}`,
    new_data_refueling_gb: line.data_refueling_gb,
    charge,
  };
}

/** The scenario's breakage: an overdue bill for last month and the line suspended for it. */
export function suspendLineForOverdueBill(
  db: TelecomDb,
  customerId: string,
  lineId: string,
  newBillId: string,
  contractEnded: boolean,
): string {
  const line = lineById(db, lineId);
  if (line.status !== 'Active') fail('Line must be active to suspend for unpaid bill');
  const amount = planById(db, line.plan_id).price_per_month;
  if (amount <= 0) fail('Amount must be positive for overdue bill');
  const customer = customerById(db, customerId);
  if (customer.bill_ids.some((id) => billById(db, id).status === 'Overdue'))
    fail('Customer already has an overdue bill');
  const lastMonth = monthStart(TELECOM_TODAY, -1);
  const lastDay = addDays(monthStart(TELECOM_TODAY, 0), -1);
  db.bills.push({
    bill_id: newBillId,
    customer_id: customerId,
    period_start: lastMonth,
    period_end: lastDay,
    issue_date: lastMonth,
    total_due: amount,
    due_date: addDays(lastMonth, 14),
    line_items: [
      { description: `Charge for line ${line.line_id}`, amount, date: TELECOM_TODAY, item_type: 'Charge' },
    ],
    status: 'Overdue',
  });
  customer.bill_ids.push(newBillId);
  line.status = 'Suspended';
  line.suspension_start_date = TELECOM_TODAY;
  if (contractEnded) line.contract_end_date = lastDay;
  return `Line ${lineId} suspended for unpaid bill ${newBillId}. Contract ended: ${contractEnded ? 'True' : 'False'}`;
}

/** Upstream's assertion functions on the carrier's side, by name. */
export const TELECOM_DB_ASSERTIONS: Record<
  string,
  (db: TelecomDb, args: Record<string, unknown>) => boolean
> = {
  assert_data_refueling_amount: (db, args) =>
    Math.abs(
      targetLine(db, String(args.customer_id), String(args.line_id)).data_refueling_gb -
        Number(args.expected_amount),
    ) < 1e-6,
  assert_line_status: (db, args) =>
    targetLine(db, String(args.customer_id), String(args.line_id)).status === args.expected_status,
  assert_no_overdue_bill: (db, args) => {
    const bill = db.bills.find((candidate) => candidate.bill_id === args.overdue_bill_id);
    return bill === undefined || bill.status === 'Paid';
  },
};
