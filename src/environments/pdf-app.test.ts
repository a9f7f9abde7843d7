import { existsSync } from 'node:fs';
import path from 'node:path';
import { describeAppContract } from './app-contract.ts';
import { PdfApp } from './pdf-app.ts';

// Read-only: no change to make, the contract checks the read, isolation and reset.
describeAppContract('pdf', () => new PdfApp(), {
  taskDir: path.join(import.meta.dirname, 'test-fixtures', 'pdf'),
  seeded: async (state) => existsSync(path.join(state.pdfFolder!, 'invoice.pdf')),
  read: {
    tool: 'pdf__read_pdf',
    arguments: { sources: [{ path: 'invoice.pdf' }], include_full_text: true },
    expect: 'Total due: EUR 1,200.00',
  },
});
