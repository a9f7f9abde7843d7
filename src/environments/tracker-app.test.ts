import path from 'node:path';
import { describeAppContract } from './app-contract.ts';
import { TrackerApp } from './tracker-app.ts';

describeAppContract('tracker', () => new TrackerApp(), {
  taskDir: path.join(import.meta.dirname, 'test-fixtures', 'tracker'),
  seeded: async (state) => {
    const tasks = await state.tracker!.tasks();
    return tasks.length === 1 && tasks[0]!.status === 'To Do' && tasks[0]!.description.includes('2026-12-01');
  },
  read: { tool: 'tracker__task_view', arguments: { id: 'TASK-1' }, expect: 'Renew SSL certificate' },
  change: { tool: 'tracker__task_edit', arguments: { id: 'TASK-1', status: 'Done', assignee: ['@priya'] } },
  changed: async (state) => (await state.tracker!.tasks())[0]?.status === 'Done',
});
