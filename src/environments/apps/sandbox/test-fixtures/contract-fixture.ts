import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppContractFixture } from '../../../app-contract-fixture.ts';

/** The sandbox app's contract: a seed, a read and a change through its MCP server, and how checks see them. */
export const contractFixture: AppContractFixture = {
  taskDir: path.join(import.meta.dirname, 'sandbox'),
  seeded: async (state) => existsSync(path.join(state.workspace!, 'notes.txt')),
  read: { tool: 'sandbox__run_shell', arguments: { command: 'cat notes.txt' }, expect: 'hello' },
  change: { tool: 'sandbox__run_python', arguments: { code: "open('notes.txt', 'w').write('changed')" } },
  changed: async (state) => readFileSync(path.join(state.workspace!, 'notes.txt'), 'utf8') === 'changed',
};
