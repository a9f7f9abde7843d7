import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';
import { parseCsv } from '../../../src/evaluation/index.ts';

const REPORT = 'reports/reconciliation-2026-10.csv';
const EXPECTED: Record<string, { bank: string; ledger: string; issue: string }> = {
  'PAY-202610-005': { bank: '5164.60', ledger: '', issue: 'missing_in_ledger' },
  'PAY-202610-017': { bank: '181.09', ledger: '1810.90', issue: 'amount_mismatch' },
  'PAY-202610-018': { bank: '2128.14', ledger: '', issue: 'missing_in_ledger' },
  'PAY-202610-036': { bank: '6076.27', ledger: '6086.27', issue: 'amount_mismatch' },
  'PAY-202610-049': { bank: '4452.84', ledger: '', issue: 'missing_in_ledger' },
  'PAY-202610-063': { bank: '', ledger: '1250.00', issue: 'missing_in_bank' },
  'PAY-202610-064': { bank: '', ledger: '318.40', issue: 'missing_in_bank' },
};

const sameAmount = (a: string | undefined, b: string): boolean =>
  b === '' ? (a ?? '') === '' : a !== undefined && a !== '' && Math.abs(Number(a) - Number(b)) < 0.005;

export default function check(context: CheckContext): CheckpointInput[] {
  const text = context.readText(REPORT);
  const rows = text === undefined ? [] : parseCsv(text);
  const header = text?.split('\n')[0]?.trim();
  const byReference = new Map(rows.map((row) => [row.reference ?? '', row]));
  const checkpoints: CheckpointInput[] = [
    {
      name: 'report filed',
      passed: text !== undefined,
      detail: text === undefined ? `${REPORT} is missing` : '',
    },
    {
      name: 'columns as the README says',
      passed: header === 'reference,bank_amount,ledger_amount,issue',
      detail: `header: ${header}`,
    },
  ];
  for (const issue of ['missing_in_ledger', 'missing_in_bank', 'amount_mismatch']) {
    const expected = Object.entries(EXPECTED).filter(([, row]) => row.issue === issue);
    const correct = expected.filter(([reference, want]) => {
      const row = byReference.get(reference);
      return (
        row?.issue === issue &&
        sameAmount(row.bank_amount, want.bank) &&
        sameAmount(row.ledger_amount, want.ledger)
      );
    });
    checkpoints.push({
      name: `${issue} rows`,
      points: 2,
      passed: correct.length === expected.length,
      detail: `${correct.length}/${expected.length} correct`,
    });
  }
  const extra = rows.filter((row) => !((row.reference ?? '') in EXPECTED));
  checkpoints.push({
    name: 'no false discrepancies',
    passed: text !== undefined && rows.length === 7 && extra.length === 0,
    detail: `${rows.length} rows, ${extra.length} not discrepancies`,
  });
  const exports = ['exports/bank_2026-10.csv', 'exports/ledger_2026-10.csv'];
  checkpoints.push({
    name: 'exports untouched',
    passed: exports.every((file) => context.readText(file) === context.readSeed(file)),
  });
  checkpoints.push({ name: 'count reported', required: false, passed: /\b7\b|seven/i.test(context.answer) });
  return checkpoints;
}
