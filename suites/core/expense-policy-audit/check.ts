import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';
import { parseCsv } from '../../../src/evaluation/index.ts';

const AUDIT = 'audits/violations-2026-10.csv';
const COLUMNS = 'claim_id,employee,category,amount,violation';
const VIOLATIONS = ['over_limit', 'missing_receipt', 'late_submission', 'not_reimbursable'] as const;
/** Every violation in October, one per broken rule. */
const EXPECTED: Array<{ claim: string; employee: string; amount: string; violation: string }> = [
  {
    claim: 'EXP-10407',
    employee: 'Hana Kim',
    amount: '64.20',
    violation: 'late_submission',
  },
  {
    claim: 'EXP-10409',
    employee: 'Erik Vos',
    amount: '89.90',
    violation: 'missing_receipt',
  },
  {
    claim: 'EXP-10412',
    employee: 'Pedro Alves',
    amount: '60.00',
    violation: 'not_reimbursable',
  },
  {
    claim: 'EXP-10414',
    employee: 'Rita Gomes',
    amount: '152.40',
    violation: 'over_limit',
  },
  {
    claim: 'EXP-10419',
    employee: 'Olivier Martin',
    amount: '118.00',
    violation: 'missing_receipt',
  },
  {
    claim: 'EXP-10419',
    employee: 'Olivier Martin',
    amount: '118.00',
    violation: 'over_limit',
  },
  {
    claim: 'EXP-10422',
    employee: 'Olivier Martin',
    amount: '52.00',
    violation: 'over_limit',
  },
  {
    claim: 'EXP-10429',
    employee: 'Sofia Lind',
    amount: '25.00',
    violation: 'missing_receipt',
  },
  {
    claim: 'EXP-10433',
    employee: 'Lucia Marino',
    amount: '38.50',
    violation: 'not_reimbursable',
  },
  {
    claim: 'EXP-10434',
    employee: 'Kwame Asante',
    amount: '390.00',
    violation: 'over_limit',
  },
  {
    claim: 'EXP-10440',
    employee: 'Rita Gomes',
    amount: '180.00',
    violation: 'not_reimbursable',
  },
  {
    claim: 'EXP-10443',
    employee: 'Pedro Alves',
    amount: '74.50',
    violation: 'over_limit',
  },
];
/** Approved before the expense: not a violation. */
const EXCEPTION = 'EXP-10436';
const UNCHANGED = [
  'claims/claims-2026-10.csv',
  'policy/expense-policy-2026.md',
  'policy/exceptions.md',
  'audits/violations-2026-09.csv',
];

const key = (claim: string, violation: string): string => `${claim}|${violation}`;
const sameAmount = (found: string | undefined, want: string): boolean =>
  found !== undefined &&
  found.trim() !== '' &&
  Math.abs(Number(found.replace(/[^0-9.-]/g, '')) - Number(want)) < 0.005;

export default function check(context: CheckContext): CheckpointInput[] {
  const text = context.readText(AUDIT);
  const rows = text === undefined ? [] : parseCsv(text);
  const header = (text?.split(/\r?\n/)[0] ?? '').replace(/\s+/g, '');
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
        (row.employee ?? '').toLowerCase() === want.employee.toLowerCase()
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
  checkpoints.push({
    name: 'count reported',
    required: false,
    passed: /\b12\b|twelve/i.test(context.answer),
  });
  return checkpoints;
}
