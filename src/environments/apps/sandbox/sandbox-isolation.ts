import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findExecutable } from '../../app-support.ts';
import { findPidsCgroup } from './pids-cgroup.ts';
import { inheritedClock } from '../../scenario-clock.ts';

/**
 * Set to `1` to let the sandbox app run commands unconfined when bubblewrap is missing, as `run
 * --unsafe-sandbox` does for one run. Read only: mcp-arena never sets it.
 */
export const UNSAFE_SANDBOX_VARIABLE = 'MCP_ARENA_UNSAFE_SANDBOX';

/** Whether the user allowed the unconfined sandbox for every command (MCP_ARENA_UNSAFE_SANDBOX=1). */
export function unsafeSandboxFromEnvironment(): boolean {
  return process.env[UNSAFE_SANDBOX_VARIABLE] === '1';
}

export const BUBBLEWRAP_INSTALL =
  'apt-get install -y --no-install-recommends bubblewrap (or your system’s bubblewrap package)';

/**
 * How the sandbox confines commands on this machine:
 * - `bubblewrap`: read-only root, the workspace writable, private /tmp, no network, own pid namespace,
 *   no capabilities; `userNamespace` says whether it also runs in its own user namespace (as it must to
 *   count processes per sandbox; without one, bubblewrap works only for root or a setuid bwrap).
 * - `none`: commands run as the harness's user with only resource limits, allowed by `run --unsafe-sandbox`
 *   or MCP_ARENA_UNSAFE_SANDBOX=1.
 */
export type SandboxIsolation = (
  | { kind: 'bubblewrap'; bwrap: string; prlimit: string; userNamespace: boolean }
  | { kind: 'none'; prlimit: string }
) & {
  /** A pids cgroup to put each command in (the process limit holds only there), when the machine offers one. */
  pidsCgroup?: string;
};

export type IsolationProbe =
  | { ok: true; isolation: SandboxIsolation; python?: string }
  | { ok: false; reason: string; install?: string; python?: string };

const cached = new Map<boolean, IsolationProbe>();

/**
 * What confinement is in force here, running unconfined where bubblewrap is missing when `allowUnsafe`;
 * bubblewrap is tried once per process (a sub-second probe), then cached per value of `allowUnsafe`.
 */
export function detectIsolation(allowUnsafe = unsafeSandboxFromEnvironment()): IsolationProbe {
  let probe = cached.get(allowUnsafe);
  if (!probe) {
    probe = probeIsolation(allowUnsafe);
    cached.set(allowUnsafe, probe);
  }
  return probe;
}

/** One line naming the isolation, for the doctor and the server's instructions. */
export function describeIsolation(isolation: SandboxIsolation): string {
  const processes = isolation.pidsCgroup
    ? 'processes capped by a pids cgroup'
    : 'processes capped by RLIMIT_NPROC only (no writable pids cgroup; weak inside a user namespace)';
  if (isolation.kind === 'none') {
    return `isolation: none (${UNSAFE_SANDBOX_VARIABLE}=1): commands run unconfined, with resource limits only; ${processes}`;
  }
  return `isolation: bubblewrap (${
    isolation.userNamespace ? 'user, pid, net, ipc namespaces' : 'pid, net, ipc namespaces; no user namespace'
  }; read-only root, writable workspace, no network); ${processes}`;
}

/** Probes this machine; `bwrapNames` lets tests pretend bubblewrap is missing. */
export function probeIsolation(allowUnsafe: boolean, bwrapNames = ['bwrap']): IsolationProbe {
  const python = findPython();
  const prlimit = findExecutable(['prlimit']);
  if (!prlimit) {
    return {
      ok: false,
      reason: 'prlimit (util-linux) not found: the sandbox cannot limit CPU, memory and processes',
      install: 'apt-get install -y util-linux',
      python,
    };
  }
  const bwrap = findExecutable(bwrapNames);
  const failures: string[] = [];
  if (bwrap) {
    for (const userNamespace of [true, false]) {
      const failure = tryBubblewrap(bwrap, userNamespace);
      if (failure === undefined) {
        return {
          ok: true,
          isolation: { kind: 'bubblewrap', bwrap, prlimit, userNamespace, pidsCgroup: findPidsCgroup() },
          python,
        };
      }
      failures.push(failure);
    }
  }
  if (allowUnsafe)
    return { ok: true, isolation: { kind: 'none', prlimit, pidsCgroup: findPidsCgroup() }, python };
  const why = bwrap
    ? `bubblewrap (${bwrap}) does not work here (${failures.join('; ')})`
    : 'bubblewrap (bwrap) not found';
  return {
    ok: false,
    reason: `${why}: commands would run unconfined; set ${UNSAFE_SANDBOX_VARIABLE}=1 (run --unsafe-sandbox) to allow that`,
    install: BUBBLEWRAP_INSTALL,
    python,
  };
}

/** Runs `true` in the sandbox the server would use; returns bwrap's complaint when it fails. */
function tryBubblewrap(bwrap: string, userNamespace: boolean): string | undefined {
  const workspace = mkdtempSync(path.join(os.tmpdir(), 'mcp-arena-sandbox-probe-'));
  try {
    const result = spawnSync(
      bwrap,
      bubblewrapArguments({ workspace, userNamespace, path: '/usr/bin:/bin' }).concat(['true']),
      { encoding: 'utf8', timeout: 10_000 },
    );
    if (result.status === 0) return undefined;
    const message = (result.stderr || result.error?.message || `exit code ${result.status}`).trim();
    return `${userNamespace ? 'with' : 'without'} a user namespace: ${message.split('\n')[0]}`;
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}

/** bwrap's base of every confinement: the machine's root read-only, with a fresh /dev and /proc. */
export const BWRAP_READ_ONLY_ROOT: readonly string[] = [
  '--ro-bind',
  '/',
  '/',
  '--dev',
  '/dev',
  '--proc',
  '/proc',
];

/**
 * bwrap's options for one command: the whole root read-only, fresh /dev, /proc and /tmp, the workspace
 * read-write and the working directory, the hidden folders empty, no network (only a loopback device of its own), its own pid,
 * ipc and uts namespaces, no capabilities, killed with its parent, a new session (no terminal
 * injection), and a clean environment.
 */
export function bubblewrapArguments(options: {
  workspace: string;
  userNamespace: boolean;
  path: string;
  /** Folders replaced by an empty one (the cells' folder: other apps' and other cells' files). */
  hidden?: string[];
}): string[] {
  const { workspace } = options;
  return [
    ...BWRAP_READ_ONLY_ROOT,
    '--tmpfs',
    '/tmp',
    ...(options.hidden ?? []).flatMap((folder) => ['--tmpfs', folder]),
    '--bind',
    workspace,
    workspace,
    '--chdir',
    workspace,
    ...(options.userNamespace ? ['--unshare-user'] : []),
    '--unshare-pid',
    '--unshare-net',
    '--unshare-ipc',
    '--unshare-uts',
    '--unshare-cgroup-try',
    '--hostname',
    'sandbox',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--clearenv',
    ...Object.entries(sandboxEnvironment(workspace, options.path)).flatMap(([name, value]) => [
      '--setenv',
      name,
      value,
    ]),
    '--',
  ];
}

/** The environment commands see: a minimal PATH, the workspace as HOME, UTF-8, no bytecode files. */
export function sandboxEnvironment(workspace: string, searchPath: string): Record<string, string> {
  return {
    PATH: searchPath,
    HOME: workspace,
    TMPDIR: '/tmp',
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    PYTHONDONTWRITEBYTECODE: '1',
    PYTHONUNBUFFERED: '1',
    MPLBACKEND: 'Agg',
    // The cell's scenario clock (the sandbox's MCP server was started on it).
    ...inheritedClock(),
  };
}

/** The machine's `python3`, resolved to the real executable (shims such as pyenv's need a HOME the sandbox lacks). */
function findPython(): string | undefined {
  const result = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], {
    encoding: 'utf8',
    timeout: 10_000,
  });
  const executable = result.status === 0 ? result.stdout.trim() : '';
  return executable && path.isAbsolute(executable) ? executable : undefined;
}
