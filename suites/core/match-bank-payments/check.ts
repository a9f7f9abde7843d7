import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { amountsIn, noneWrong, statementsAbout } from 'mcp-arena/evaluation';

// The only allowed changes: these become paid on their booking date.
const PAID: Record<string, string> = {
  'INV-2026-0431': '2026-11-20',
  'INV-2026-0440': '2026-11-20',
  'INV-2026-0452': '2026-11-21',
};
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

const INVOICES_SQL = `SELECT concat_ws('|', number, customer_id, issued_on, due_on, amount, status, coalesce(to_char(paid_on, 'YYYY-MM-DD'), '')) AS row
       FROM invoices ORDER BY number`;
const TRANSACTIONS_SQL =
  "SELECT concat_ws('|', id, booked_on, counterparty, reference, amount) AS row FROM bank_transactions ORDER BY id";
const CUSTOMERS_SQL = "SELECT concat_ws('|', id, name, email) AS row FROM customers ORDER BY id";

/** Acme's partial payment as the answer speaks of it: the invoice or the payer. */
const PARTIAL = [/\binv-?2026-?0447\b/, /\bacme\b/];
/** The others the same sentence may name: the matched invoices, their payers, the direct debit. */
const OTHERS = [
  /\binv-?2026-?04(31|40|52)\b/,
  /\bglobex\b/,
  /\binitech\b/,
  /\bumbrella\b/,
  /\bcity water\b/,
  /\bdirect debit\b/,
];
/** The amounts that are true of it: 1,105.00 paid (and still owed) of the 2,210.00 invoice. */
const PARTIAL_AMOUNTS = [1105, 2210];

/**
 * What the answer says of the partial payment: it must be told (the prompt asks to hear of what was not
 * matched), and every amount given for it must be one of its true figures (no 1,150.00 for 1,105.00).
 * Day numbers, years and percentages are not amounts of it; a figure read two ways (1,105 as 1105 or
 * 1.105) has its small reading dropped.
 */
function partialReport(answer: string): { passed: boolean; detail: string } {
  const statements = statementsAbout(answer, PARTIAL, { others: OTHERS });
  if (statements.length === 0) return { passed: false, detail: 'INV-2026-0447 / Acme not mentioned' };
  const wrong = statements
    .flatMap((statement) => amountsIn(statement))
    .filter((value) => value >= 100 && !(value >= 2024 && value <= 2027 && Number.isInteger(value)))
    .filter((value) => !PARTIAL_AMOUNTS.some((right) => Math.abs(right - value) < 0.005));
  return { passed: wrong.length === 0, detail: wrong.length > 0 ? `says ${wrong.join(', ')}` : '' };
}

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const rows = async (sql: CheckContext['sql'], query: string): Promise<string[]> =>
    (await sql(query)).map((row) => String(row.row));
  // Every seeded invoice (number|customer|issued|due|amount|status|paid_on), the bank import and the customers, as
  // seeded: only the three invoices above may change.
  const [invoices, transactions, customers, seededInvoices, seededTransactions, seededCustomers] =
    await Promise.all([
      rows(context.sql, INVOICES_SQL),
      rows(context.sql, TRANSACTIONS_SQL),
      rows(context.sql, CUSTOMERS_SQL),
      rows(context.before.sql, INVOICES_SQL),
      rows(context.before.sql, TRANSACTIONS_SQL),
      rows(context.before.sql, CUSTOMERS_SQL),
    ]);
  const byNumber = new Map(invoices.map((row) => [row.split('|')[0]!, row]));
  const expected = seededInvoices.map(expectedInvoice);
  const paidRight = Object.keys(PAID).filter(
    (number) => byNumber.get(number) === expected.find((row) => row.startsWith(`${number}|`)),
  );
  // Leaving things alone earns points only once the agent changed something.
  const acted = seededInvoices.some((row) => !invoices.includes(row));
  const partial = seededInvoices.find((row) => row.startsWith('INV-2026-0447|'))!;
  const invoiceChanges = differences(invoices, expected).filter(
    (change) => !Object.keys(PAID).some((number) => change.startsWith(number)),
  );
  const importChanges = [
    ...differences(transactions, seededTransactions),
    ...differences(customers, seededCustomers),
  ];
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
    noneWrong('no other invoice changed, none added or removed', invoiceChanges, { acted }),
    noneWrong('bank import and customers untouched', importChanges, { acted }),
    {
      name: 'partial payment reported, with its true figures (1,105.00 of 2,210.00) where it gives them',
      passed: acted && partialReport(answer).passed,
      detail: partialReport(answer).detail,
    },
  ];
}
