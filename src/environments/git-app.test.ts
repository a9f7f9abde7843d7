import path from 'node:path';
import { describeAppContract } from './app-contract.ts';
import { GitApp } from './git-app.ts';

describeAppContract('git', () => new GitApp(), {
  taskDir: path.join(import.meta.dirname, 'test-fixtures', 'git'),
  seeded: async (state) => {
    const log = await state.git!('website', ['log', '--format=%s', 'main']);
    const branches = await state.git!('website', ['branch', '--format=%(refname:short)']);
    return log === 'Add stylesheet\nInitial commit\n' && branches === 'feature/dark-mode\nmain\n';
  },
  read: { tool: 'git__git_log', arguments: { path: 'website', maxCount: 5 }, expect: 'Add stylesheet' },
  change: {
    tool: 'git__git_branch',
    arguments: { path: 'website', mode: 'create', branchName: 'release/1.0' },
  },
  changed: async (state) => (await state.git!('website', ['branch', '--list', 'release/1.0'])).trim() !== '',
});
