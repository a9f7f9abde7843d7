import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const tasks = await context.tracker.tasks();
  const byId = new Map(tasks.map((task) => [task.id.toUpperCase(), task]));
  const status = (id: string): string => byId.get(id)?.status ?? 'missing';
  const alerts = tasks.filter(
    (task) =>
      !['TASK-1', 'TASK-2', 'TASK-3', 'TASK-4'].includes(task.id.toUpperCase()) &&
      /alert|5xx/i.test(task.title),
  );
  const alert = alerts[0];
  // Leaving things alone earns points only once the agent changed something.
  const acted = status('TASK-2') !== 'In Progress' || status('TASK-3') !== 'To Do' || alerts.length > 0;
  return [
    {
      name: 'finished items closed',
      points: 2,
      passed: status('TASK-2') === 'Done' && status('TASK-3') === 'Done',
      detail: `TASK-2 ${status('TASK-2')}, TASK-3 ${status('TASK-3')}`,
    },
    { name: 'load test still open', passed: acted && status('TASK-4') === 'To Do', detail: status('TASK-4') },
    {
      name: 'ticket for the 5xx alert',
      points: 2,
      passed: alerts.length === 1,
      detail: `${alerts.length} found`,
    },
    {
      name: 'alert ticket open and owned by Lee',
      passed:
        alert !== undefined && alert.status !== 'Done' && alert.assignee.some((name) => /lee/i.test(name)),
      detail: alert ? `${alert.status}, ${alert.assignee.join(', ')}` : '',
    },
    {
      name: 'unrelated ticket untouched',
      passed:
        acted &&
        status('TASK-1') === 'To Do' &&
        byId.get('TASK-1')?.assignee.join() === '@sam' &&
        tasks.length === 5,
      detail: `${tasks.length} tickets`,
    },
  ];
}
