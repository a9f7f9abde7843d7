import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Task } from '../../../tasks/index.ts';
import type { App, RunningApp } from '../../app.ts';
import type { MemoryGraph, MemoryState } from './memory-reader.ts';
import { packageServer, seedDir } from '../../app-support.ts';
import type { CellDir } from '../../cell-dir.ts';
import { memoryLines, memoryNoise, readMemoryNoise } from './memory-noise.ts';
import { Random } from '../../noise/random.ts';

/** Reads the memory server's JSON-lines file: one `{type: "entity" | "relation", ...}` per line. */
export function readMemoryGraph(file: string): MemoryGraph {
  return existsSync(file) ? parseMemoryGraph(readFileSync(file, 'utf8')) : { entities: [], relations: [] };
}

/** Parses the text of a memory server's JSON-lines file. */
export function parseMemoryGraph(text: string): MemoryGraph {
  const graph: MemoryGraph = { entities: [], relations: [] };
  for (const line of text.split('\n')) {
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

/** Puts `extra` among `own` at seeded random places, keeping the order within each. */
function interleave(random: Random, own: string[], extra: string[]): string[] {
  const out: string[] = [];
  let [i, j] = [0, 0];
  while (i < own.length || j < extra.length) {
    const takeOwn =
      j >= extra.length ||
      (i < own.length && random.next() * (own.length - i + extra.length - j) < own.length - i);
    out.push(takeOwn ? own[i++]! : extra[j++]!);
  }
  return out;
}

const seeded = new Map<string, string | undefined>();

/**
 * The text a task's memory file starts from: `seed/memory/memory.jsonl` plus, when `seed/memory/noise.yaml`
 * asks for it, generated noise entities and relations spread among the task's own (entities first, as the
 * server writes them). Undefined when the task seeds no graph. Built once per process and seed.
 */
export function seededMemory(task: Task): string | undefined {
  const dir = seedDir(task, 'memory');
  const file = path.join(dir, 'memory.jsonl');
  const own = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const noiseFile = path.join(dir, 'noise.yaml');
  const key = JSON.stringify([task.id, own, existsSync(noiseFile) ? readFileSync(noiseFile, 'utf8') : null]);
  if (seeded.has(key)) return seeded.get(key);
  const spec = readMemoryNoise(dir);
  let text = own;
  if (spec) {
    const lines = (own ?? '').split('\n').filter((line) => line.trim());
    const isEntity = (line: string): boolean => (JSON.parse(line) as { type?: unknown }).type === 'entity';
    const noise = memoryLines(memoryNoise(task.id, spec, parseMemoryGraph(own ?? '')));
    const random = new Random(`${task.id}/memory/order`);
    const entityCount = noise.findIndex((line) => !isEntity(line));
    const split = entityCount < 0 ? noise.length : entityCount;
    text = `${[
      ...interleave(random, lines.filter(isEntity), noise.slice(0, split)),
      ...interleave(
        random,
        lines.filter((line) => !isEntity(line)),
        noise.slice(split),
      ),
    ].join('\n')}\n`;
  }
  seeded.set(key, text);
  return text;
}

/**
 * A knowledge graph (entities, observations, relations) kept in a JSON-lines file, served by
 * `@modelcontextprotocol/server-memory`. Seeded from the task's `seed/memory/memory.jsonl` and the noise of
 * `seed/memory/noise.yaml`.
 */
export class MemoryApp implements App<MemoryState> {
  readonly name = 'memory';

  async start(task: Task, cell: CellDir): Promise<RunningApp<MemoryState>> {
    const file = path.join(cell.subdir('memory'), 'memory.jsonl');
    const seed = seededMemory(task);
    const restore = (): void => {
      if (seed !== undefined) writeFileSync(file, seed);
      else rmSync(file, { force: true });
    };
    restore();
    if (!existsSync(file)) writeFileSync(file, '');
    return {
      name: this.name,
      servers: [
        packageServer('memory', '@modelcontextprotocol/server-memory', {
          cwd: cell.dir,
          env: { MEMORY_FILE_PATH: file },
        }),
      ],
      state: { memory: async () => readMemoryGraph(file) },
      before: { memory: async () => parseMemoryGraph(seed ?? '') },
      reset: async () => {
        restore();
        if (!existsSync(file)) writeFileSync(file, '');
      },
      snapshot: async () => readMemoryGraph(file),
      stop: async () => {},
    };
  }
}
