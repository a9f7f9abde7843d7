import type { AppModule } from '../../app-module.ts';
import { SpreadsheetApp } from './spreadsheet-app.ts';
import type { SpreadsheetState } from './spreadsheet-reader.ts';

/** The spreadsheet app (see the README's Apps section). */
export const spreadsheetApp: AppModule<'spreadsheet', SpreadsheetState> = {
  name: 'spreadsheet',
  create: () => new SpreadsheetApp(),
  seed: { folder: 'seed/spreadsheet/', files: '.xlsx workbooks' },
  absentState: (fail) => ({
    spreadsheet: { files: fail, sheets: fail, rows: fail, cells: fail, cell: fail },
  }),
};
