import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppContractFixture } from '../../../app-contract-fixture.ts';

/** The pdf app's contract: a seed, a read and a change through its MCP server, and how checks see them. */
export const contractFixture: AppContractFixture = {
  taskDir: path.join(import.meta.dirname, 'pdf'),
  seeded: async (state) => existsSync(path.join(state.pdfFolder!, 'invoice.pdf')),
  read: {
    tool: 'pdf__read_pdf',
    arguments: { sources: [{ path: 'invoice.pdf' }], include_full_text: true },
    expect: 'Total due: EUR 1,200.00',
  },
};
