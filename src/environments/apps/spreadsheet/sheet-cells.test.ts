import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpreadsheetReader } from './spreadsheet-app.ts';

// A headcount sheet as an agent may leave it: one FTE written as text (as the SQL server returns numerics),
// the Total formula overwritten by a constant in one copy, kept in the other.
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'sheet-cells-'));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Headcount');
  sheet.addRow(['Department', 'FTE', 'Since']);
  sheet.addRow(['Finance', 12.5, new Date('2026-01-01T00:00:00Z')]);
  sheet.addRow(['Sales', '16.80']);
  sheet.addRow(['Total', { formula: 'SUM(B2:B3)', result: 12.5 }]);
  sheet.addRow(['Check', { formula: 'B4*2' }, true]);
  sheet.getCell('B2').numFmt = '0.00';
  await workbook.xlsx.writeFile(path.join(root, 'kept.xlsx'));
  sheet.getCell('B4').value = 29.3;
  await workbook.xlsx.writeFile(path.join(root, 'overwritten.xlsx'));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('spreadsheet reader: cells with type and formula', () => {
  it('tells a number stored as text from a number', async () => {
    const reader = createSpreadsheetReader(root);
    expect(await reader.cell('kept.xlsx', 'B2')).toEqual({
      address: 'B2',
      type: 'number',
      value: 12.5,
      numberFormat: '0.00',
    });
    expect(await reader.cell('kept.xlsx', 'b3', 'Headcount')).toEqual({
      address: 'B3',
      type: 'string',
      value: '16.80',
    });
  });

  it('gives a formula with its cached result, and sees it overwritten by a constant', async () => {
    const reader = createSpreadsheetReader(root);
    expect(await reader.cell('kept.xlsx', 'B4')).toEqual({
      address: 'B4',
      type: 'formula',
      value: 12.5,
      formula: 'SUM(B2:B3)',
      resultType: 'number',
    });
    expect(await reader.cell('overwritten.xlsx', 'B4')).toEqual({
      address: 'B4',
      type: 'number',
      value: 29.3,
    });
    // No cached result stored: computed from the cached result it refers to.
    expect(await reader.cell('kept.xlsx', 'B5')).toMatchObject({ value: 25, resultType: 'number' });
  });

  it('lists every cell row by row with dates, booleans and empties', async () => {
    const cells = await createSpreadsheetReader(root).cells('kept.xlsx');
    expect(cells.map((row) => row.map((cell) => cell.type))).toEqual([
      ['string', 'string', 'string'],
      ['string', 'number', 'date'],
      ['string', 'string'],
      ['string', 'formula'],
      ['string', 'formula', 'boolean'],
    ]);
    expect(cells[1]![2]!.value).toBe('2026-01-01T00:00:00.000Z');
  });

  it('says what to write for a malformed address or a missing sheet', async () => {
    const reader = createSpreadsheetReader(root);
    await expect(reader.cell('kept.xlsx', 'R2C3')).rejects.toThrow(/write it like C7/);
    await expect(reader.cells('kept.xlsx', 'Q4')).rejects.toThrow(/it has: Headcount/);
  });
});
