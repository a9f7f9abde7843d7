import path from 'node:path';
import { ArenaError } from '../../../errors.ts';
import { moduleProcessArgs } from '../../../module-process.ts';
import type { Task } from '../../../tasks/index.ts';
import type { App, AppAvailability, EnvironmentOptions, RunningApp } from '../../app.ts';
import type { CellDir } from '../../cell-dir.ts';
import { hashTree } from '../files/files-app.ts';
import { restoreTree } from '../files/restore-tree.ts';
import { seededWorkspace } from '../files/files-noise.ts';
import { describeIsolation, detectIsolation, unsafeSandboxFromEnvironment } from './sandbox-isolation.ts';
import { killRecordedProcesses } from './sandbox-runner.ts';
import type { FilesState } from '../files/files-state.ts';

/**
 * A shell and Python for the agent (`run_shell`, `run_python`, `think`, `sleep`), confined to the cell's
 * workspace (the same folder as the files app's, seeded from the task's `workspace/`) by bubblewrap: the
 * rest of the machine read-only, no network, CPU, memory, process, file-size, output and wall-time
 * limits, and every process killed when the cell ends. Without bubblewrap the app is unavailable unless
 * the run allows running commands unconfined (`run --unsafe-sandbox`, or MCP_ARENA_UNSAFE_SANDBOX=1).
 */
export class SandboxApp implements App<FilesState> {
  readonly name = 'sandbox';
  private readonly allowUnsafe: boolean;

  constructor(options: EnvironmentOptions = {}) {
    this.allowUnsafe = options.unsafeSandbox === true || unsafeSandboxFromEnvironment();
  }

  availability(): AppAvailability {
    const probe = detectIsolation(this.allowUnsafe);
    if (!probe.ok) return { available: false, reason: probe.reason, install: probe.install };
    return {
      available: true,
      note: `${describeIsolation(probe.isolation)}; python3: ${probe.python ?? 'not installed (run_python fails)'}`,
    };
  }

  async start(task: Task, cell: CellDir): Promise<RunningApp<FilesState>> {
    const probe = detectIsolation(this.allowUnsafe);
    if (!probe.ok) throw new ArenaError('APP_UNAVAILABLE', `app sandbox is not available: ${probe.reason}`);
    const workspace = cell.subdir('workspace');
    const runDir = cell.subdir('sandbox-processes');
    // The files app, when the task has it too, seeds the same folder with the same content.
    const seed = seededWorkspace(task);
    restoreTree(workspace, seed);
    return {
      name: this.name,
      servers: [
        {
          name: 'sandbox',
          command: process.execPath,
          args: [
            ...moduleProcessArgs(import.meta.url, './sandbox-server.ts'),
            '--workspace',
            workspace,
            '--run-dir',
            runDir,
            '--isolation',
            JSON.stringify(probe.isolation),
            ...(probe.python ? ['--python', probe.python] : []),
            // Every cell's folder: the other apps' state and the other cells stay out of sight.
            '--hide',
            path.dirname(cell.dir),
          ],
          cwd: workspace,
        },
      ],
      state: { workspace },
      reset: async () => {
        killRecordedProcesses(runDir);
        restoreTree(workspace, seed);
      },
      snapshot: async () => hashTree(workspace),
      // The server kills its commands when its connection closes; this catches any it left behind.
      stop: async () => {
        killRecordedProcesses(runDir);
      },
    };
  }
}
