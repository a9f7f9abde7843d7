import { spawnSync } from 'node:child_process';
import { onPath } from './find-missing.ts';

/** Set to `1` or `0` to say whether setup runs as root (tests); by default the real user id decides. */
export const AS_ROOT_VARIABLE = 'MCP_ARENA_SETUP_AS_ROOT';

export type Privilege = { kind: 'root' } | { kind: 'sudo' } | { kind: 'none' };

/** Root runs apt-get itself; otherwise sudo, when it works without a password prompt (`sudo -n true`). */
export function findPrivilege(env: NodeJS.ProcessEnv = process.env): Privilege {
  const root = env[AS_ROOT_VARIABLE] !== undefined ? env[AS_ROOT_VARIABLE] === '1' : process.getuid?.() === 0;
  if (root) return { kind: 'root' };
  if (onPath('sudo', env) && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore', env }).status === 0) {
    return { kind: 'sudo' };
  }
  return { kind: 'none' };
}

const INSTALL = ['install', '-y', '--no-install-recommends'];

/** The one command a user without root or password-less sudo runs. */
export function manualAptCommand(names: readonly string[]): string {
  return `sudo apt-get update && sudo apt-get install ${INSTALL.slice(1).join(' ')} ${names.join(' ')}`;
}

/**
 * `apt-get install` of the packages, as root or through `sudo -n`; when it fails (package lists missing or
 * stale, as on a fresh machine), `apt-get update` and once more. Returns whether it succeeded.
 */
export function aptInstall(
  names: readonly string[],
  privilege: Exclude<Privilege, { kind: 'none' }>,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  const aptGet = (args: string[]): boolean => {
    const [command, prefix] =
      privilege.kind === 'root'
        ? ['apt-get', []]
        : ['sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get']];
    process.stderr.write(`setup: ${[command, ...prefix, ...args].join(' ')}\n`);
    const result = spawnSync(command, [...prefix, ...args], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return result.status === 0;
  };
  if (aptGet([...INSTALL, ...names])) return true;
  return aptGet(['update']) && aptGet([...INSTALL, ...names]);
}
