import path from 'node:path';
import { describeAppContract } from './app-contract.ts';
import { FilesApp } from './files-app.ts';

describeAppContract('files', () => new FilesApp(), {
  taskDir: path.join(import.meta.dirname, 'test-fixtures', 'files'),
  seeded: async (state) => state.workspace !== undefined,
  read: { tool: 'files__read_text_file', arguments: { path: 'notes.txt' }, expect: 'hello' },
  change: { tool: 'files__write_file', arguments: { path: 'notes.txt', content: 'changed\n' } },
  changed: async (state) => {
    const { readFileSync } = await import('node:fs');
    return readFileSync(path.join(state.workspace!, 'notes.txt'), 'utf8') === 'changed\n';
  },
});
