/** Cell values of one sheet, row by row (first row first); empty cells are null. */
export type SheetRows = Array<Array<string | number | boolean | null>>;

/** What a workbook cell holds, as Excel stores it (not what its text looks like: "16.80" stored as text is a `string`). */
export type SheetCellType = 'number' | 'string' | 'boolean' | 'date' | 'formula' | 'error' | 'empty';

/**
 * One cell as stored: its type, its value (a formula's cached result, or its computed result when the writer
 * stored none), and its formula.
 */
export interface SheetCell {
  /** A1-style address, e.g. `C7`. */
  address: string;
  type: SheetCellType;
  /**
   * The stored value; dates as ISO 8601. For a formula its cached result; when the writer stored none (as the
   * spreadsheet MCP server does), the result computed from the workbook, or null when it cannot be computed
   * (unsupported function, reference cycle).
   */
  value: string | number | boolean | null;
  /** The formula without its leading `=`, e.g. `SUM(C2:C6)`, when the cell has one. */
  formula?: string;
  /** For a formula: the type of its cached or computed result (`empty` when neither is available). */
  resultType?: Exclude<SheetCellType, 'formula'>;
  /** Excel number format, when the cell has one other than General (e.g. `0.00%`). */
  numberFormat?: string;
}

export interface SpreadsheetReader {
  /** Workbook files, relative to the spreadsheet folder. */
  files(): string[];
  sheets(file: string): Promise<string[]>;
  /** Values of a sheet (default: the first); formulas give their cached result or the formula text. */
  rows(file: string, sheet?: string): Promise<SheetRows>;
  /** Cells of a sheet (default: the first) row by row, with type and formula; trailing empty cells left out. */
  cells(file: string, sheet?: string): Promise<SheetCell[][]>;
  /** One cell by its address (`C7`) in a sheet (default: the first). */
  cell(file: string, address: string, sheet?: string): Promise<SheetCell>;
}

/** What the spreadsheet app offers checks (`context.spreadsheet`, and `before.spreadsheet` as seeded). */
export interface SpreadsheetState {
  /** Workbooks of the spreadsheet app: `await spreadsheet.rows('budget.xlsx', 'Q4')`, `await spreadsheet.cell('budget.xlsx', 'C7')`. */
  spreadsheet: SpreadsheetReader;
}
