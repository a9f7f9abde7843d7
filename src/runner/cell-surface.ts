import {
  PolicySurface,
  RUN_POLICY,
  type ToolResult,
  type ToolSpec,
  type ToolSurface,
} from '../catalog/index.ts';
import type { Environment, ToolMode } from '../environments/index.ts';
import { contentToText } from '../environments/index.ts';
import { RetrievalSurface, type ToolUniverse, universeSource } from '../gateway/index.ts';
import type { Task } from '../tasks/index.ts';
import { BUILTIN_TOOLS } from '../agent/index.ts';
import { DEFAULT_RETRIEVER } from '../retrieval/index.ts';
import { pickDistractorsWithin, withoutOwnCopies } from './distractors.ts';
import { ownToolsWithin } from './own-tools-within.ts';
import type { RunSettings } from './cell-plan.ts';

/**
 * The tools the agent sees in a cell: the task's oracle tools; every tool of its apps plus distractor
 * servers; or (retrieval) only the gateway's find_tools / call_tool over those tools and the run's
 * whole distractor universe. Every call passes the run's safety policy (default: run, and flag
 * destructive calls).
 */
export async function createCellSurface(
  environment: Environment,
  mode: ToolMode,
  task: Task,
  settings: RunSettings,
): Promise<ToolSurface> {
  return new PolicySurface(
    await surfaceForMode(environment, mode, task, settings),
    settings.policy ?? RUN_POLICY,
  );
}

async function surfaceForMode(
  environment: Environment,
  mode: ToolMode,
  task: Task,
  settings: RunSettings,
): Promise<ToolSurface> {
  if (mode === 'oracle') return environment.toolSurface('oracle', task, settings.callTimeMs);
  const apps = environment.toolSurface('servers', task, settings.callTimeMs);
  const universe = settings.universe;
  if (mode === 'servers') {
    const limit = settings.maxTools ?? Infinity;
    const fitted = ownToolsWithin(apps.tools, task.tools, limit - BUILTIN_TOOLS.length);
    if (fitted.leftOut.length > 0) settings.onToolsLeftOut?.(task.id, fitted.leftOut, limit);
    const own = fitted.leftOut.length > 0 ? new ToolSubset(apps, fitted.tools) : apps;
    const count = settings.distractors ?? 0;
    if (!universe || count === 0) return own;
    const servers = new Set(own.tools.map((tool) => tool.server));
    const room = limit - own.tools.length - BUILTIN_TOOLS.length;
    const choice = pickDistractorsWithin(universe.tools, task.id, servers, count, room);
    if (choice.leftOut.length > 0)
      settings.onToolsLeftOut?.(
        task.id,
        choice.leftOut.map((entry) => ({ name: `distractor server ${entry.server}`, tools: entry.tools })),
        limit,
      );
    return new SurfaceWithDistractors(own, universe, choice.tools);
  }
  return RetrievalSurface.create(apps, {
    retriever: settings.retrieval?.retriever ?? DEFAULT_RETRIEVER,
    ...(settings.retrieval?.style ? { style: settings.retrieval.style } : {}),
    extra: universe ? [universeSource(universe, withoutOwnCopies(universe.tools, apps.tools))] : [],
  });
}

/** Some of a surface's tools: a call to one left out is answered as a call to a tool that does not exist. */
class ToolSubset implements ToolSurface {
  readonly tools: ToolSpec[];
  private readonly names: Set<string>;

  constructor(
    private readonly all: ToolSurface,
    tools: ToolSpec[],
  ) {
    this.tools = tools;
    this.names = new Set(tools.map((tool) => tool.name));
  }

  call(name: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<ToolResult> {
    if (!this.names.has(name))
      return Promise.resolve({ content: `Error: no tool named "${name}" is available.`, isError: true });
    return this.all.call(name, args, signal);
  }
}

/** The task's own tools with distractor servers' tools beside them, called through the universe. */
class SurfaceWithDistractors implements ToolSurface {
  readonly tools: ToolSpec[];
  private readonly own: ToolSurface;
  private readonly universe: ToolUniverse;
  private readonly ownNames: Set<string>;

  constructor(own: ToolSurface, universe: ToolUniverse, distractors: ToolSpec[]) {
    this.own = own;
    this.universe = universe;
    this.ownNames = new Set(own.tools.map((tool) => tool.name));
    this.tools = [...own.tools, ...distractors.filter((tool) => !this.ownNames.has(tool.name))];
  }

  async call(name: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<ToolResult> {
    if (this.ownNames.has(name)) return this.own.call(name, args, signal);
    const result = await this.universe.call(name, args, signal);
    return { content: contentToText(result.content), isError: result.isError === true };
  }
}
