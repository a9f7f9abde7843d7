import type { Cell, CellValue as ExcelCellValue, Worksheet } from 'exceljs';
import type { SheetCell, SheetCellType } from './spreadsheet-reader.ts';
import { computeFormula } from './formula-values.ts';

type StoredValue = SheetCell['value'];

/** The stored type and value of a non-formula value (or of a formula's cached result). */
function typed(value: ExcelCellValue | undefined): {
  type: Exclude<SheetCellType, 'formula'>;
  value: StoredValue;
} {
  if (value === null || value === undefined || value === '') return { type: 'empty', value: null };
  if (typeof value === 'number') return { type: 'number', value };
  if (typeof value === 'string') return { type: 'string', value };
  if (typeof value === 'boolean') return { type: 'boolean', value };
  if (value instanceof Date) return { type: 'date', value: value.toISOString() };
  if (typeof value === 'object') {
    if ('error' in value) return { type: 'error', value: String(value.error) };
    if ('richText' in value)
      return { type: 'string', value: value.richText.map((part) => part.text).join('') };
    if ('text' in value) return { type: 'string', value: String(value.text) };
  }
  return { type: 'string', value: String(value) };
}

/** One exceljs cell as a check sees it: what is stored, not what it displays. */
export function sheetCell(cell: Cell): SheetCell {
  const numberFormat = cell.numFmt && cell.numFmt !== 'General' ? { numberFormat: cell.numFmt } : {};
  const raw = cell.value;
  if (raw !== null && typeof raw === 'object' && ('formula' in raw || 'sharedFormula' in raw)) {
    let result = typed((raw as { result?: ExcelCellValue }).result);
    // The spreadsheet MCP server stores formulas without a cached result: compute it, as Excel would on open.
    if (result.type === 'empty') {
      const computed = computeFormula(cell);
      if (computed && 'value' in computed) result = typed(computed.value);
      else if (computed) result = { type: 'error', value: computed.error };
    }
    return {
      address: cell.address,
      type: 'formula',
      value: result.value,
      formula: cell.formula.replace(/^=/, ''),
      resultType: result.type,
      ...numberFormat,
    };
  }
  return { address: cell.address, ...typed(raw), ...numberFormat };
}

/** Every cell of a worksheet, row by row, without trailing empty cells and rows. */
export function sheetCells(worksheet: Worksheet): SheetCell[][] {
  const rows: SheetCell[][] = [];
  for (let row = 1; row <= worksheet.rowCount; row += 1) {
    const cells: SheetCell[] = [];
    for (let column = 1; column <= worksheet.columnCount; column += 1)
      cells.push(sheetCell(worksheet.getRow(row).getCell(column)));
    while (cells.length > 0 && cells[cells.length - 1]!.type === 'empty') cells.pop();
    rows.push(cells);
  }
  while (rows.length > 0 && rows[rows.length - 1]!.length === 0) rows.pop();
  return rows;
}
