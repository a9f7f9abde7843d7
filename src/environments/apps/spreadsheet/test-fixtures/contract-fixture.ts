import path from 'node:path';
import type { AppContractFixture } from '../../../app-contract-fixture.ts';

/** The spreadsheet app's contract: a seed, a read and a change through its MCP server, and how checks see them. */
export const contractFixture: AppContractFixture = {
  taskDir: path.join(import.meta.dirname, 'spreadsheet'),
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
};
