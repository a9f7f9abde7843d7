import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { mentionsAmount, noneWrong } from 'mcp-arena/evaluation';

const FILE = 'headcount-2026.xlsx';
const SHEET = 'Headcount 2026';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const COLUMNS = 'BCDEFGHIJKLM'.split('');
// FTE on 2026-11-30: contractors out, on-leave staff in, the 30 Nov leaver in, the 13 Nov leaver and the 1 Dec starter out.
const NOVEMBER: Record<string, number> = {
  Engineering: 16.8,
  Finance: 3.6,
  Marketing: 7,
  Operations: 9.8,
  People: 2.6,
  Sales: 10,
};
// January to October as seeded, rows 2 to 7 in this order.
const EARLIER: Record<string, number[]> = {
  Engineering: [18.3, 18.3, 18.3, 17.8, 17.8, 17.8, 17.8, 17.8, 17.8, 17.8],
  Finance: [3.1, 3.1, 3.1, 3.1, 3.1, 3.1, 3.1, 3.1, 3.1, 3.1],
  Marketing: [7, 7, 7, 7, 7, 7, 7, 7, 7, 7],
  Operations: [7.8, 8.8, 8.8, 8.8, 8.8, 8.8, 8.8, 8.8, 8.8, 8.8],
  People: [3.4, 3.4, 3.4, 3.4, 3.4, 3.4, 3.4, 3.4, 2.6, 2.6],
  Sales: [11, 11, 11, 11, 11.8, 11.8, 10.8, 10.8, 10.8, 10.8],
};
const NOTES_LINES = 15;

type SheetCell = Awaited<ReturnType<CheckContext['spreadsheet']['cells']>>[number][number];

const near = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;
const isNumber = (cell: SheetCell | undefined, value: number): boolean =>
  cell?.type === 'number' && typeof cell.value === 'number' && near(cell.value, value);
const isEmpty = (cell: SheetCell | undefined): boolean => cell === undefined || cell.type === 'empty';
const isSum = (cell: SheetCell | undefined, column: string): boolean =>
  cell?.type === 'formula' &&
  (cell.formula ?? '').replace(/\s+/g, '').toUpperCase() === `SUM(${column}2:${column}7)`;
const show = (cell: SheetCell | undefined): string =>
  cell === undefined || cell.type === 'empty'
    ? 'empty'
    : cell.type === 'formula'
      ? `=${cell.formula ?? ''}`
      : `${JSON.stringify(cell.value)} (${cell.type})`;

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const cells = await context.spreadsheet.cells(FILE, SHEET);
  const at = (row: number, column: number): SheetCell | undefined => cells[row]?.[column];
  const departments = Object.keys(EARLIER);
  // The table as seeded: rows 1-8, columns A-M. Rows or notes added below or beside it are harmless.
  const problems: string[] = [];
  const expect = (ok: boolean, address: string, cell: SheetCell | undefined): void => {
    if (!ok) problems.push(`${address} is ${show(cell)}`);
  };
  expect(at(0, 0)?.value === 'Department', 'A1', at(0, 0));
  MONTHS.forEach((month, index) =>
    expect(at(0, index + 1)?.value === month, `${COLUMNS[index]}1`, at(0, index + 1)),
  );
  departments.forEach((name, index) => {
    const row = index + 1;
    expect(at(row, 0)?.value === name, `A${row + 1}`, at(row, 0));
    EARLIER[name]!.forEach((value, month) =>
      expect(isNumber(at(row, month + 1), value), `${COLUMNS[month]}${row + 1}`, at(row, month + 1)),
    );
    expect(isEmpty(at(row, 12)), `M${row + 1}`, at(row, 12));
  });
  expect(at(7, 0)?.value === 'Total', 'A8', at(7, 0));
  const totalProblems: string[] = [];
  COLUMNS.forEach((column, index) => {
    if (!isSum(at(7, index + 1), column)) totalProblems.push(`${column}8 is ${show(at(7, index + 1))}`);
  });

  const november = departments.map((name, index) => ({ name, cell: at(index + 1, 11) }));
  const filled = november.filter(({ name, cell }) => isNumber(cell, NOVEMBER[name]!));
  const acted = november.some(({ cell }) => !isEmpty(cell));
  const notes = await context.spreadsheet.rows(FILE, 'Notes').catch(() => []);
  return [
    {
      name: 'November FTE per department (month-end rule, no contractors, leave counted), stored as numbers',
      points: 4,
      passed: filled.length === 6,
      detail: `${filled.length}/6 right; November column: ${november
        .map(({ name, cell }) => `${name} ${show(cell)}`)
        .join(', ')}`,
    },
    noneWrong('January to October, December and the labels untouched', problems, { acted }),
    noneWrong('Total row keeps its SUM formula in every month', totalProblems, { acted }),
    {
      name: 'Notes sheet kept',
      passed:
        acted &&
        notes.length >= NOTES_LINES &&
        notes[12]?.[0] === '- The Total row is a formula; leave it as it is.',
      detail: `${notes.length} rows`,
    },
    { name: 'total reported', required: false, passed: mentionsAmount(context.answer, 49.8) },
  ];
}
