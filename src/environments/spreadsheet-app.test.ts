import path from 'node:path';
import { describeAppContract } from './app-contract.ts';
import { SpreadsheetApp } from './spreadsheet-app.ts';

describeAppContract('spreadsheet', () => new SpreadsheetApp(), {
  taskDir: path.join(import.meta.dirname, 'test-fixtures', 'spreadsheet'),
  seeded: async (state) => {
    const rows = await state.spreadsheet!.rows('budget.xlsx', 'Q4');
    return (
      JSON.stringify(rows) ===
      JSON.stringify([
        ['item', 'amount'],
        ['Rent', 1200],
        ['Software', 310.5],
      ])
    );
  },
  read: {
    tool: 'spreadsheet__excel_read_sheet',
    arguments: { fileAbsolutePath: 'budget.xlsx', sheetName: 'Q4' },
    expect: 'Software',
  },
  change: {
    tool: 'spreadsheet__excel_write_to_sheet',
    arguments: {
      fileAbsolutePath: 'budget.xlsx',
      sheetName: 'Q4',
      newSheet: false,
      range: 'A4:B4',
      values: [['Travel', 300]],
    },
  },
  changed: async (state) =>
    (await state.spreadsheet!.rows('budget.xlsx', 'Q4')).some((row) => row[0] === 'Travel'),
});
