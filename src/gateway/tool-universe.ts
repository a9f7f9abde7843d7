import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ToolSpec } from '../catalog/index.ts';
import { ArenaError } from '../errors.ts';
import type { ToolSource } from './tool-source.ts';

/** Every tool the gateway knows, by its universe-wide name, with the source that calls it. */
export class ToolUniverse {
  readonly tools: ToolSpec[] = [];
  private readonly owners = new Map<string, { tool: ToolSpec; source: ToolSource }>();
  private readonly sources: ToolSource[];

  constructor(sources: ToolSource[]) {
    this.sources = sources;
    for (const source of sources) {
      for (const tool of source.tools) {
        const clash = this.owners.get(tool.name);
        if (clash) {
          throw new ArenaError(
            'USAGE',
            `tool ${tool.name} is offered by both ${clash.source.label} and ${source.label}; give the servers different names`,
          );
        }
        this.owners.set(tool.name, { tool, source });
        this.tools.push(tool);
      }
    }
  }

  get(name: string): ToolSpec | undefined {
    return this.owners.get(name)?.tool;
  }

  /** Forwards a call to the tool's source; the caller has checked the name and the arguments. */
  call(name: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<CallToolResult> {
    const owner = this.owners.get(name);
    if (!owner) throw new ArenaError('USAGE', `no tool ${name} in the universe`);
    return owner.source.call(owner.tool, args, signal);
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.sources.map((source) => source.close()));
  }
}

/** A whole universe as one source, e.g. a run's distractors added to each cell's own tools. */
export function universeSource(universe: ToolUniverse, tools: ToolSpec[] = universe.tools): ToolSource {
  return {
    label: 'the distractor universe',
    tools,
    call: (tool, args, signal) => universe.call(tool.name, args, signal),
    // The run owns the universe and closes it once, after every cell.
    close: async () => {},
  };
}
