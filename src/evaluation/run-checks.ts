import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { z } from 'zod';
import { type AppState, appModules, listTree } from '../environments/index.ts';
import { type ScenarioTime, timeAt } from '../tasks/index.ts';
import type { AppReaders, CheckContext, CheckFunction, Checkpoint } from './checkpoint.ts';
import { resolveOwnPackageEverywhere } from './check-imports.ts';

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
  /** The conversation with the task's user, when it has one. */
  conversation?: CheckContext['conversation'];
  /** Read access to the apps as seeded, captured before the agent ran (checks' `before`). */
  before?: AppState;
  /** When the scenario takes place (the task's `now`); the machine's clock for a task that declares none. */
  time?: ScenarioTime;
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
    resolveOwnPackageEverywhere();
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

/** A before-state reader that was not captured (a caller that gives no `before`, or an app without one). */
function notCaptured(app: string): never {
  throw new Error(`the ${app} app's state before the agent ran was not captured for this check`);
}

/**
 * The app readers over some app state, with readers that explain themselves for what is missing: every app
 * of the registry that declares its absent state (`absentState`) gets its readers, present or not.
 */
function appReaders(apps: AppState, missing: (app: string) => never): AppReaders {
  const readers: Record<string, unknown> = {};
  for (const module of appModules()) {
    const absent = module.absentState?.(() => missing(module.name)) ?? {};
    for (const [field, stub] of Object.entries(absent)) readers[field] = apps[field] ?? stub;
  }
  return readers as AppReaders;
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
  // A task that does not use an app has no before-state for it either: say that, not "not captured".
  const beforeMissing = (app: string): never =>
    (apps as Record<string, unknown>)[app] === undefined ? absent(app) : notCaptured(app);
  const time = state.time ?? timeAt(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  return {
    workspace: state.workspace,
    answer: state.answer,
    now: time.at,
    today: time.today,
    timeZone: time.timeZone,
    readText: (relativePath) => read(state.workspace, relativePath),
    readSeed: (relativePath) => read(state.seed, relativePath),
    toolCalls: state.toolCalls ?? [],
    conversation: state.conversation ?? [],
    listFiles: () => listTree(state.workspace),
    ...appReaders(apps, absent),
    before: {
      workspace: state.seed,
      readText: (relativePath) => read(state.seed, relativePath),
      listFiles: () => listTree(state.seed),
      ...appReaders(state.before ?? {}, beforeMissing),
    },
  };
}
