import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SystemPackage } from './system-packages.ts';

/** An executable on PATH (what `command -v` finds), or undefined. */
export function onPath(name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Whether this is a Debian-like system: apt-get and dpkg-query on PATH. */
export function hasApt(env: NodeJS.ProcessEnv = process.env): boolean {
  return onPath('apt-get', env) !== undefined && onPath('dpkg-query', env) !== undefined;
}

/**
 * The packages that are not installed. With dpkg: one `dpkg-query` for all of them (a package is there
 * when its status is `installed`). Elsewhere: none of the package's executables is on PATH (PostgreSQL's
 * server also counts in its usual Debian folder).
 */
export function findMissing(
  packages: readonly SystemPackage[],
  env: NodeJS.ProcessEnv = process.env,
): SystemPackage[] {
  if (packages.length === 0) return [];
  if (hasApt(env)) {
    const result = spawnSync(
      'dpkg-query',
      ['-W', '-f', '${Package} ${db:Status-Status}\\n', ...packages.map((pkg) => pkg.apt)],
      { encoding: 'utf8', env },
    );
    const installed = new Set(
      (result.stdout ?? '')
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter(([, status]) => status === 'installed')
        .map(([name]) => name!.replace(/:.*$/, '')),
    );
    return packages.filter((pkg) => !installed.has(pkg.apt));
  }
  return packages.filter(
    (pkg) => !pkg.commands.some((command) => onPath(command, env) ?? debianPostgres(command)),
  );
}

function debianPostgres(command: string): string | undefined {
  const root = '/usr/lib/postgresql';
  if (command !== 'initdb' || !existsSync(root)) return undefined;
  return readdirSync(root)
    .map((version) => path.join(root, version, 'bin', 'initdb'))
    .find((candidate) => existsSync(candidate));
}
