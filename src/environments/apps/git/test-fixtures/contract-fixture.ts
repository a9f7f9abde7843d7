import path from 'node:path';
import type { AppContractFixture } from '../../../app-contract-fixture.ts';

/** The git app's contract: a seed, a read and a change through its MCP server, and how checks see them. */
export const contractFixture: AppContractFixture = {
  taskDir: path.join(import.meta.dirname, 'git'),
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
  // The server keeps a session working directory: after a reset, a call without a path must fail as on a fresh start.
  beforeReset: [{ tool: 'git__git_set_working_dir', arguments: { path: 'website' } }],
  afterReset: [{ tool: 'git__git_status', arguments: {}, fails: true }],
};
