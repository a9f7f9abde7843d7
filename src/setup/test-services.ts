import { spawn } from 'node:child_process';
import { existsSync, openSync, closeSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { appModules } from '../environments/index.ts';
import type { AppName } from '../tasks/index.ts';

/** An npm package kept out of the project's `npm ci`, with the apps that need it and what installing it takes. */
export interface NpmService {
  folder: string;
  apps: AppName[];
  /** What it is, for the line that says a step is starting. */
  what: string;
  /** How long `npm ci` of it took on a 2-core machine (measured), so a long step is not taken for a hang. */
  about: string;
}

export const NPM_SERVICES: readonly NpmService[] = [
  // The apps' own (declared in their folders: src/environments/apps/<app>/index.ts).
  ...appModules().flatMap((module) =>
    (module.install?.npm ?? []).map((service) => ({ ...service, apps: [module.name] })),
  ),
  {
    folder: 'test/services/inspector',
    apps: [],
    what: 'the MCP Inspector for the tests',
    about: 'about a minute',
  },
];

/** Every one of them: what the tests need (`setup --dev`). */
export const TEST_SERVICES = NPM_SERVICES.map((service) => service.folder);

/** Set to another checkout root to look for the npm services there (tests). */
export const SETUP_ROOT_VARIABLE = 'MCP_ARENA_SETUP_ROOT';

/**
 * Whether a package folder's install is current: npm writes `node_modules/.package-lock.json` on every
 * install, so one newer than `package-lock.json` means `npm ci` would change nothing.
 */
export function isInstalled(folder: string): boolean {
  const hidden = path.join(folder, 'node_modules', '.package-lock.json');
  const lock = path.join(folder, 'package-lock.json');
  return existsSync(hidden) && statSync(hidden).mtimeMs >= statSync(lock).mtimeMs;
}

/** Folders of the test services under the checkout that still need `npm ci`. */
export function staleTestServices(root: string): string[] {
  return staleServices(root, TEST_SERVICES);
}

/** Folders of the npm services the given apps need (every app when none are named) that still need `npm ci`. */
export function staleAppServices(root: string, apps: readonly AppName[] | undefined): string[] {
  const needed = NPM_SERVICES.filter(
    (service) =>
      service.apps.length > 0 && (apps === undefined || service.apps.some((app) => apps.includes(app))),
  );
  return staleServices(
    root,
    needed.map((service) => service.folder),
  );
}

function staleServices(root: string, folders: readonly string[]): string[] {
  return folders
    .map((folder) => path.join(root, folder))
    .filter((folder) => existsSync(path.join(folder, 'package.json')) && !isInstalled(folder));
}

/** Set to a number of milliseconds between the "still installing" lines (tests); default 30 s. */
export const HEARTBEAT_VARIABLE = 'MCP_ARENA_SETUP_HEARTBEAT_MS';

/** The service a folder holds (its folder relative to the checkout). */
export function serviceOf(root: string, folder: string): NpmService | undefined {
  return NPM_SERVICES.find((service) => path.join(root, service.folder) === folder);
}

/**
 * `npm ci` of one service folder, its output kept in `npm-ci.log` there (npm's peer-dependency warnings
 * would bury everything else), with a line every 30 s while it runs. On failure the log's last lines are
 * shown with its path. Returns whether it succeeded.
 */
export async function installService(
  folder: string,
  label: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  const log = path.join(folder, 'npm-ci.log');
  const output = openSync(log, 'w');
  const started = Date.now();
  const every = Number(env[HEARTBEAT_VARIABLE] ?? 30_000);
  const heartbeat = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    process.stderr.write(
      `setup: still installing ${label} (${formatElapsed(seconds)} so far; npm's output: ${log})\n`,
    );
  }, every);
  try {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn('npm', ['ci', '--prefix', folder, '--no-audit', '--no-fund'], {
        stdio: ['ignore', output, output],
        env,
      });
      child.on('error', () => resolve(null));
      child.on('close', resolve);
    });
    if (code === 0) return true;
    const tail = readFileSync(log, 'utf8').trimEnd().split('\n').slice(-20).join('\n');
    process.stderr.write(
      `setup: npm ci of ${label} failed; the end of its output (all of it in ${log}):\n${tail}\n`,
    );
    return false;
  } finally {
    clearInterval(heartbeat);
    closeSync(output);
  }
}

function formatElapsed(seconds: number): string {
  return seconds < 60
    ? `${seconds}s`
    : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
}
