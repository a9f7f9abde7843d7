import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** The tests' own npm packages (a real Directus, the MCP Inspector), kept out of the project's `npm ci`. */
export const TEST_SERVICES = ['test/services/directus', 'test/services/inspector'];

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
  return TEST_SERVICES.map((folder) => path.join(root, folder)).filter(
    (folder) => existsSync(path.join(folder, 'package.json')) && !isInstalled(folder),
  );
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
