import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';

const PAID: Record<string, string> = {
  'INV-2026-0431': '2026-11-20',
  'INV-2026-0440': '2026-11-20',
  'INV-2026-0452': '2026-11-21',
};
const STILL_OPEN = ['INV-2026-0447', 'INV-2026-0458', 'INV-2026-0463'];

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const rows = await context.sql(
    "SELECT number, status, to_char(paid_on, 'YYYY-MM-DD') AS paid_on, amount::text AS amount FROM invoices ORDER BY number",
  );
  const invoice = new Map(rows.map((row) => [String(row.number), row]));
  const paidRight = Object.entries(PAID).filter(
    ([number, date]) => invoice.get(number)?.status === 'paid' && invoice.get(number)?.paid_on === date,
  );
  const wronglyPaid = STILL_OPEN.filter((number) => invoice.get(number)?.status !== 'open');
  // Leaving things alone earns points only once the agent changed something.
  const acted = [...Object.keys(PAID), ...STILL_OPEN].some(
    (number) => invoice.get(number)?.status !== 'open',
  );
  const transactions = await context.sql(
    'SELECT count(*)::int AS n, sum(amount)::text AS total FROM bank_transactions',
  );
  return [
    {
      name: 'full payments marked paid with the booking date',
      points: 3,
      passed: paidRight.length === 3,
      detail: `${paidRight.length}/3 correct`,
    },
    {
      name: 'partial payment left open',
      points: 2,
      passed:
        acted &&
        invoice.get('INV-2026-0447')?.status === 'open' &&
        invoice.get('INV-2026-0447')?.paid_on === null,
      detail: `INV-2026-0447: ${invoice.get('INV-2026-0447')?.status}`,
    },
    {
      name: 'nothing else changed',
      passed: acted && wronglyPaid.length === 0 && rows.length === 7,
      detail: wronglyPaid.join(', '),
    },
    {
      name: 'earlier payment kept',
      passed:
        acted &&
        invoice.get('INV-2026-0412')?.paid_on === '2026-10-29' &&
        invoice.get('INV-2026-0412')?.amount === '1250.00',
    },
    {
      name: 'bank import untouched',
      passed: acted && transactions[0]?.n === 5 && transactions[0]?.total === '6017.05',
      detail: JSON.stringify(transactions[0]),
    },
    {
      name: 'partial payment reported',
      required: false,
      passed: /0447|partial|1,?105/i.test(context.answer),
    },
  ];
}
