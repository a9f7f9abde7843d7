import type { ToolMode } from '../../environments/index.ts';
import type { CellRecord, Store } from '../../store/index.ts';
import { loadSuite, type Task } from '../../tasks/index.ts';
import { prepareRun, type PreparedRun, storeHooks } from '../prepare-run.ts';
import { isInterrupted } from '../remaining-cells.ts';
import type { RunSettings } from '../cell-plan.ts';
import { runCellWithRetries, type CellRunner } from '../run-cell-with-retries.ts';
import type { CellJob } from './cell-job.ts';

/** What a worker knows of a run, loaded once from the store. */
interface LoadedRun extends PreparedRun {
  tasks: Map<string, Task>;
}

export type QueuedCellOutcome =
  | { kind: 'stored'; cell: CellRecord }
  /** Another worker (or an earlier delivery of this job) already stored the cell. */
  | { kind: 'duplicate' }
  /** The run's budget was spent; the cell is left for `run --resume`. */
  | { kind: 'over-budget' };

/** Runs the jobs of a queue against the shared store: the part of a worker that knows nothing of BullMQ. */
export class QueuedCellRunner {
  private readonly store: Store;
  private readonly runs = new Map<string, Promise<LoadedRun>>();
  private readonly runOne: CellRunner | undefined;
  private readonly onModelRetry: RunSettings['models']['onRetry'];

  constructor(
    store: Store,
    options: { runOne?: CellRunner; onModelRetry?: RunSettings['models']['onRetry'] } = {},
  ) {
    this.store = store;
    this.runOne = options.runOne;
    this.onModelRetry = options.onModelRetry;
  }

  /**
   * One job: skip it if the cell is already stored (a redelivery after a lease expired), run it with
   * retries, and commit it in one transaction guarded by the unique key, so it is never counted twice
   * (a cell another worker committed first is dropped).
   * Throws only when interrupted, so the job goes back to the queue for another worker.
   */
  async run(job: CellJob, signal: AbortSignal): Promise<QueuedCellOutcome> {
    const run = await this.load(job.runId);
    const task = run.tasks.get(job.taskId);
    if (!task) throw new Error(`run ${job.runId} has no task ${job.taskId} under its paths on this machine`);
    const stored = await this.store.findCell(job.runId, job);
    if (stored && !isInterrupted(stored)) return { kind: 'duplicate' };
    if (run.maxCostUsd !== undefined && (await this.store.runCostUsd(job.runId)) >= run.maxCostUsd) {
      return { kind: 'over-budget' };
    }
    const cell = await runCellWithRetries(
      { task, model: job.model, mode: job.mode as ToolMode, repeat: job.repeat },
      job.runId,
      run.settings,
      {
        retries: run.retries,
        harnessTimeMs: run.harnessTimeMs,
        signal,
        ...(this.runOne ? { runOne: this.runOne } : {}),
        onErrorAttempt: (attempt) => this.store.saveAttempt(attempt),
      },
    );
    if (signal.aborted) throw new Error('interrupted: the worker stopped; the cell goes back to the queue');
    const saved = await this.store.saveCell(cell, { replaceInterrupted: true });
    return saved.stored ? { kind: 'stored', cell } : { kind: 'duplicate' };
  }

  private load(runId: string): Promise<LoadedRun> {
    let loaded = this.runs.get(runId);
    if (!loaded) {
      loaded = this.loadRun(runId);
      loaded.catch(() => this.runs.delete(runId));
      this.runs.set(runId, loaded);
    }
    return loaded;
  }

  private async loadRun(runId: string): Promise<LoadedRun> {
    const run = await prepareRun((await this.store.getRun(runId)).config, {
      ...storeHooks(this.store),
      ...(this.onModelRetry ? { onModelRetry: this.onModelRetry } : {}),
    });
    return { ...run, tasks: new Map(loadSuite(run.config.paths).map((task) => [task.id, task])) };
  }
}
