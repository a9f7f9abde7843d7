import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Task } from '../tasks/index.ts';
import type { App, AppAvailability, RunningApp } from './app.ts';
import type { MemoryGraph } from './app-state.ts';
import { packageBin, seedDir } from './app-support.ts';
import type { CellDir } from './cell-dir.ts';

/** Reads the memory server's JSON-lines file: one `{type: "entity" | "relation", ...}` per line. */
export function readMemoryGraph(file: string): MemoryGraph {
  const graph: MemoryGraph = { entities: [], relations: [] };
  if (!existsSync(file)) return graph;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const item = JSON.parse(line) as Record<string, unknown>;
    if (item.type === 'entity') {
      graph.entities.push({
        name: String(item.name),
        entityType: String(item.entityType),
        observations: (item.observations as string[] | undefined) ?? [],
      });
    } else if (item.type === 'relation') {
      graph.relations.push({
        from: String(item.from),
        to: String(item.to),
        relationType: String(item.relationType),
      });
    }
  }
  return graph;
}

/**
 * A knowledge graph (entities, observations, relations) kept in a JSON-lines file, served by
 * `@modelcontextprotocol/server-memory`. Seeded from the task's `seed/memory/memory.jsonl`.
 */
export class MemoryApp implements App {
  readonly name = 'memory';

  availability(): AppAvailability {
    return { available: true };
  }

  async start(task: Task, cell: CellDir): Promise<RunningApp> {
    const file = path.join(cell.subdir('memory'), 'memory.jsonl');
    const seed = path.join(seedDir(task, 'memory'), 'memory.jsonl');
    const restore = (): void => {
      if (existsSync(seed)) copyFileSync(seed, file);
      else rmSync(file, { force: true });
    };
    restore();
    if (!existsSync(file)) writeFileSync(file, '');
    return {
      name: this.name,
      servers: [
        {
          name: 'memory',
          command: process.execPath,
          args: [packageBin('@modelcontextprotocol/server-memory')],
          cwd: cell.dir,
          env: { MEMORY_FILE_PATH: file },
        },
      ],
      state: { memory: async () => readMemoryGraph(file) },
      before: { memory: async () => readMemoryGraph(seed) },
      reset: async () => {
        restore();
        if (!existsSync(file)) writeFileSync(file, '');
      },
      snapshot: async () => readMemoryGraph(file),
      stop: async () => {},
    };
  }
}
