import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { numbersAsFigures, parseCsv } from 'mcp-arena/evaluation';

const AUDIT = 'audits/violations-2026-10.csv';
const COLUMNS = 'claim_id,employee,category,amount,violation';
const VIOLATIONS = ['over_limit', 'missing_receipt', 'late_submission', 'not_reimbursable'] as const;
/** Every violation in October, one per broken rule. */
const EXPECTED: Array<{
  claim: string;
  employee: string;
  category: string;
  amount: string;
  violation: string;
}> = [
  {
    claim: 'EXP-10407',
    category: 'train',
    employee: 'Hana Kim',
    amount: '64.20',
    violation: 'late_submission',
  },
  {
    claim: 'EXP-10409',
    category: 'office_supplies',
    employee: 'Erik Vos',
    amount: '89.90',
    violation: 'missing_receipt',
  },
  {
    claim: 'EXP-10412',
    category: 'parking',
    employee: 'Pedro Alves',
    amount: '60.00',
    violation: 'not_reimbursable',
  },
  {
    claim: 'EXP-10414',
    category: 'meals',
    employee: 'Rita Gomes',
    amount: '152.40',
    violation: 'over_limit',
  },
  {
    claim: 'EXP-10419',
    category: 'meals',
    employee: 'Olivier Martin',
    amount: '118.00',
    violation: 'missing_receipt',
  },
  {
    claim: 'EXP-10419',
    category: 'meals',
    employee: 'Olivier Martin',
    amount: '118.00',
    violation: 'over_limit',
  },
  {
    claim: 'EXP-10422',
    category: 'meals',
    employee: 'Olivier Martin',
    amount: '52.00',
    violation: 'over_limit',
  },
  {
    claim: 'EXP-10429',
    category: 'train',
    employee: 'Sofia Lind',
    amount: '25.00',
    violation: 'missing_receipt',
  },
  {
    claim: 'EXP-10433',
    category: 'hotel',
    employee: 'Lucia Marino',
    amount: '38.50',
    violation: 'not_reimbursable',
  },
  {
    claim: 'EXP-10434',
    category: 'hotel',
    employee: 'Kwame Asante',
    amount: '390.00',
    violation: 'over_limit',
  },
  {
    claim: 'EXP-10440',
    category: 'flight',
    employee: 'Rita Gomes',
    amount: '180.00',
    violation: 'not_reimbursable',
  },
  {
    claim: 'EXP-10443',
    category: 'taxi',
    employee: 'Pedro Alves',
    amount: '74.50',
    violation: 'over_limit',
  },
];
/** Approved before the expense: not a violation. */
const EXCEPTION = 'EXP-10436';
const UNCHANGED = [
  'README.md',
  'audits/2026-09-audit-notes.md',
  'claims/claims-2026-10.csv',
  'policy/expense-policy-2026.md',
  'policy/exceptions.md',
  'audits/violations-2026-09.csv',
];

const key = (claim: string, violation: string): string => `${claim}|${violation}`;
// The README fixes it: amounts as in the claims export (two decimals, as written there).
const sameAmount = (found: string | undefined, want: string): boolean => found?.trim() === want;
const sameText = (found: string | undefined, want: string): boolean =>
  (found ?? '').trim().normalize('NFC').toLowerCase() === want.normalize('NFC').toLowerCase();

export default function check(context: CheckContext): CheckpointInput[] {
  const text = context.readText(AUDIT)?.replace(/^\uFEFF/, '');
  const rows = text === undefined ? [] : parseCsv(text);
  // The header as csv-parse read it (quoted or not); a clean month would be a header-only file.
  const header =
    rows.length > 0 ? Object.keys(rows[0]!).join(',') : (text?.split(/\r?\n/)[0] ?? '').replace(/["\s]/g, '');
  const claimOrder = rows.map((row) => (row.claim_id ?? '').trim().toUpperCase());
  const sorted = claimOrder.every((claim, index) => index === 0 || claimOrder[index - 1]! <= claim);
  const found = new Map(
    rows.map((row) => [key((row.claim_id ?? '').toUpperCase(), (row.violation ?? '').toLowerCase()), row]),
  );
  const expectedKeys = new Set(EXPECTED.map((row) => key(row.claim, row.violation)));
  const checkpoints: CheckpointInput[] = [
    {
      name: 'audit filed',
      passed: text !== undefined,
      detail: text === undefined ? `${AUDIT} is missing` : '',
    },
    { name: 'columns as the README says', passed: header === COLUMNS, detail: `header: ${header}` },
  ];
  for (const violation of VIOLATIONS) {
    const expected = EXPECTED.filter((row) => row.violation === violation);
    const wrong = expected.filter((want) => {
      const row = found.get(key(want.claim, violation));
      return !(
        row &&
        sameAmount(row.amount, want.amount) &&
        sameText(row.employee, want.employee) &&
        sameText(row.category, want.category)
      );
    });
    checkpoints.push({
      name: `${violation} rows`,
      points: 2,
      passed: wrong.length === 0,
      detail: `${expected.length - wrong.length}/${expected.length} right${wrong.length ? `; missing or wrong: ${wrong.map((row) => row.claim).join(', ')}` : ''}`,
    });
  }
  const extra = [...found.keys()].filter((k) => !expectedKeys.has(k));
  checkpoints.push(
    {
      name: 'approved exception respected',
      passed: text !== undefined && !found.has(key(EXCEPTION, 'over_limit')),
      detail: `${EXCEPTION} had an approved exception`,
    },
    {
      name: 'no false violations',
      points: 2,
      passed: text !== undefined && extra.length === 0 && rows.length === EXPECTED.length,
      detail: `${rows.length} rows, want ${EXPECTED.length}${extra.length ? `; not violations: ${extra.join(', ')}` : ''}`,
    },
    {
      name: 'sorted by claim id',
      passed: text !== undefined && rows.length > 0 && sorted,
      detail: claimOrder.join(' '),
    },
  );
  const receipts = context.listFiles().filter((file) => file.startsWith('receipts/2026-10/'));
  const changed = UNCHANGED.filter((file) => context.readText(file) !== context.readSeed(file));
  checkpoints.push({
    name: 'claims, policy and receipts untouched',
    passed:
      text !== undefined &&
      changed.length === 0 &&
      receipts.length === 45 &&
      receipts.every((file) => context.readText(file) === context.readSeed(file)),
    detail: changed.join(', '),
  });
  // The question asked ("How many violations this time?"): the count the answer gives for the violations, not any
  // 12 in it (`11 violations on 12 claims` is wrong).
  const counts = [
    ...numbersAsFigures(context.answer).matchAll(
      /(?<![\d.,])(\d+)\s+(?:[a-z-]+\s+){0,2}?(?:violations?|problems?|issues?|breach(?:es)?|findings?)\b/g,
    ),
  ].map((match) => Number(match[1]));
  checkpoints.push({
    name: 'the answer gives the count: 12 violations',
    passed: counts[0] === 12,
    detail: `counts stated: ${counts.join(', ') || 'none'}`,
  });
  return checkpoints;
}
