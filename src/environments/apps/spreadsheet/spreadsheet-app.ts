import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { CellValue as ExcelCellValue, Workbook, Worksheet } from 'exceljs';
import type { Task } from '../../../tasks/index.ts';
import type { App, RunningApp } from '../../app.ts';
import type { SheetRows, SpreadsheetReader, SpreadsheetState } from './spreadsheet-reader.ts';
import { packageBin, seedDir } from '../../app-support.ts';
import type { CellDir } from '../../cell-dir.ts';
import { restoreTree } from '../files/restore-tree.ts';
import { rootedLaunch } from '../../rooted-mcp-proxy.ts';
import { sheetCell, sheetCells } from './sheet-cells.ts';

type CellValue = SheetRows[number][number];

function plainValue(value: ExcelCellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('result' in value && value.result !== undefined) return plainValue(value.result as ExcelCellValue);
    if ('formula' in value && value.formula) return `=${value.formula}`;
    if ('sharedFormula' in value && value.sharedFormula) return `=${value.sharedFormula}`;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

async function readWorkbook(file: string): Promise<Workbook> {
  // Loaded on first use: exceljs takes about a second to import, which every CLI command would pay.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook;
}

export function createSpreadsheetReader(root: string): SpreadsheetReader {
  const resolve = (file: string): string => {
    const absolute = path.resolve(root, file);
    if (path.relative(root, absolute).startsWith('..'))
      throw new Error(`${file} is outside the spreadsheet folder`);
    if (!existsSync(absolute)) throw new Error(`no workbook ${file}; there are: ${files().join(', ')}`);
    return absolute;
  };
  const files = (): string[] =>
    existsSync(root)
      ? (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.xlsx$/i.test(file)).sort()
      : [];
  const worksheetOf = async (file: string, sheet: string | undefined): Promise<Worksheet> => {
    const workbook = await readWorkbook(resolve(file));
    const worksheet = sheet === undefined ? workbook.worksheets[0] : workbook.getWorksheet(sheet);
    if (!worksheet) {
      const names = workbook.worksheets.map((each) => each.name).join(', ');
      throw new Error(`${file} has no sheet ${sheet ?? ''}; it has: ${names}`);
    }
    return worksheet;
  };
  return {
    files,
    sheets: async (file) => (await readWorkbook(resolve(file))).worksheets.map((sheet) => sheet.name),
    rows: async (file, sheet) => {
      const worksheet = await worksheetOf(file, sheet);
      const rows: SheetRows = [];
      for (let row = 1; row <= worksheet.rowCount; row += 1) {
        const cells: CellValue[] = [];
        for (let column = 1; column <= worksheet.columnCount; column += 1) {
          cells.push(plainValue(worksheet.getRow(row).getCell(column).value));
        }
        while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
        rows.push(cells);
      }
      while (rows.length > 0 && rows[rows.length - 1]!.length === 0) rows.pop();
      return rows;
    },
    cells: async (file, sheet) => sheetCells(await worksheetOf(file, sheet)),
    cell: async (file, address, sheet) => {
      if (!/^[A-Z]{1,3}[1-9]\d*$/i.test(address))
        throw new Error(`"${address}" is not a cell address; write it like C7`);
      return sheetCell((await worksheetOf(file, sheet)).getCell(address.toUpperCase()));
    },
  };
}

/**
 * Excel workbooks in a per-cell folder seeded from the task's `seed/spreadsheet/`, served by
 * `@negokaz/excel-mcp-server` (read, write, format, tables) behind a proxy that lets `fileAbsolutePath`
 * be relative to that folder (e.g. `budget.xlsx`).
 */
export class SpreadsheetApp implements App<SpreadsheetState> {
  readonly name = 'spreadsheet';

  async start(task: Task, cell: CellDir): Promise<RunningApp<SpreadsheetState>> {
    const root = cell.subdir('spreadsheets');
    const seed = seedDir(task, 'spreadsheet');
    restoreTree(root, seed);
    const reader = createSpreadsheetReader(root);
    return {
      name: this.name,
      servers: [
        rootedLaunch(
          {
            name: 'spreadsheet',
            command: process.execPath,
            args: [packageBin('@negokaz/excel-mcp-server')],
            cwd: root,
          },
          root,
          ['fileAbsolutePath'],
        ),
      ],
      state: { spreadsheet: reader },
      // The task's seed folder is never written: the workbooks as seeded.
      before: { spreadsheet: createSpreadsheetReader(seed) },
      reset: async () => {
        restoreTree(root, seed);
      },
      snapshot: async () => {
        const view: Record<string, Record<string, SheetRows>> = {};
        for (const file of reader.files()) {
          view[file] = {};
          for (const sheet of await reader.sheets(file)) view[file][sheet] = await reader.rows(file, sheet);
        }
        return view;
      },
      stop: async () => {},
    };
  }
}
