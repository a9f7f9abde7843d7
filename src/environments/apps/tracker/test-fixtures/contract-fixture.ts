import path from 'node:path';
import type { AppContractFixture } from '../../../app-contract-fixture.ts';

/** The tracker app's contract: a seed, a read and a change through its MCP server, and how checks see them. */
export const contractFixture: AppContractFixture = {
  taskDir: path.join(import.meta.dirname, 'tracker'),
  seeded: async (state) => {
    const tasks = await state.tracker!.tasks();
    return tasks.length === 1 && tasks[0]!.status === 'To Do' && tasks[0]!.description.includes('2026-12-01');
  },
  read: { tool: 'tracker__task_view', arguments: { id: 'TASK-1' }, expect: 'Renew SSL certificate' },
  change: { tool: 'tracker__task_edit', arguments: { id: 'TASK-1', status: 'Done', assignee: ['@priya'] } },
  changed: async (state) => (await state.tracker!.tasks())[0]?.status === 'Done',
  // backlog.md caches the board: after a reset restored the files, archiving failed until it restarted.
  afterReset: [
    { tool: 'tracker__task_create', arguments: { title: 'Rotate the API keys' } },
    { tool: 'tracker__task_archive', arguments: { id: 'TASK-2' } },
  ],
};
