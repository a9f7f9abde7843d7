import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';

const FILE = 'ops-budget-2026-11.xlsx';
const ACTUALS: Record<string, number> = {
  'Office supplies': 2243.16,
  Travel: 1150.4,
  Software: 929,
  Furniture: 2474.45,
  Cleaning: 1059.1,
};
const BUDGETS: Record<string, number> = {
  'Office supplies': 2000,
  Travel: 1500,
  Software: 800,
  Furniture: 2500,
  Cleaning: 1100,
};

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const rows = await context.spreadsheet.rows(FILE, 'November');
  const byCategory = new Map(rows.slice(1).map((row) => [String(row[0]), row]));
  const number = (value: unknown): number =>
    typeof value === 'number' ? value : Number(String(value ?? '').replace(',', ''));
  const filled = Object.entries(ACTUALS).filter(
    ([category, actual]) => Math.abs(number(byCategory.get(category)?.[2]) - actual) < 0.005,
  );
  const budgetsKept = Object.entries(BUDGETS).every(
    ([category, budget]) => number(byCategory.get(category)?.[1]) === budget,
  );
  // Variance and Total stay formulas (read back as their cached result or as `=...`).
  const formulasKept =
    rows[6]?.[0] === 'Total' && rows.slice(1, 7).every((row) => row[3] !== null && row[3] !== undefined);
  return [
    {
      name: 'actuals filled per category',
      points: 4,
      passed: filled.length === 5,
      detail: `${filled.length}/5 correct`,
    },
    { name: 'budgets untouched', passed: filled.length > 0 && budgetsKept },
    {
      name: 'layout kept (rows, total, variance formulas)',
      passed: filled.length > 0 && rows.length === 7 && formulasKept,
      detail: `${rows.length} rows`,
    },
    {
      name: 'overspend reported',
      required: false,
      passed: /office supplies/i.test(context.answer) && /software/i.test(context.answer),
    },
  ];
}
