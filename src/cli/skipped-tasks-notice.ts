import { type AppAvailability, appAvailabilities } from '../environments/index.ts';
import type { CellOutcome } from '../store/index.ts';
import type { AppName, Task } from '../tasks/index.ts';

/**
 * One notice, before a run starts, naming the tasks whose apps cannot run here and the command that
 * enables them; undefined when every task can run. Their cells are still stored, as `skipped` errors.
 */
export function skippedTasksNotice(
  tasks: readonly Pick<Task, 'id' | 'apps'>[],
  availabilities: Array<{ name: AppName } & AppAvailability> = appAvailabilities(),
): string | undefined {
  const unavailable = new Map(
    availabilities
      .filter((app) => !app.available)
      .map((app) => [app.name, app.reason ?? 'not installed'] as const),
  );
  const unique = [...new Map(tasks.map((task) => [task.id, task])).values()];
  const skipped = unique.filter((task) => task.apps.some((app) => unavailable.has(app)));
  if (skipped.length === 0) return undefined;
  const apps = [...new Set(skipped.flatMap((task) => task.apps.filter((app) => unavailable.has(app))))];
  const reasons = apps.map((app) => `${app}: ${unavailable.get(app)}`).join('; ');
  return (
    `${skipped.length} of ${unique.length} tasks will be skipped: apps not available here (${reasons}).\n` +
    `Enable them with: ${setupCommand(apps)}\n`
  );
}

function setupCommand(apps: AppName[]): string {
  return `npx mcp-arena setup --apps ${apps.join(',')}`;
}

/** Whether a stored cell was skipped (an app not available here), which the notice already covered. */
export function isSkipped(cell: { outcome: CellOutcome }): boolean {
  return cell.outcome === 'skipped';
}
