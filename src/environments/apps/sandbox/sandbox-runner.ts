import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { PidsCgroup, sweepStaleCgroups } from './pids-cgroup.ts';
import { bubblewrapArguments, type SandboxIsolation, sandboxEnvironment } from './sandbox-isolation.ts';

/** Resource limits of one command. */
export interface SandboxLimits {
  /** Wall-clock time, after which the whole sandbox is killed. */
  wallSeconds: number;
  /** CPU time of each process (RLIMIT_CPU). */
  cpuSeconds: number;
  /** Address space of each process (RLIMIT_AS). */
  memoryBytes: number;
  /** Processes at once (RLIMIT_NPROC): a fork bomb stops here. */
  processes: number;
  /** Largest file a command may write (RLIMIT_FSIZE). */
  fileBytes: number;
  /** Characters of stdout and stderr kept together; the rest is counted and dropped. */
  outputChars: number;
}

export const DEFAULT_LIMITS: SandboxLimits = {
  wallSeconds: 30,
  cpuSeconds: 30,
  memoryBytes: 2 * 1024 ** 3,
  processes: 128,
  fileBytes: 256 * 1024 ** 2,
  outputChars: 1_000_000,
};

/** What a command did. */
export interface SandboxResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** Killed by the wall-clock limit. */
  timedOut: boolean;
  stdout: string;
  stderr: string;
  /** Characters written in all, and how many of them were dropped over the output cap. */
  totalChars: number;
  cutChars: number;
}

/**
 * Runs commands of one cell inside its sandbox. Each command is its own process group (and, with
 * bubblewrap, its own pid namespace, which dies with its first process); the pids of running commands
 * are kept as files in `runDir`, so the app can kill them when the cell ends even if this process died.
 */
export class SandboxRunner {
  private readonly running = new Set<ChildProcess>();
  private readonly cgroups = new Set<PidsCgroup>();

  constructor(
    private readonly options: {
      isolation: SandboxIsolation;
      workspace: string;
      runDir: string;
      /** PATH inside the sandbox. */
      searchPath: string;
      /** Folders the sandbox sees empty. */
      hidden?: string[];
    },
  ) {
    mkdirSync(options.runDir, { recursive: true });
    if (options.isolation.pidsCgroup) sweepStaleCgroups(options.isolation.pidsCgroup);
  }

  async run(argv: string[], limits: SandboxLimits, stdin?: string): Promise<SandboxResult> {
    const cgroup = this.options.isolation.pidsCgroup
      ? PidsCgroup.create(this.options.isolation.pidsCgroup, limits.processes)
      : undefined;
    if (cgroup) this.cgroups.add(cgroup);
    const line = this.commandLine(argv, limits);
    // The command joins its cgroup before it starts anything, so no child escapes the count.
    const { command, args } = cgroup
      ? {
          command: '/bin/sh',
          args: ['-c', 'echo $$ > "$0" && exec "$@"', cgroup.procsFile, line.command, ...line.args],
        }
      : line;
    const child = spawn(command, args, {
      cwd: this.options.workspace,
      env: sandboxEnvironment(this.options.workspace, this.options.searchPath),
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.running.add(child);
    const pidFile = child.pid ? recordProcess(this.options.runDir, child.pid) : undefined;
    const output = new OutputCollector(limits.outputChars);
    child.stdout?.on('data', (chunk: Buffer) => output.add('stdout', chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.add('stderr', chunk));
    child.stdin?.on('error', () => {}); // a command that exits without reading its input
    child.stdin?.end(stdin ?? '');
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
      cgroup?.kill();
    }, limits.wallSeconds * 1000);
    try {
      const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
        (resolve) => {
          child.once('error', (error) => {
            output.add('stderr', Buffer.from(`sandbox: cannot start ${command}: ${error.message}\n`));
            resolve({ code: null, signal: null });
          });
          child.once('exit', (exitCode, exitSignal) => resolve({ code: exitCode, signal: exitSignal }));
        },
      );
      // Whatever of the group outlived its leader (without a pid namespace), then the rest of the output:
      // the pipes close once every process holding them is gone (a pid namespace of hundreds of
      // fork-bomb processes takes the kernel a moment to empty).
      killGroup(child);
      cgroup?.kill();
      await Promise.race([
        new Promise((resolve) => child.once('close', resolve)),
        new Promise((resolve) => setTimeout(resolve, timedOut ? 10_000 : 1000)),
      ]);
      return { exitCode: code, signal, timedOut, ...output.finish() };
    } finally {
      clearTimeout(timer);
      child.stdout?.destroy();
      child.stderr?.destroy();
      this.running.delete(child);
      if (cgroup) {
        await cgroup.remove();
        this.cgroups.delete(cgroup);
      }
      if (pidFile) rmSync(pidFile, { force: true });
    }
  }

  /** Kills every command still running and removes their cgroups. */
  async killAll(): Promise<void> {
    for (const child of this.running) killGroup(child);
    await Promise.all([...this.cgroups].map((cgroup) => cgroup.remove()));
  }

  private commandLine(argv: string[], limits: SandboxLimits): { command: string; args: string[] } {
    const { isolation } = this.options;
    // RLIMIT_NPROC counts every process of the user: in a user namespace of its own only the
    // command's, otherwise also the harness's and the machine's, which the limit then has to allow for.
    const ownCount = isolation.kind === 'bubblewrap' && isolation.userNamespace;
    const processes = limits.processes + (ownCount ? 0 : countUserProcesses());
    const limited = [isolation.prlimit, ...prlimitArguments({ ...limits, processes }), '--', ...argv];
    if (isolation.kind === 'none') return { command: limited[0]!, args: limited.slice(1) };
    return {
      command: isolation.bwrap,
      args: [
        ...bubblewrapArguments({
          workspace: this.options.workspace,
          userNamespace: isolation.userNamespace,
          path: this.options.searchPath,
          hidden: this.options.hidden,
        }),
        ...limited,
      ],
    };
  }
}

export function prlimitArguments(limits: SandboxLimits): string[] {
  return [
    `--cpu=${limits.cpuSeconds}`,
    `--as=${limits.memoryBytes}`,
    `--nproc=${limits.processes}`,
    `--fsize=${limits.fileBytes}`,
    '--core=0',
  ];
}

/** Processes (threads included, as RLIMIT_NPROC counts them) whose real user is this process's. */
function countUserProcesses(): number {
  const uid = process.getuid?.() ?? 0;
  let count = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      if (Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]) !== uid) continue;
      count += Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? 1);
    } catch {
      // gone meanwhile
    }
  }
  return count;
}

/** Keeps the first `limit` characters of stdout and stderr together and counts the rest. */
class OutputCollector {
  private readonly kept = { stdout: '', stderr: '' };
  private readonly decoders = { stdout: new StringDecoder('utf8'), stderr: new StringDecoder('utf8') };
  private keptChars = 0;
  private totalChars = 0;

  constructor(private readonly limit: number) {}

  add(stream: 'stdout' | 'stderr', chunk: Buffer): void {
    this.append(stream, this.decoders[stream].write(chunk));
  }

  finish(): { stdout: string; stderr: string; totalChars: number; cutChars: number } {
    this.append('stdout', this.decoders.stdout.end());
    this.append('stderr', this.decoders.stderr.end());
    return {
      stdout: this.kept.stdout,
      stderr: this.kept.stderr,
      totalChars: this.totalChars,
      cutChars: this.totalChars - this.keptChars,
    };
  }

  private append(stream: 'stdout' | 'stderr', text: string): void {
    this.totalChars += text.length;
    const room = this.limit - this.keptChars;
    if (room <= 0) return;
    const part = text.length <= room ? text : text.slice(0, room);
    this.kept[stream] += part;
    this.keptChars += part.length;
  }
}

function killGroup(child: ChildProcess): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Start time of a process (field 22 of /proc/<pid>/stat), to tell it from a later one with the same pid. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function recordProcess(runDir: string, pid: number): string {
  const file = path.join(runDir, String(pid));
  writeFileSync(file, startTime(pid) ?? '');
  return file;
}

/**
 * Kills the process group of every command recorded in `runDir` that is still the same process;
 * returns how many were killed. The app calls it when its cell ends.
 */
export function killRecordedProcesses(runDir: string): number {
  let killed = 0;
  let names: string[] = [];
  try {
    names = readdirSync(runDir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid <= 1) continue;
    const recorded = readFileSync(path.join(runDir, name), 'utf8');
    if (recorded && startTime(pid) === recorded) {
      for (const target of [-pid, pid]) {
        try {
          process.kill(target, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      killed += 1;
    }
    rmSync(path.join(runDir, name), { force: true });
  }
  return killed;
}
