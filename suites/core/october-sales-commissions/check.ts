import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { mentionsAmount, noneWrong, parseCsv } from 'mcp-arena/evaluation';

const FILE = 'commissions/commissions-2026-10.csv';
const COLUMNS = 'rep_id,rep_name,orders,net_revenue,commission';
/** Completed October orders per rep, their net revenue and the commission under the October plan. */
const EXPECTED = [
  { rep: 'R01', name: 'Amara Okafor', orders: 58, revenue: 29955.34, commission: 1646.43 },
  { rep: 'R02', name: 'Ben Hartley', orders: 50, revenue: 26431.83, commission: 1364.55 },
  { rep: 'R03', name: 'Chiara Rossi', orders: 54, revenue: 28935.97, commission: 1564.88 },
  { rep: 'R04', name: 'Dmitri Volkov', orders: 51, revenue: 34221.36, commission: 1987.71 },
  { rep: 'R05', name: 'Elena García', orders: 76, revenue: 45356.16, commission: 2878.49 },
  { rep: 'R06', name: 'Farid Haddad', orders: 33, revenue: 16372.03, commission: 818.6 },
  { rep: 'R07', name: 'Grace Lin', orders: 59, revenue: 32564.07, commission: 1855.13 },
  { rep: 'R08', name: 'Hugo Lambert', orders: 18, revenue: 9520.33, commission: 476.02 },
];
const UNCHANGED = [
  'orders/orders-2026-10.csv',
  'team.csv',
  'commissions/commissions-2026-09.csv',
  'README.md',
  'notes/2026-09-comp-plan-change.md',
];

// The README fixes the format: two decimals, no thousands separator (a cent of rounding either way is tolerated).
const amount = (value: string | undefined): number =>
  value !== undefined && /^\d+\.\d{2}$/.test(value.trim()) ? Number(value) : Number.NaN;
const near = (value: string | undefined, want: number): boolean => Math.abs(amount(value) - want) < 0.015;

export default function check(context: CheckContext): CheckpointInput[] {
  const text = context.readText(FILE)?.replace(/^\uFEFF/, '');
  const rows = text === undefined ? [] : parseCsv(text);
  // The header as csv-parse read it (quoted or not).
  const header = Object.keys(rows[0] ?? {}).join(',');
  const byRep = new Map(rows.map((row) => [(row.rep_id ?? '').trim().toUpperCase(), row]));
  const wrong = (
    field: (row: Record<string, string>, want: (typeof EXPECTED)[number]) => boolean,
  ): string[] =>
    EXPECTED.filter((want) => {
      const row = byRep.get(want.rep);
      return !row || !field(row, want);
    }).map((want) => want.rep);
  const detail = (missing: string[]): string =>
    `${EXPECTED.length - missing.length}/${EXPECTED.length} right${missing.length ? `; wrong or missing: ${missing.join(', ')}` : ''}`;

  const orderCounts = wrong((row, want) => Number(row.orders) === want.orders);
  const revenues = wrong((row, want) => near(row.net_revenue, want.revenue));
  const commissions = wrong((row, want) => near(row.commission, want.commission));
  const names = wrong(
    (row, want) => (row.rep_name ?? '').trim().normalize('NFC') === want.name.normalize('NFC'),
  );
  const order = rows.map((row) => (row.rep_id ?? '').trim().toUpperCase());
  const sorted = order.every((rep, index) => index === 0 || order[index - 1]! < rep);
  const extra = [...byRep.keys()].filter((rep) => !EXPECTED.some((want) => want.rep === rep));
  const changed = UNCHANGED.filter((file) => context.readText(file) !== context.readSeed(file));
  const total = EXPECTED.reduce((sum, want) => sum + want.commission, 0);
  return [
    {
      name: 'commission file filed',
      passed: text !== undefined,
      detail: text === undefined ? `${FILE} is missing` : '',
    },
    { name: 'columns as the README says', passed: header === COLUMNS, detail: `header: ${header}` },
    noneWrong('counted orders per rep', orderCounts, { points: 2 }),
    noneWrong('net revenue per rep (two decimals, no thousands separator)', revenues, { points: 2 }),
    noneWrong('commission per rep (October plan)', commissions, { points: 3 }),
    {
      name: 'rep names from team.csv',
      passed: text !== undefined && names.length === 0,
      detail: detail(names),
    },
    {
      name: 'one row per rep sorted by rep_id, no HOUSE',
      passed: text !== undefined && extra.length === 0 && rows.length === EXPECTED.length && sorted,
      detail: `${rows.length} rows, want ${EXPECTED.length}; order ${order.join(' ')}${extra.length ? `; not expected: ${extra.join(', ')}` : ''}`,
    },
    {
      name: 'export, team, README, plan note and September file untouched',
      passed: text !== undefined && changed.length === 0,
      detail: changed.join(', '),
    },
    {
      name: 'total reported',
      required: false,
      passed: mentionsAmount(context.answer, 12591.81),
      detail: `total ${total.toFixed(2)}`,
    },
  ];
}
