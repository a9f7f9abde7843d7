import { existsSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ArenaError } from '../errors.ts';
import { APP_NAME_PATTERN, type AppName, declareAppNames } from '../tasks/index.ts';
import { type App, type AppAvailability, availabilityOf, type EnvironmentOptions } from './app.ts';
import type { AppModule } from './app-module.ts';
import { BUILTIN_APPS } from './apps/builtin-apps.ts';

const modules = new Map<string, AppModule>(BUILTIN_APPS.map((module) => [module.name, module]));

/**
 * Every app a task can name, by name: the built-in apps, then the folders registered. A test may replace
 * one (`vi.spyOn(APPS, 'memory')`): `createApp` goes through it.
 */
export const APPS: Record<AppName, (options?: EnvironmentOptions) => App> = Object.fromEntries(
  BUILTIN_APPS.map((module) => [module.name, (options?: EnvironmentOptions) => module.create(options)]),
);
declareAppNames(modules.keys());

/** The app modules, built-in first and then registered, in order. */
export function appModules(): AppModule[] {
  return [...modules.values()];
}

/** The names of every app, in the order of appModules(). */
export function appNames(): string[] {
  return [...modules.keys()];
}

/** The module of one app; throws naming the apps there are when it is not one of them. */
export function appModule(name: AppName): AppModule {
  const module = modules.get(name);
  if (module === undefined) throw unknownApp(name);
  return module;
}

function unknownApp(name: string): ArenaError {
  return new ArenaError(
    'APP_UNKNOWN',
    `there is no app "${name}": use one of ${appNames().join(', ')}, or register the folder of yours ` +
      `(${APPS_VARIABLE}=<folder>)`,
  );
}

export function createApp(name: AppName, options: EnvironmentOptions = {}): App {
  const create = APPS[name];
  if (create === undefined) throw unknownApp(name);
  return create(options);
}

/** A folder path list (`:`-separated, `;` on Windows) of app folders every command registers when it loads. */
export const APPS_VARIABLE = 'MCP_ARENA_APPS';

/** The file of an app folder that declares it: its default export is an AppModule (`defineApp`). */
const MODULE_FILES = ['app.ts', 'app.mts', 'app.js', 'app.mjs'];

/**
 * Registers the app declared by a folder (its `app.ts`, default export `defineApp({...})`), so that tasks
 * may name it in `apps:` and cells start it like a built-in app. Registering the same folder again is a
 * no-op; another app of the same name is an error.
 */
export async function registerAppFolder(folder: string): Promise<AppModule> {
  const dir = path.resolve(folder);
  const file = MODULE_FILES.map((name) => path.join(dir, name)).find((candidate) => existsSync(candidate));
  if (file === undefined) {
    throw new ArenaError(
      'APP_UNKNOWN',
      `app folder ${folder} has no ${MODULE_FILES.join(' / ')}: write app.ts with export default defineApp({...})`,
    );
  }
  const loaded = (await tsImport(file, import.meta.url)) as { default?: unknown };
  const module = unwrapDefault(loaded.default) as AppModule | undefined;
  if (
    typeof module !== 'object' ||
    module === null ||
    typeof module.name !== 'string' ||
    typeof module.create !== 'function'
  ) {
    throw new ArenaError(
      'APP_UNKNOWN',
      `${file}: the default export must be defineApp({ name, create, seed, ... })`,
    );
  }
  if (!APP_NAME_PATTERN.test(module.name)) {
    throw new ArenaError(
      'APP_UNKNOWN',
      `${file}: app name "${module.name}" must be lowercase letters, digits and dashes`,
    );
  }
  const existing = modules.get(module.name);
  if (existing !== undefined && existing !== module && registeredFrom.get(module.name) !== dir) {
    throw new ArenaError('APP_UNKNOWN', `${file}: there is already an app "${module.name}"`);
  }
  modules.set(module.name, module);
  registeredFrom.set(module.name, dir);
  APPS[module.name] = (options) => module.create(options);
  declareAppNames([module.name]);
  return module;
}

const registeredFrom = new Map<string, string>();

/** A module compiled to CommonJS (outside an ES module package) nests the default export once more. */
function unwrapDefault(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && 'default' in value && !('create' in value))
    return (value as { default: unknown }).default;
  return value;
}

/** Registers every folder of MCP_ARENA_APPS. */
export async function registerAppFoldersFromEnvironment(
  value: string | undefined = process.env[APPS_VARIABLE],
): Promise<void> {
  for (const folder of (value ?? '').split(path.delimiter).filter(Boolean)) await registerAppFolder(folder);
}

/**
 * Availability on this machine of the given apps (default: every app), in the order of the registry. Some
 * probes start programs (the sandbox's tries bubblewrap and Python): a run asks only about its tasks' apps.
 */
export function appAvailabilities(
  names: readonly AppName[] = appNames(),
  options: EnvironmentOptions = {},
): Array<{ name: AppName } & AppAvailability> {
  return appNames()
    .filter((name) => names.includes(name))
    .map((name) => ({ name, ...availabilityOf(createApp(name, options)) }));
}

await registerAppFoldersFromEnvironment();
