import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';

const FILE = 'headcount-2026.xlsx';
const SHEET = 'Headcount 2026';
// FTE on 2026-11-30: contractors out, on-leave staff in, the 30 Nov leaver in, the 13 Nov leaver and the 1 Dec starter out.
const NOVEMBER: Record<string, number> = {
  Engineering: 16.8,
  Finance: 3.6,
  Marketing: 7,
  Operations: 9.8,
  People: 2.6,
  Sales: 10,
};
// January to October as seeded.
const EARLIER: Record<string, number[]> = {
  Engineering: [18.3, 18.3, 18.3, 17.8, 17.8, 17.8, 17.8, 17.8, 17.8, 17.8],
  Finance: [3.1, 3.1, 3.1, 3.1, 3.1, 3.1, 3.1, 3.1, 3.1, 3.1],
  Marketing: [7, 7, 7, 7, 7, 7, 7, 7, 7, 7],
  Operations: [7.8, 8.8, 8.8, 8.8, 8.8, 8.8, 8.8, 8.8, 8.8, 8.8],
  People: [3.4, 3.4, 3.4, 3.4, 3.4, 3.4, 3.4, 3.4, 2.6, 2.6],
  Sales: [11, 11, 11, 11, 11.8, 11.8, 10.8, 10.8, 10.8, 10.8],
};
const TOTALS = [50.6, 51.6, 51.6, 51.1, 51.9, 51.9, 50.9, 50.9, 50.1, 50.1];

const number = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : value === null || value === undefined || value === ''
      ? NaN
      : Number(value);
const near = (a: unknown, b: number): boolean => Math.abs(number(a) - b) < 0.005;

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const rows = await context.spreadsheet.rows(FILE, SHEET);
  const byDepartment = new Map(rows.slice(1).map((row) => [String(row[0] ?? '').trim(), row]));
  // November is column L (index 11).
  const filled = Object.entries(NOVEMBER).filter(([name, fte]) => near(byDepartment.get(name)?.[11], fte));
  const acted = Object.keys(NOVEMBER).some((name) => !Number.isNaN(number(byDepartment.get(name)?.[11])));
  const earlierKept = Object.entries(EARLIER).every(([name, values]) => {
    const row = byDepartment.get(name);
    return (
      row !== undefined &&
      values.every((value, index) => near(row[index + 1], value)) &&
      (row[12] === null || row[12] === undefined)
    );
  });
  const total = rows[7];
  const totalKept =
    rows.length === 8 &&
    total?.[0] === 'Total' &&
    TOTALS.every((value, index) => near(total[index + 1], value));
  return [
    {
      name: 'November FTE per department (month-end rule, no contractors, leave counted)',
      points: 4,
      passed: filled.length === 6,
      detail: `${filled.length}/6 right; November column: ${rows
        .slice(1, 7)
        .map((row) => `${String(row[0])} ${String(row[11])}`)
        .join(', ')}`,
    },
    { name: 'January to October and December untouched', passed: acted && earlierKept },
    { name: 'departments and Total row kept', passed: acted && totalKept, detail: `${rows.length} rows` },
    { name: 'total reported', required: false, passed: /49[.,]8/.test(context.answer) },
  ];
}
