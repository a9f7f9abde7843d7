import type { SheetCell, SpreadsheetReader } from '../../environments/index.ts';
import { diffRows, type RowDiff } from './diff-rows.ts';

/** Cells as A1 addresses and ranges (`B2`, `B2:B7`, `A10:F`), or `'*'` for every cell. */
export type CellRanges = '*' | readonly string[];

export interface CellAllowList {
  /** Cells whose type, value or formula may change. */
  changed?: CellRanges;
  /** Empty cells that may be filled (e.g. `['A10:F']`: anything below row 9, a note under the table). */
  added?: CellRanges;
  /** Cells that may be emptied. */
  removed?: CellRanges;
}

interface CellRow extends Record<string, unknown> {
  address: string;
  type: SheetCell['type'];
  value: SheetCell['value'] | undefined;
  formula: string | undefined;
}

/**
 * Compares a sheet's cells before and after (from `spreadsheet.cells`) by address, on type, stored value
 * and formula (a formula cell on its formula only, not its result): a Total formula replaced by its number,
 * or a number rewritten as text, is a change.
 * Number formats are not compared. Fill, empty and change only the cells the allow-list names.
 */
export function diffCells(
  before: readonly SheetCell[][],
  after: readonly SheetCell[][],
  options: { allow?: CellAllowList; limit?: number; label?: string } = {},
): RowDiff<CellRow> {
  const allow = options.allow ?? {};
  const inRanges = (ranges: CellRanges | undefined) => (row: CellRow) =>
    ranges !== undefined && cellInRanges(row.address, ranges);
  return diffRows(cellRows(before), cellRows(after), {
    key: 'address',
    label: options.label,
    limit: options.limit,
    allow: {
      added: inRanges(allow.added),
      removed: inRanges(allow.removed),
      changed: ({ row }) => inRanges(allow.changed)(row),
    },
  });
}

/**
 * The sheets of a workbook a task leaves alone, each compared with its seed by `diffCells` with nothing
 * allowed (a sheet the agent removed counts as all its cells removed): `sheet: detail` for each that
 * changed, none when all were kept. `sheets`: those to compare (default every seeded sheet), `except`:
 * seeded sheets the task may change, judged on their own.
 */
export async function changedSheets(
  before: SpreadsheetReader,
  after: SpreadsheetReader,
  file: string,
  options: { sheets?: readonly string[]; except?: readonly string[] } = {},
): Promise<string[]> {
  const sheets = options.sheets ?? (await before.sheets(file));
  const present = new Set(await after.sheets(file));
  const changed: string[] = [];
  for (const sheet of sheets) {
    if (options.except?.includes(sheet)) continue;
    const diff = diffCells(
      await before.cells(file, sheet),
      present.has(sheet) ? await after.cells(file, sheet) : [],
    );
    if (!diff.passed) changed.push(`${sheet}: ${diff.detail}`);
  }
  return changed;
}

function cellRows(cells: readonly SheetCell[][]): CellRow[] {
  return cells
    .flat()
    .filter((cell) => cell.type !== 'empty')
    .map((cell) => ({
      address: cell.address,
      type: cell.type,
      // A formula's value follows from the cells it reads (diffed on their own) and is computed when no
      // cached result was stored, so a kept formula is the same cell whatever its inputs now hold.
      value: cell.type === 'formula' ? undefined : cell.value,
      formula: cell.formula,
    }));
}

/** True when the A1 address is in one of the ranges; a range may leave its end row open (`A10:F`). */
export function cellInRanges(address: string, ranges: CellRanges): boolean {
  if (ranges === '*') return true;
  const cell = parseAddress(address);
  if (!cell) return false;
  return ranges.some((range) => {
    const [start, end = start] = range.split(':');
    const from = parseAddress(start!);
    const to = parseAddress(end!, true);
    if (!from || !to) throw new Error(`"${range}" is not a cell range; write it like B2:B7 or A10:F`);
    return (
      cell.column >= from.column &&
      cell.column <= to.column &&
      cell.row >= from.row &&
      cell.row <= (to.row || Number.POSITIVE_INFINITY)
    );
  });
}

function parseAddress(address: string, openRow = false): { column: number; row: number } | undefined {
  const match = /^([A-Z]{1,3})(\d*)$/i.exec(address.trim());
  if (!match || (!match[2] && !openRow)) return undefined;
  const column = [...match[1]!.toUpperCase()].reduce(
    (sum, letter) => sum * 26 + letter.charCodeAt(0) - 64,
    0,
  );
  return { column, row: match[2] ? Number(match[2]) : 0 };
}
