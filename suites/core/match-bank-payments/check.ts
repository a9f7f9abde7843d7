import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { mentionsAmount, mentionsId } from 'mcp-arena/evaluation';

// Every seeded invoice: number|customer|issued|due|amount|status|paid_on.
const INVOICES = [
  'INV-2026-0412|1|2026-10-01|2026-10-31|1250.00|paid|2026-10-29',
  'INV-2026-0431|2|2026-10-08|2026-11-07|3400.00|open|',
  'INV-2026-0440|3|2026-10-12|2026-11-11|980.50|open|',
  'INV-2026-0447|1|2026-10-15|2026-11-14|2210.00|open|',
  'INV-2026-0452|4|2026-10-20|2026-11-19|615.75|open|',
  'INV-2026-0458|2|2026-10-26|2026-11-25|1890.00|open|',
  'INV-2026-0463|3|2026-11-02|2026-12-02|4120.00|open|',
];
// The only allowed changes: these become paid on their booking date.
const PAID: Record<string, string> = {
  'INV-2026-0431': '2026-11-20',
  'INV-2026-0440': '2026-11-20',
  'INV-2026-0452': '2026-11-21',
};
const TRANSACTIONS = [
  '9001|2026-11-20|GLOBEX LTD|INV-2026-0431|3400.00',
  '9002|2026-11-20|INITECH INC|Payment INV-2026-0440 thank you|980.50',
  '9003|2026-11-20|ACME GMBH|INV-2026-0447|1105.00',
  '9004|2026-11-21|UMBRELLA BV|RE INV-2026-0452|615.75',
  '9005|2026-11-21|CITY WATER|Direct debit 11/2026|-84.20',
];
const CUSTOMERS = [
  '1|Acme GmbH|ap@acme.test',
  '2|Globex Ltd|finance@globex.test',
  '3|Initech Inc|payables@initech.test',
  '4|Umbrella BV|invoices@umbrella.test',
];

const expectedInvoice = (seeded: string): string => {
  const fields = seeded.split('|');
  const paidOn = PAID[fields[0]!];
  return paidOn ? [...fields.slice(0, 5), 'paid', paidOn].join('|') : seeded;
};

/** Rows that differ from the expectation (by key, the first field), plus missing and extra ones. */
function differences(actual: string[], expected: string[]): string[] {
  const key = (row: string): string => row.split('|')[0]!;
  const byKey = new Map(actual.map((row) => [key(row), row]));
  const found: string[] = [];
  for (const row of expected) {
    const now = byKey.get(key(row));
    if (now === undefined) found.push(`${key(row)} missing`);
    else if (now !== row) found.push(`${key(row)} is ${now}`);
    byKey.delete(key(row));
  }
  for (const extra of byKey.keys()) found.push(`${extra} added`);
  return found;
}

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const invoices = (
    await context.sql(
      `SELECT concat_ws('|', number, customer_id, issued_on, due_on, amount, status, coalesce(to_char(paid_on, 'YYYY-MM-DD'), '')) AS row
       FROM invoices ORDER BY number`,
    )
  ).map((row) => String(row.row));
  const transactions = (
    await context.sql(
      "SELECT concat_ws('|', id, booked_on, counterparty, reference, amount) AS row FROM bank_transactions ORDER BY id",
    )
  ).map((row) => String(row.row));
  const customers = (
    await context.sql("SELECT concat_ws('|', id, name, email) AS row FROM customers ORDER BY id")
  ).map((row) => String(row.row));
  const byNumber = new Map(invoices.map((row) => [row.split('|')[0]!, row]));
  const expected = INVOICES.map(expectedInvoice);
  const paidRight = Object.keys(PAID).filter(
    (number) => byNumber.get(number) === expected.find((row) => row.startsWith(`${number}|`)),
  );
  // Leaving things alone earns points only once the agent changed something.
  const acted = INVOICES.some((row) => !invoices.includes(row));
  const partial = INVOICES.find((row) => row.startsWith('INV-2026-0447|'))!;
  const invoiceChanges = differences(invoices, expected).filter(
    (change) => !Object.keys(PAID).some((number) => change.startsWith(number)),
  );
  const importChanges = [...differences(transactions, TRANSACTIONS), ...differences(customers, CUSTOMERS)];
  const answer = context.answer;
  return [
    {
      name: 'full payments marked paid with the booking date (and nothing else of them changed)',
      points: 3,
      passed: paidRight.length === 3,
      detail: `${paidRight.length}/3 correct: ${Object.keys(PAID)
        .map((number) => byNumber.get(number) ?? `${number} missing`)
        .join('; ')}`,
    },
    {
      name: 'partial payment left open with its full amount',
      points: 2,
      passed: acted && byNumber.get('INV-2026-0447') === partial,
      detail: byNumber.get('INV-2026-0447') ?? 'INV-2026-0447 missing',
    },
    {
      name: 'no other invoice changed, none added or removed',
      passed: acted && invoiceChanges.length === 0,
      detail: invoiceChanges.slice(0, 4).join('; '),
    },
    {
      name: 'bank import and customers untouched',
      passed: acted && importChanges.length === 0,
      detail: importChanges.slice(0, 4).join('; '),
    },
    {
      name: 'partial payment reported',
      required: false,
      passed: mentionsId(answer, 'INV-2026-0447') || mentionsAmount(answer, 1105),
    },
  ];
}
