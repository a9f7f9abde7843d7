import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { z } from 'zod';
import type { AppState } from '../environments/index.ts';
import type { CheckContext, CheckFunction, Checkpoint } from './checkpoint.ts';

const checkpointInput = z.strictObject({
  name: z.string().min(1),
  passed: z.boolean(),
  points: z.number().nonnegative().default(1),
  required: z.boolean().default(true),
  detail: z.string().default(''),
});

export interface FinalState {
  workspace: string;
  /** The task's seed folder, to compare what should not have changed. */
  seed: string;
  answer: string;
  /** Read access to the cell's apps (sql, git, mail, ...), when the task has them. */
  apps?: AppState;
  /** The agent's tool calls, in order. */
  toolCalls?: CheckContext['toolCalls'];
}

/**
 * Runs a task's check module against the final state. A check that throws or returns a malformed
 * value yields one failed checkpoint saying so: the run is still judged, and the reason is visible.
 */
export async function runChecks(checkPath: string, state: FinalState): Promise<Checkpoint[]> {
  try {
    const check = defaultExport(await loadCheckModule(checkPath));
    if (typeof check !== 'function') return [crashed(`${checkPath} has no default export function`)];
    const returned = await (check as CheckFunction)(createCheckContext(state));
    const parsed = z.array(checkpointInput).min(1).safeParse(returned);
    if (!parsed.success)
      return [crashed(`${checkPath} returned malformed checkpoints: ${parsed.error.message}`)];
    return parsed.data;
  } catch (error) {
    return [crashed(`check threw: ${(error as Error).message}`)];
  }
}

/**
 * Check modules by path, loaded once per process: compiling one with tsImport costs a second or more of
 * CPU, which a run would otherwise pay for every cell (checks are functions of the state they are given).
 */
const checkModules = new Map<string, Promise<{ default?: unknown }>>();

function loadCheckModule(checkPath: string): Promise<{ default?: unknown }> {
  let loaded = checkModules.get(checkPath);
  if (!loaded) {
    // tsImport loads TypeScript wherever the task lives (also outside this package) as ES modules.
    loaded = tsImport(checkPath, import.meta.url) as Promise<{ default?: unknown }>;
    loaded.catch(() => checkModules.delete(checkPath));
    checkModules.set(checkPath, loaded);
  }
  return loaded;
}

/** Outside an ESM package tsx compiles a check to CommonJS, which nests the default export once more. */
function defaultExport(module: { default?: unknown }): unknown {
  const value = module.default;
  if (typeof value === 'object' && value !== null && 'default' in value) return value.default;
  return value;
}

function crashed(detail: string): Checkpoint {
  return { name: 'check', points: 1, passed: false, required: true, detail };
}

/** A reader for an app the task does not use: any call fails with a message naming the app. */
function absent(app: string): never {
  throw new Error(`this task does not use the ${app} app; add ${app} to the task's apps`);
}

export function createCheckContext(state: FinalState): CheckContext {
  const apps = state.apps ?? {};
  const inside = (root: string, relativePath: string): string => {
    const absolute = path.resolve(root, relativePath);
    if (path.relative(root, absolute).startsWith('..'))
      throw new Error(`${relativePath} is outside the workspace`);
    return absolute;
  };
  const read = (root: string, relativePath: string): string | undefined => {
    const file = inside(root, relativePath);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  return {
    workspace: state.workspace,
    answer: state.answer,
    readText: (relativePath) => read(state.workspace, relativePath),
    readSeed: (relativePath) => read(state.seed, relativePath),
    toolCalls: state.toolCalls ?? [],
    listFiles: () =>
      (readdirSync(state.workspace, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(state.workspace, path.join(entry.parentPath, entry.name)))
        .sort(),
    sql: apps.sql ?? (() => absent('sql')),
    git: apps.git ?? (() => absent('git')),
    mail: apps.mail ?? {
      folders: () => absent('mail'),
      list: () => absent('mail'),
      sent: () => absent('mail'),
    },
    calendar: apps.calendar ?? { calendars: () => absent('calendar'), events: () => absent('calendar') },
    memory: apps.memory ?? (() => absent('memory')),
    spreadsheet: apps.spreadsheet ?? {
      files: () => absent('spreadsheet'),
      sheets: () => absent('spreadsheet'),
      rows: () => absent('spreadsheet'),
      cells: () => absent('spreadsheet'),
      cell: () => absent('spreadsheet'),
    },
    tracker: apps.tracker ?? { tasks: () => absent('tracker') },
  };
}
