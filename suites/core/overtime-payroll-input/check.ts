import type { CheckContext, CheckpointInput, SheetCell } from 'mcp-arena/evaluation';
import { changedSheets, diffSql, mentionsName } from 'mcp-arena/evaluation';

const FILE = 'payroll-input-2026.xlsx';
const SEEDED_SHEETS = ['Notes', 'Template', '2026-10'];
/**
 * November's overtime per hourly employee: [id, name, hours at 125 %, hours at 150 %, amount EUR]. Weeks
 * Monday to Sunday whose Sunday is in November (26 Oct - 29 Nov), approved work entries only, Sunday hours
 * at 150 % and outside the 40; worked out independently of the reference's SQL when the task was written.
 */
const EXPECTED: Array<[number, string, number, number, number]> = [
  [1005, 'Carla Nowak', 1.5, 0.0, 39.32],
  [1011, 'Boris Celik', 0.5, 4.0, 145.29],
  [1013, 'Hakan Graf', 1.5, 0.0, 39.19],
  [1024, 'Luca Nowak', 1.5, 0.0, 34.37],
  [1025, 'Jonas Dietz', 6.0, 0.0, 147.75],
  [1026, 'Wiebke Albers', 0.5, 0.0, 12.81],
  [1029, 'Rafael Vogel', 3.0, 0.0, 64.2],
  [1035, 'Luca Vogel', 1.0, 0.0, 23.75],
  [1036, 'Chiara Engel', 3.0, 4.0, 178.72],
  [1039, 'Hakan Fuchs', 1.0, 0.0, 21.79],
  [1040, 'Viktor Engel', 2.5, 0.0, 65.44],
  [1041, 'Jonas Dreyer', 2.5, 0.0, 65.06],
  [1076, 'Yara Vogel', 0.5, 0.0, 10.16],
  [1077, 'Jonas Albers', 1.5, 0.0, 27.98],
  [1093, 'Elif Pohl', 0.5, 6.0, 213.87],
  [1095, 'Dario Celik', 3.0, 0.0, 73.58],
  [1112, 'Zoran Yilmaz', 2.0, 0.0, 38.13],
  [1113, 'Carla Conrad', 4.0, 0.0, 80.25],
  [1116, 'Ivana Sommer', 2.0, 0.0, 55.68],
  [1120, 'Emma Celik', 0.5, 0.0, 12.22],
  [1130, 'Alina Brandt', 1.5, 0.0, 31.07],
  [1133, 'Sina Yilmaz', 0.0, 4.0, 125.4],
  [1134, 'Anja Hahn', 3.0, 0.0, 74.03],
  [1135, 'Paula Engel', 2.5, 0.0, 55.0],
  [1144, 'Rafael Graf', 4.5, 4.0, 209.6],
  [1147, 'Alina Hahn', 2.0, 0.0, 54.78],
  [1157, 'Greta Kraft', 4.0, 0.0, 111.6],
  [1161, 'Greta Arndt', 1.5, 0.0, 28.14],
  [1163, 'Alina Lorenz', 0.5, 0.0, 15.01],
  [1166, 'Mehmet Roth', 4.0, 0.0, 93.35],
  [1170, 'Oskar Sommer', 3.0, 0.0, 85.2],
  [1178, 'Dario Yilmaz', 2.0, 0.0, 57.75],
];

const near = (value: unknown, expected: number): boolean =>
  typeof value === 'number' && Math.abs(value - expected) < 0.005;

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const sheets = await context.spreadsheet.sheets(FILE);
  // The Notes fix the name (YYYY-MM, payroll collects it by name); a sheet named otherwise is still read for
  // its figures, but fails the first checkpoint.
  const named = sheets.find((name) => name.trim() === '2026-11');
  const sheet =
    named ?? sheets.find((name) => !SEEDED_SHEETS.includes(name) && /nov|2026.?11|11.?2026/i.test(name));
  const cells: SheetCell[][] = sheet ? await context.spreadsheet.cells(FILE, sheet) : [];
  const value = (cell: SheetCell | undefined): unknown =>
    cell?.type === 'formula' ? cell.value : cell?.type === 'number' ? cell.value : cell?.value;
  // Employee rows: an employee id in column A (as a number or as text), in sheet order.
  const rows = cells
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => /^\d{4}$/.test(String(row[0]?.value ?? '').trim()));
  const ids = rows.map(({ row }) => Number(String(row[0]!.value).trim()));
  const expectedIds = EXPECTED.map(([id]) => id);
  const byId = new Map(rows.map(({ row }) => [Number(String(row[0]!.value).trim()), row]));
  const missing = expectedIds.filter((id) => !byId.has(id));
  const extra = ids.filter((id) => !expectedIds.includes(id));
  const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
  const hoursWrong = EXPECTED.filter(([id, , ot125, ot150]) => {
    const row = byId.get(id);
    return row === undefined || !near(value(row[2]), ot125) || !near(value(row[3]), ot150);
  }).map(([id]) => id);
  const amountsWrong = EXPECTED.filter(([id, , , , amount]) => {
    const row = byId.get(id);
    const cell = row?.[4];
    // A number, or a formula whose result is one (text amounts are skipped by the Total's SUM).
    const numeric = cell?.type === 'number' || (cell?.type === 'formula' && cell.resultType === 'number');
    return !numeric || !near(cell.value, amount);
  }).map(([id]) => id);
  const namesWrong = EXPECTED.filter(([id, name]) => {
    const row = byId.get(id);
    return row === undefined || !mentionsName(String(row[1]?.value ?? ''), name, { require: 'full' });
  }).map(([id]) => id);
  const sorted = ids.every((id, index) => index === 0 || ids[index - 1]! < id);

  // The Total row: SUM formulas over every employee row in C, D and E.
  const firstRow = (rows[0]?.index ?? 0) + 1;
  const lastRow = (rows.at(-1)?.index ?? 0) + 1;
  const totalRow = cells.find((row) => /^total$/i.test(String(row[0]?.value ?? '').trim()));
  const sumCovers = (cell: SheetCell | undefined, column: string): boolean => {
    const match = new RegExp(`^=?SUM\\(${column}(\\d+):${column}(\\d+)\\)$`, 'i').exec(
      (cell?.formula ?? '').replace(/\s|\$/g, ''),
    );
    return (
      cell?.type === 'formula' &&
      match !== null &&
      Number(match[1]) <= firstRow &&
      Number(match[2]) >= lastRow
    );
  };
  // The Notes fix its place: two rows below the last employee (one empty row between), as in October.
  const totalIndex = totalRow === undefined ? -1 : cells.indexOf(totalRow);
  const totalRight =
    rows.length > 0 &&
    totalRow !== undefined &&
    totalIndex + 1 === lastRow + 2 &&
    sumCovers(totalRow[2], 'C') &&
    sumCovers(totalRow[3], 'D') &&
    sumCovers(totalRow[4], 'E');

  const sheetsChanged = await changedSheets(context.before.spreadsheet, context.spreadsheet, FILE, {
    sheets: SEEDED_SHEETS,
  });
  const database = await diffSql(context.before.sql, context.sql);
  const acted = sheet !== undefined;

  const show = (list: number[]) => list.slice(0, 8).join(', ') + (list.length > 8 ? ', ...' : '');
  return [
    {
      name: "a sheet named 2026-11 for November beside October's",
      passed: named !== undefined,
      detail: sheet ?? `sheets: ${sheets.join(', ')}`,
    },
    {
      name: 'exactly the 32 hourly employees with overtime, once each (no salaried staff, unapproved-only or out-of-period weeks)',
      points: 3,
      passed: acted && missing.length === 0 && extra.length === 0 && duplicates.length === 0,
      detail: `missing ${show(missing)}; extra ${show(extra)}; twice ${show(duplicates)}`,
    },
    {
      name: 'hours at 125 % and 150 % per employee',
      points: 2,
      passed: acted && hoursWrong.length === 0,
      detail: show(hoursWrong) || 'all right',
    },
    {
      name: 'amount per employee, as a number',
      points: 2,
      passed: acted && amountsWrong.length === 0,
      detail: show(amountsWrong) || 'all right',
    },
    {
      name: 'names beside the ids, rows ordered by employee id',
      passed: acted && namesWrong.length === 0 && sorted,
      detail: `names wrong: ${show(namesWrong)}; ordered: ${sorted}`,
    },
    {
      name: 'a Total row two rows below the last employee, with SUM formulas over every employee row',
      points: 2,
      passed: totalRight,
      detail: totalRow
        ? `row ${totalIndex + 1} (last employee ${lastRow}): ` +
          totalRow
            .slice(2, 5)
            .map((cell) => cell?.formula ?? String(cell?.value))
            .join(' | ')
        : 'no Total row',
    },
    {
      name: 'Notes, Template and October unchanged',
      passed: acted && sheetsChanged.length === 0,
      detail: sheetsChanged.join('; ') || 'unchanged',
    },
    {
      name: 'time entries and employees unchanged',
      passed: acted && database.passed,
      detail: database.detail,
    },
  ];
}
