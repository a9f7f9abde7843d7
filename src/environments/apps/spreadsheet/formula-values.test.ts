import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpreadsheetReader } from './spreadsheet-app.ts';

// Formulas as the spreadsheet MCP server writes them: the formula only, no cached result.
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'formula-values-'));
  const workbook = new ExcelJS.Workbook();
  const rates = workbook.addWorksheet('Rates');
  rates.addRow(['Grade', 'Rate']);
  rates.addRow(['Senior', 42]);
  const hours = workbook.addWorksheet('Overtime');
  hours.addRow(['Name', 'Start', 'End', 'Hours', 'Amount']);
  hours.addRow(['Ada', 8, 18.5, { formula: 'C2-B2' }, { formula: 'D2*Rates!B2' }]);
  hours.addRow(['Bo', 9, 12, { formula: 'C3-B3' }, { formula: "D3*'Rates'!$B$2" }]);
  hours.addRow(['Total', null, null, { formula: 'SUM(D2:D3)' }, { formula: 'SUM(E2:E3)' }]);
  hours.addRow([
    'Fixed',
    { formula: '12*6500' },
    { formula: 'FOOBAR(B5)' },
    { formula: 'E5+1' },
    { formula: 'D5*2' },
  ]);
  hours.addRow(['Derived', { formula: 'C5+1' }, { formula: '1/0' }, { formula: 'IF(B5>1000,"high","low")' }]);
  hours.addRow([
    'Rounded',
    { formula: 'ROUND(3*1.25*19.74,2)' },
    { formula: 'ROUND(-2.5,0)' },
    { formula: 'ROUND(1234,-2)' },
  ]);
  hours.addRow([
    'Capped',
    { formula: 'MIN(0.2, B2*0.05+C3*0.01)' },
    { formula: 'MAX(0,D2-20)*Rates!B2' },
    { formula: 'MAX(B2:C3, 30)' },
    { formula: 'MIN(B2:C4)' },
  ]);
  await workbook.xlsx.writeFile(path.join(root, 'payroll.xlsx'));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('spreadsheet reader: formulas stored without a cached result are computed', () => {
  const cell = async (address: string) =>
    createSpreadsheetReader(root).cell('payroll.xlsx', address, 'Overtime');

  it('computes arithmetic and keeps the formula', async () => {
    expect(await cell('D2')).toEqual({
      address: 'D2',
      type: 'formula',
      value: 10.5,
      formula: 'C2-B2',
      resultType: 'number',
    });
    expect((await cell('B5')).value).toBe(78000);
  });

  it('sums a range of other formulas', async () => {
    expect(await cell('D4')).toMatchObject({ value: 13.5, resultType: 'number' });
  });

  it('follows references to other sheets, relative and absolute', async () => {
    expect((await cell('E2')).value).toBe(441);
    expect((await cell('E3')).value).toBe(126);
    expect((await cell('E4')).value).toBe(567);
  });

  it('gives strings, booleans and Excel errors as Excel would', async () => {
    expect(await cell('D6')).toMatchObject({ value: 'high', resultType: 'string' });
    expect(await cell('C6')).toMatchObject({ value: '#DIV/0!', resultType: 'error' });
  });

  it('rounds as Excel does, on the number to 15 significant digits', async () => {
    expect((await cell('B7')).value).toBe(74.03);
    expect((await cell('C7')).value).toBe(-3);
    expect((await cell('D7')).value).toBe(1200);
  });

  // The library has no MIN and MAX; caps like MIN(0.2, ...) and MAX(0, difference) are common in sheets.
  it('computes MIN and MAX over values and ranges, skipping blanks and text in ranges', async () => {
    expect((await cell('B8')).value).toBeCloseTo(0.2);
    expect((await cell('C8')).value).toBe(0);
    expect((await cell('D8')).value).toBe(30);
    expect((await cell('E8')).value).toBe(8);
  });

  it('gives null for an unsupported function and for what depends on it', async () => {
    expect(await cell('C5')).toMatchObject({ value: null, resultType: 'empty', formula: 'FOOBAR(B5)' });
    expect(await cell('B6')).toMatchObject({ value: null, resultType: 'empty' });
  });

  it('gives null for a reference cycle', async () => {
    expect(await cell('D5')).toMatchObject({ value: null, resultType: 'empty', formula: 'E5+1' });
    expect(await cell('E5')).toMatchObject({ value: null, resultType: 'empty', formula: 'D5*2' });
  });

  it('computes every cell when a whole sheet is read', async () => {
    const cells = await createSpreadsheetReader(root).cells('payroll.xlsx', 'Overtime');
    expect(cells[3]!.map((each) => each.value)).toEqual(['Total', null, null, 13.5, 567]);
  });
});
