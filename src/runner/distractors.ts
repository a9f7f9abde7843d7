import { createHash } from 'node:crypto';
import type { ToolSpec } from '../catalog/index.ts';

/**
 * The servers added to a task's own as distractors: `count` servers of the universe, chosen by a hash of
 * the task id so every model and repeat of a task faces the same ones, and never a server the task uses.
 */
export function pickDistractorTools(
  universe: readonly ToolSpec[],
  taskId: string,
  taskServers: ReadonlySet<string>,
  count: number,
): ToolSpec[] {
  const byServer = new Map<string, ToolSpec[]>();
  for (const tool of universe) {
    if (taskServers.has(tool.server)) continue;
    const list = byServer.get(tool.server) ?? [];
    list.push(tool);
    byServer.set(tool.server, list);
  }
  const rank = (server: string): string => createHash('sha256').update(`${taskId}\0${server}`).digest('hex');
  const chosen = [...byServer.keys()].sort((a, b) => rank(a).localeCompare(rank(b))).slice(0, count);
  return chosen.flatMap((server) => byServer.get(server)!);
}
