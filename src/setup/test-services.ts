import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

import type { AppName } from '../tasks/index.ts';

/** npm packages kept out of the project's `npm ci` (a real Directus, the MCP Inspector), with the apps that need them. */
export const NPM_SERVICES: ReadonlyArray<{ folder: string; apps: AppName[] }> = [
  { folder: 'test/services/directus', apps: ['crm'] },
  { folder: 'test/services/inspector', apps: [] },
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

/** `npm ci` in each folder; returns the folders where it failed. */
export function installTestServices(
  folders: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  return folders.filter((folder) => {
    process.stderr.write(`setup: npm ci --prefix ${path.relative(process.cwd(), folder) || '.'}\n`);
    const result = spawnSync('npm', ['ci', '--prefix', folder, '--no-audit', '--no-fund'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env,
    });
    return result.status !== 0;
  });
}
