import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Task } from '../../tasks/index.ts';
import { listTree } from '../app-support.ts';

let source: string | undefined;

/**
 * The noise generators' source: a changed generator or noise data file builds new folders. Every app's
 * folder (apps/<app>/: its generators and their .json data) and the shared noise helpers (noise/), as they run:
 * .ts from the sources, .js when built into dist/.
 */
export function sourceHash(): string {
  if (source) return source;
  const hash = createHash('sha256');
  const extension = path.extname(import.meta.filename);
  const apps = path.join(path.dirname(import.meta.dirname), 'apps');
  const folders = [
    import.meta.dirname,
    ...readdirSync(apps, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(apps, entry.name))
      .sort(),
  ];
  for (const folder of folders)
    for (const file of readdirSync(folder)
      .filter(
        (name) => (name.endsWith(extension) || name.endsWith('.json')) && !name.endsWith(`.test${extension}`),
      )
      .sort())
      hash.update(file).update(readFileSync(path.join(folder, file)));
  source = hash.digest('hex');
  return source;
}

/** What a seed folder with generated noise is built from. */
export interface SeedFolderRecipe {
  /** The folder under the temporary directory that holds this kind of seed (`mcp-arena-workspaces`). */
  area: string;
  task: Task;
  /** The task's noise spec, as read from its noise.yaml. */
  spec: unknown;
  /** The task's own seed files, copied first (may not exist). */
  from: string;
  /** Writes the noise into the copy; `own` lists the task's own files (relative paths, sorted). */
  addNoise: (dir: string, own: string[]) => void;
}

const built = new Map<string, string>();

/**
 * A task's seed folder plus its generated noise, built once per machine: a folder under the temporary
 * directory keyed by the task's own files, the noise spec and the noise generators' source, so cells copy
 * it like any seed and checks compare against it as the seed. Another process building the same folder at
 * the same time is harmless: the first rename wins.
 */
export function seedFolderWithNoise(recipe: SeedFolderRecipe): string {
  const { area, task, spec, from } = recipe;
  const own = listTree(from);
  const key = createHash('sha256').update(task.id).update(JSON.stringify(spec)).update(sourceHash());
  for (const file of own) {
    const stat = statSync(path.join(from, file));
    key.update(`${file}\0${stat.size}\0${stat.mtimeMs}\0`);
  }
  const dir = path.join(os.tmpdir(), area, `${task.id}-${key.digest('hex').slice(0, 16)}`);
  const builtKey = `${area}\0${task.dir}`;
  if (built.get(builtKey) === dir || existsSync(dir)) {
    built.set(builtKey, dir);
    return dir;
  }
  const partial = `${dir}.${process.pid}.tmp`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  if (existsSync(from)) cpSync(from, partial, { recursive: true });
  recipe.addNoise(partial, own);
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another process built the same folder first: use theirs.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  built.set(builtKey, dir);
  return dir;
}

/** Writes a generated file at a relative path inside `dir`, making its folders. */
export function writeNoiseFile(dir: string, file: string, content: Buffer | string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
}
