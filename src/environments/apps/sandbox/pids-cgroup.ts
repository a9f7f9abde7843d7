import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const V1_PIDS = '/sys/fs/cgroup/pids';

/**
 * A cgroup (v1 `pids` hierarchy) this process may create groups in, or undefined. RLIMIT_NPROC does not
 * hold inside a user namespace (nor for root), so a pids cgroup is what really caps a fork bomb.
 */
export function findPidsCgroup(): string | undefined {
  try {
    const line = readFileSync('/proc/self/cgroup', 'utf8')
      .split('\n')
      .find((entry) => entry.split(':')[1]?.split(',').includes('pids'));
    const own = line?.split(':').slice(2).join(':') ?? '/';
    const dir = path.join(V1_PIDS, own);
    accessSync(dir, constants.W_OK);
    return existsSync(path.join(dir, 'cgroup.procs')) ? dir : undefined;
  } catch {
    return undefined;
  }
}

let created = 0;
const PREFIX = 'mcp-arena-sandbox-';

/** Removes the empty groups of sandbox servers that are gone (killed before they could clean up). */
export function sweepStaleCgroups(parent: string): void {
  let names: string[] = [];
  try {
    names = readdirSync(parent).filter((name) => name.startsWith(PREFIX));
  } catch {
    return;
  }
  for (const name of names) {
    const owner = Number(name.slice(PREFIX.length).split('-')[0]);
    if (owner === process.pid || existsSync(`/proc/${owner}`)) continue;
    try {
      rmdirSync(path.join(parent, name));
    } catch {
      // still has processes, or not ours to remove
    }
  }
}

/** One command's pids cgroup: at most `limit` tasks; its processes can be listed and killed. */
export class PidsCgroup {
  private constructor(readonly dir: string) {}

  /** Creates the group, or returns undefined when the machine refuses. */
  static create(parent: string, limit: number): PidsCgroup | undefined {
    created += 1;
    const dir = path.join(parent, `${PREFIX}${process.pid}-${created}`);
    try {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'pids.max'), String(limit));
      return new PidsCgroup(dir);
    } catch {
      try {
        rmdirSync(dir);
      } catch {
        // never made
      }
      return undefined;
    }
  }

  /** The file a process writes its pid to, to join the group. */
  get procsFile(): string {
    return path.join(this.dir, 'cgroup.procs');
  }

  /** SIGKILLs every process in the group. */
  kill(): void {
    for (const pid of this.pids()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }

  /** Kills what is left and removes the group (once it is empty, within about a second). */
  async remove(): Promise<void> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      this.kill();
      try {
        rmdirSync(this.dir);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  private pids(): number[] {
    try {
      return readFileSync(this.procsFile, 'utf8').split('\n').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  }
}
