import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Every cell works in its own folder under one root. `owner.json` names the process that owns the
 * folder and the children it started, so a later start can clean up after a process that was killed.
 */
const OWNER_FILE = 'owner.json';
/**
 * A folder with no owner written is stale only past this age: until then another process may be creating
 * it (under load, seconds pass between its mkdtemp and its first write).
 */
const UNOWNED_GRACE_MS = 5 * 60_000;

interface Owner {
  pid: number;
  children: number[];
}

export function cellRoot(): string {
  return process.env.MCP_ARENA_TMPDIR ?? path.join(os.tmpdir(), 'mcp-arena-cells');
}

export class CellDir {
  readonly dir: string;
  /** What every process of the cell gets in its environment besides its own (the scenario's clock). */
  readonly env: Readonly<Record<string, string>>;
  private readonly owner: Owner;

  private constructor(dir: string, env: Record<string, string>) {
    this.dir = dir;
    this.env = env;
    this.owner = { pid: process.pid, children: [] };
    this.writeOwner();
  }

  static create(label: string, env: Record<string, string> = {}): CellDir {
    const root = cellRoot();
    mkdirSync(root, { recursive: true });
    const safe = label.replace(/[^a-zA-Z0-9-]/g, '-').slice(0, 40);
    return new CellDir(mkdtempSync(path.join(root, `${safe}-`)), env);
  }

  /** A subfolder for one app's state. */
  subdir(name: string): string {
    const dir = path.join(this.dir, name);
    mkdirSync(dir, { recursive: true });
    return dir;
  }

  /** Records a child process so it can be killed even if this process dies first. */
  adoptChild(pid: number): void {
    this.owner.children.push(pid);
    this.writeOwner();
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Written whole or not at all (a sweep in another process must never read half a file). */
  private writeOwner(): void {
    const partial = path.join(this.dir, `${OWNER_FILE}.${process.pid}.tmp`);
    writeFileSync(partial, JSON.stringify(this.owner));
    renameSync(partial, path.join(this.dir, OWNER_FILE));
  }
}

/**
 * Removes the folders of cells whose owning process is gone, first killing the children they recorded
 * (only those whose command line still names the folder, so a reused pid is never hit).
 * Returns how many folders were removed.
 */
export function sweepStaleCells(root = cellRoot()): number {
  if (!existsSync(root)) return 0;
  let removed = 0;
  for (const name of readdirSync(root)) {
    const dir = path.join(root, name);
    const owner = readOwner(dir);
    if (owner ? isAlive(owner.pid) : recentlyChanged(dir)) continue;
    for (const child of owner?.children ?? []) {
      if (commandLine(child).includes(dir)) killQuietly(child);
    }
    rmSync(dir, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

function readOwner(dir: string): Owner | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dir, OWNER_FILE), 'utf8')) as Owner;
  } catch {
    return undefined;
  }
}

function recentlyChanged(dir: string): boolean {
  try {
    return Date.now() - statSync(dir).mtimeMs < UNOWNED_GRACE_MS;
  } catch {
    return true; // gone already, or being removed by its owner
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Kills the process and its process group (children lead groups of their own, see process-groups.ts). */
function killQuietly(pid: number): void {
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // already gone, or not a group leader
    }
  }
}
