import { type AppAvailability, appAvailabilities, libfaketime } from '../environments/index.ts';
import type { CellOutcome } from '../store/index.ts';
import type { AppName, Task } from '../tasks/index.ts';

/**
 * One notice, before a run starts, naming the tasks whose apps cannot run here and the command that
 * enables them; undefined when every task can run. Their cells are still stored, as `skipped` errors.
 */
export function skippedTasksNotice(
  tasks: readonly Pick<Task, 'id' | 'apps' | 'now'>[],
  availabilities: Array<{ name: AppName } & AppAvailability> = appAvailabilities(
    tasks.flatMap((task) => task.apps),
  ),
  clockAvailable = libfaketime() !== undefined,
): string | undefined {
  const unavailable = new Map(
    availabilities
      .filter((app) => !app.available)
      .map((app) => [app.name, app.reason ?? 'not installed'] as const),
  );
  const unique = [...new Map(tasks.map((task) => [task.id, task])).values()];
  const clockless = (task: Pick<Task, 'now'>): boolean => task.now !== undefined && !clockAvailable;
  const skipped = unique.filter((task) => task.apps.some((app) => unavailable.has(app)) || clockless(task));
  if (skipped.length === 0) return undefined;
  const apps = [...new Set(skipped.flatMap((task) => task.apps.filter((app) => unavailable.has(app))))];
  const reasons = apps.map((app) => `${app}: ${unavailable.get(app)}`);
  if (skipped.some(clockless))
    reasons.push('the scenario clock of tasks that declare `now`: libfaketime is not installed');
  return (
    `${skipped.length} of ${unique.length} tasks will be skipped: apps not available here (${reasons.join('; ')}).\n` +
    `Enable them with: ${setupCommand(apps)}\n`
  );
}

function setupCommand(apps: AppName[]): string {
  return apps.length > 0 ? `npx mcp-arena setup --apps ${apps.join(',')}` : 'npx mcp-arena setup';
}

/** Whether a stored cell was skipped (an app not available here), which the notice already covered. */
export function isSkipped(cell: { outcome: CellOutcome }): boolean {
  return cell.outcome === 'skipped';
}
