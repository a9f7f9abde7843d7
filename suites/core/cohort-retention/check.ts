import type { CheckContext, CheckpointInput, SheetCell } from 'mcp-arena/evaluation';
import { diffCells, diffFiles, keptState, mentionsAmount, noneWrong } from 'mcp-arena/evaluation';

const WORKBOOK = 'retention.xlsx';
// Cohorts 2026-05 .. 2026-10: users, then the M1..M5 shares (null: the month is not over at the end of the export).
const COHORTS: Array<[number, ...Array<number | null>]> = [
  [370, 0.6514, 0.5108, 0.4297, 0.3595, 0.3622],
  [410, 0.6463, 0.5293, 0.4488, 0.3951, null],
  [385, 0.6182, 0.4883, 0.4468, null, null],
  [378, 0.6111, 0.4788, null, null, null],
  [321, 0.6573, null, null, null, null],
  [374, null, null, null, null, null],
];

const isEmpty = (cell: SheetCell | undefined): boolean =>
  cell === undefined || cell.type === 'empty' || (cell.type === 'string' && String(cell.value).trim() === '');
// Four decimals as the metric asks; half a unit in the last place either way.
const near = (cell: SheetCell | undefined, want: number): boolean =>
  cell?.type === 'number' && Math.abs(Number(cell.value) - want) < 0.00051;

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const { before, spreadsheet } = context;
  const cells = await spreadsheet.cells(WORKBOOK, 'Cohorts');
  const at = (row: number, column: number) => cells[row - 1]?.[column - 1];
  const sizesWrong: string[] = [];
  const sharesWrong: string[] = [];
  const openWrong: string[] = [];
  COHORTS.forEach(([users, ...shares], index) => {
    const row = 4 + index;
    const size = at(row, 2);
    if (!(size?.type === 'number' && size.value === users))
      sizesWrong.push(`B${row}: ${String(size?.value)}`);
    shares.forEach((share, offset) => {
      const cell = at(row, 3 + offset);
      const address = `${'CDEFG'[offset]}${row}`;
      if (share === null) {
        if (!isEmpty(cell)) openWrong.push(`${address}: ${String(cell?.value)}`);
      } else if (!near(cell, share)) sharesWrong.push(`${address}: ${String(cell?.value)} (want ${share})`);
    });
  });
  const filled = cells.slice(3, 9).some((row) => row.slice(1, 7).some((cell) => !isEmpty(cell)));
  const sheet = diffCells(await before.spreadsheet.cells(WORKBOOK, 'Cohorts'), cells, {
    allow: { added: ['B4:G9', 'H1:Z', 'A15:Z'] },
  });
  const earlier: string[] = [];
  for (const name of await before.spreadsheet.sheets(WORKBOOK)) {
    if (name === 'Cohorts') continue;
    const after = (await spreadsheet.sheets(WORKBOOK)).includes(name)
      ? await spreadsheet.cells(WORKBOOK, name)
      : [];
    const diff = diffCells(await before.spreadsheet.cells(WORKBOOK, name), after);
    if (!diff.passed) earlier.push(`${name}: ${diff.detail}`);
  }
  const files = diffFiles(before.workspace, context.workspace, { allow: { added: true } });
  const first = COHORTS[0]!;
  return [
    noneWrong('cohort sizes (signup month in UTC, internal users out)', sizesWrong, { points: 2 }),
    noneWrong('retention shares as four-decimal fractions (sessions in UTC months)', sharesWrong, {
      points: 3,
    }),
    {
      name: 'months not over yet left empty',
      passed: filled && openWrong.length === 0,
      detail: openWrong.join('; '),
    },
    keptState('average formulas and labels kept, nothing else overwritten', sheet, filled),
    {
      name: 'the earlier run sheet unchanged',
      passed: filled && earlier.length === 0,
      detail: earlier.join('; '),
    },
    keptState('exports and notes untouched', files, filled),
    {
      name: 'answer gives the first cohort',
      required: false,
      passed:
        mentionsAmount(context.answer, first[0]) ||
        mentionsAmount(context.answer, Math.round(Number(first[1]) * 1000) / 10),
    },
  ];
}
