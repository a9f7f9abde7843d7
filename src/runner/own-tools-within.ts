import { type ToolSpec, toolGroup } from '../catalog/index.ts';

export interface OwnToolsChoice {
  tools: ToolSpec[];
  /** The groups of the task's apps' tools left out, by name (`azure Microsoft.Sql`), with their tool counts. */
  leftOut: Array<{ name: string; tools: number }>;
}

/**
 * The tools of a task's apps offered in `servers` mode within `room` (a provider's tool limit less the
 * built-in tools). All of them when they fit. Otherwise the groups that hold a tool the task lists are kept
 * whole (a group is what its server published, an ARM resource provider for the azure app; a server that
 * publishes none is one group), and every other group is left out and named. Should the kept groups still
 * pass the limit, the task's listed tools come first and the groups' others follow in order up to it.
 */
export function ownToolsWithin(
  tools: readonly ToolSpec[],
  taskTools: readonly string[],
  room: number,
): OwnToolsChoice {
  if (tools.length <= room) return { tools: [...tools], leftOut: [] };
  const groupOf = (tool: ToolSpec): string => `${tool.server} ${toolGroup(tool) ?? ''}`.trim();
  const listed = new Set(taskTools);
  const keptGroups = new Set(tools.filter((tool) => listed.has(tool.name)).map(groupOf));
  const inKept = tools.filter((tool) => keptGroups.has(groupOf(tool)));
  const kept = [
    ...inKept.filter((tool) => listed.has(tool.name)),
    ...inKept.filter((tool) => !listed.has(tool.name)),
  ].slice(0, Math.max(0, room));
  const counts = new Map<string, number>();
  const keptNames = new Set(kept.map((tool) => tool.name));
  for (const tool of tools)
    if (!keptNames.has(tool.name)) counts.set(groupOf(tool), (counts.get(groupOf(tool)) ?? 0) + 1);
  return {
    tools: tools.filter((tool) => keptNames.has(tool.name)),
    leftOut: [...counts].map(([name, count]) => ({ name, tools: count })),
  };
}
