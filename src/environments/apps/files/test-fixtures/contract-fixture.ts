import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppContractFixture } from '../../../app-contract-fixture.ts';

/** The files app's contract: a seed, a read and a change through its MCP server, and how checks see them. */
export const contractFixture: AppContractFixture = {
  taskDir: path.join(import.meta.dirname, 'files'),
  seeded: async (state) => state.workspace !== undefined,
  read: { tool: 'files__read_text_file', arguments: { path: 'notes.txt' }, expect: 'hello' },
  change: { tool: 'files__write_file', arguments: { path: 'notes.txt', content: 'changed\n' } },
  changed: async (state) => {
    return readFileSync(path.join(state.workspace!, 'notes.txt'), 'utf8') === 'changed\n';
  },
};
