import { createHash } from 'node:crypto';
import type { ToolSpec } from '../catalog/index.ts';
import { qualifyToolName } from '../catalog/tool-spec.ts';
import { appModules } from '../environments/index.ts';

export interface DistractorChoice {
  tools: ToolSpec[];
  /** Servers among the `count` chosen that were left out because they would pass the tool limit. */
  leftOut: Array<{ server: string; tools: number }>;
}

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
  return pickDistractorsWithin(universe, taskId, taskServers, count, Infinity).tools;
}

/**
 * As pickDistractorTools, but whole servers only while they fit in `room` tools (the provider's tool
 * limit less the task's own and the built-in tools): a server that would pass it is left out, and the
 * next one in the task's order is tried, so the choice stays the same for every model of the run.
 */
export function pickDistractorsWithin(
  universe: readonly ToolSpec[],
  taskId: string,
  taskServers: ReadonlySet<string>,
  count: number,
  room: number,
): DistractorChoice {
  const byServer = new Map<string, ToolSpec[]>();
  for (const tool of universe) {
    if (taskServers.has(tool.server)) continue;
    const list = byServer.get(tool.server) ?? [];
    list.push(tool);
    byServer.set(tool.server, list);
  }
  const rank = (server: string): string => createHash('sha256').update(`${taskId}\0${server}`).digest('hex');
  const ordered = [...byServer.keys()].sort((a, b) => rank(a).localeCompare(rank(b)));
  const tools: ToolSpec[] = [];
  const leftOut: DistractorChoice['leftOut'] = [];
  let chosen = 0;
  for (const server of ordered) {
    if (chosen >= count) break;
    const serverTools = byServer.get(server)!;
    if (tools.length + serverTools.length > room) {
      leftOut.push({ server, tools: serverTools.length });
      continue;
    }
    tools.push(...serverTools);
    chosen += 1;
  }
  return { tools, leftOut };
}

/**
 * The universe without its copies of the task's own tools: an app that serves a universe service's tools
 * under its own name (`universeService`: azure's `azure__X` is the universe's `azure-arm__X`) runs them
 * against the cell, while the universe's copy would call the real service.
 */
export function withoutOwnCopies(universe: readonly ToolSpec[], own: readonly ToolSpec[]): ToolSpec[] {
  const services = new Map(appModules().map((module) => [module.name, module.universeService]));
  const copies = new Set<string>();
  for (const tool of own) {
    const service = services.get(tool.server);
    if (service) copies.add(qualifyToolName(service, tool.toolName));
  }
  return copies.size === 0 ? [...universe] : universe.filter((tool) => !copies.has(tool.name));
}
