import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { ArenaError } from '../errors.ts';
import type { Task } from '../tasks/index.ts';
import type { AppAvailability, StdioServerLaunch } from './app.ts';
import type { CellDir } from './cell-dir.ts';
import { signalGroup, trackGroup, untrackGroup } from './process-groups.ts';

const require = createRequire(import.meta.url);
export const execFileAsync = promisify(execFile);

/** The folder holding a task's seed for one app: `<task>/seed/<app>/` (may not exist: empty seed). */
export function seedDir(task: Task, app: string): string {
  return path.join(task.dir, 'seed', app);
}

/** Files of a seed folder with one of the extensions, sorted by name; none when the folder is missing. */
export function seedFiles(dir: string, extensions: string[]): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => extensions.some((extension) => name.endsWith(extension)))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Every file below a folder, as paths relative to it, sorted; none when the folder is missing. */
export function listTree(root: string): string[] {
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A package's package.json, found on disk, not through its exports map (some do not export package.json). */
function packageManifest(packageName: string): { manifestPath: string; manifest: Record<string, unknown> } {
  const manifestPath = (require.resolve.paths(packageName) ?? [])
    .map((dir) => path.join(dir, packageName, 'package.json'))
    .find((candidate) => existsSync(candidate));
  if (!manifestPath) throw new ArenaError('APP_START_FAILED', `${packageName} is not installed; run npm ci`);
  return {
    manifestPath,
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>,
  };
}

/** This package's root: package.json, and vendor/npm/ with the repacked servers. */
const PACKAGE_ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Whether an app's MCP server package is installed. The mail and pdf apps' servers are optional
 * dependencies on tarballs in vendor/npm/ (repacked for Node 20): `npm ci` in a clone installs them, but
 * npm cannot resolve a `file:` dependency of an installed package, so an install of mcp-arena from its
 * npm tarball comes without them, and the command that adds them is named here.
 */
export function serverPackageAvailability(packageName: string): AppAvailability {
  try {
    packageManifest(packageName);
    return { available: true };
  } catch {
    const { optionalDependencies } = JSON.parse(
      readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8'),
    ) as { optionalDependencies?: Record<string, string> };
    const spec = optionalDependencies?.[packageName] ?? packageName;
    const source = spec.startsWith('file:') ? path.join(PACKAGE_ROOT, spec.slice('file:'.length)) : spec;
    return {
      available: false,
      reason: `its MCP server (${packageName}) is not installed`,
      install: `npm install --no-save ${source} (where mcp-arena is installed; with -g beside a global one)`,
    };
  }
}

export function packageVersion(packageName: string): string {
  return String(packageManifest(packageName).manifest.version);
}

/** Absolute path of a package's bin entry, to run it with `process.execPath` (never through npx). */
export function packageBin(packageName: string, binName?: string): string {
  const { manifestPath, manifest: raw } = packageManifest(packageName);
  const manifest = raw as { bin?: string | Record<string, string> };
  const bin =
    typeof manifest.bin === 'string'
      ? manifest.bin
      : manifest.bin?.[binName ?? Object.keys(manifest.bin ?? {})[0] ?? ''];
  if (!bin) throw new ArenaError('APP_START_FAILED', `${packageName} has no bin entry ${binName ?? ''}`);
  return path.join(path.dirname(manifestPath), bin);
}

/** An MCP server that is an installed npm package's bin, run by this Node with `args` after it. */
export function packageServer(
  name: string,
  packageName: string,
  options: { args?: string[]; cwd?: string; env?: Record<string, string> } = {},
): StdioServerLaunch {
  const { args = [], ...rest } = options;
  return { name, command: process.execPath, args: [packageBin(packageName), ...args], ...rest };
}

/** How long a drawn port stays reserved in this process: past any daemon's start. */
const RESERVED_MS = 10 * 60_000;
const reserved = new Set<number>();

/**
 * A loopback port that was free a moment ago (bound to port 0 and read back), for daemons that need
 * one up front. The kernel hands out the same port again soon and often (73 repeats in 1,000 draws
 * here), so ports drawn in this process stay reserved a while: concurrent cells never get the same one.
 * Another process may still take it: `startListening` (daemon-start.ts) starts again on another port.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (reserved.has(port)) continue;
    reserved.add(port);
    setTimeout(() => reserved.delete(port), RESERVED_MS).unref();
    return port;
  }
}

/** A daemon started for one cell: registered with the cell, its output kept for error messages. */
export interface Daemon {
  child: ChildProcess;
  output(): string;
  /**
   * SIGTERM to its process group, SIGKILL after `graceMs` (2 s). A reset that puts every file back anyway
   * gives 0: dovecot's orderly shutdown alone took 600 ms of every mail reset.
   */
  stop(graceMs?: number): Promise<void>;
  /** How the daemon ended (`code 1: …`, `signal SIGKILL`) when it ended unstopped: it crashed, or was killed from outside. */
  lost(): string | undefined;
}

export function startDaemon(
  cell: CellDir,
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Daemon {
  const child = spawn(command, args, {
    // In a process group of its own: a terminal's Ctrl-C does not reach it, and stop() ends the
    // daemon's whole family (e.g. dovecot's per-session processes).
    detached: true,
    cwd: options.cwd,
    env: { ...process.env, ...cell.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('error', (error) => keep(Buffer.from(String(error))));
  if (child.pid) {
    trackGroup(child.pid);
    cell.adoptChild(child.pid);
  }
  let stopping = false;
  return {
    child,
    output: () => output,
    stop: (graceMs = 2000) => {
      stopping = true;
      return stopChild(child, graceMs, true);
    },
    lost: () => {
      if (stopping || (child.exitCode === null && child.signalCode === null)) return undefined;
      const how = child.exitCode === null ? `signal ${child.signalCode}` : `code ${child.exitCode}`;
      return `${how}${output ? `: ${output.trim().split('\n').at(-1)}` : ''}`;
    },
  };
}

/** SIGTERM, then SIGKILL after a grace period; resolves when the process is gone. */
export async function stopChild(child: ChildProcess, graceMs = 2000, processGroup = false): Promise<void> {
  const signal = (name: NodeJS.Signals): void => {
    if (processGroup && child.pid) signalGroup(child.pid, name);
    else child.kill(name);
  };
  const settle = (): void => {
    // Whatever of the group outlived its leader.
    if (processGroup && child.pid) {
      signalGroup(child.pid, 'SIGKILL');
      untrackGroup(child.pid);
    }
  };
  if (child.exitCode !== null || child.signalCode !== null) {
    settle();
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  settle();
}

/**
 * A program an app runs from the system's packages (radicale, dovecot): found at one of its paths or on PATH,
 * and what the app answers when it is missing.
 */
export class SystemProgram {
  constructor(
    private readonly paths: string[],
    private readonly missing: { reason: string; install: string },
  ) {}

  find(): string | undefined {
    return findExecutable(this.paths);
  }

  /** Unavailable with the reason and the install command when missing; otherwise what `found` says. */
  availability(found: () => AppAvailability = () => ({ available: true })): AppAvailability {
    return this.find() ? found() : { available: false, ...this.missing };
  }

  /** Its path; an APP_UNAVAILABLE error with the reason when it is missing. */
  require(): string {
    const program = this.find();
    if (!program) throw new ArenaError('APP_UNAVAILABLE', this.missing.reason);
    return program;
  }
}

/** Whether an executable exists at one of the paths or on PATH. */
export function findExecutable(names: string[]): string | undefined {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/sbin', '/usr/bin', '/sbin']);
  for (const name of names) {
    if (path.isAbsolute(name)) {
      if (existsSync(name)) return name;
      continue;
    }
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}
