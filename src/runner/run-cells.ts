import type { Usage } from '../models/index.ts';
import type { AttemptRecord, CellRecord, CellSummary, Store } from '../store/index.ts';
import type { CellPlan, RunSettings } from './cell-plan.ts';
import { type CellRunner, runCellWithRetries } from './run-cell-with-retries.ts';
import { runPool } from './run-pool.ts';

export type RunEvent =
  | { type: 'cell-start'; plan: CellPlan }
  | { type: 'cell-attempt-error'; attempt: AttemptRecord; willRetry: boolean }
  | { type: 'cell-end'; cell: CellRecord }
  /** Another process stored this cell while this one ran it: `cell` is dropped, `stored` stands. */
  | { type: 'cell-duplicate'; cell: CellRecord; stored: CellSummary }
  | { type: 'budget-reached'; spentUsd: number; maxCostUsd: number }
  /** A turn of a native agent ended: what it spent, before the cell ends. */
  | { type: 'cell-turn'; plan: CellPlan; usage: Usage };

export interface RunCellsOptions {
  runId: string;
  plans: CellPlan[];
  settings: RunSettings;
  store: Pick<Store, 'saveCell' | 'saveAttempt'>;
  concurrency: number;
  /** Further tries of a cell that ended in an infrastructure error. */
  retries: number;
  /** Stop starting cells once the run has cost this much (USD). */
  maxCostUsd?: number;
  /** What the run's stored cells already cost (a resumed run). */
  spentUsd?: number;
  harnessTimeMs?: number;
  /** Stored interrupted cells of these plans are replaced by the new outcome (resume). */
  replaceInterrupted?: boolean;
  /** Aborting stops starting cells; cells in flight finish. */
  stop?: AbortSignal;
  /** Aborting also interrupts the cells in flight: they are stored as `error: interrupted`. */
  interrupt?: AbortSignal;
  onEvent?: (event: RunEvent) => void;
  runOne?: CellRunner;
}

export interface RunCellsResult {
  /** The cells run and stored now, in the order they finished (not those another process stored first). */
  cells: CellRecord[];
  /** Planned cells never started (stopped, interrupted or over budget); `run --resume` runs them. */
  notStarted: number;
  budgetReached: boolean;
  spentUsd: number;
}

/**
 * The local pool: keeps `concurrency` cells running, each isolated in its own environment, retries
 * infrastructure errors, commits every finished cell atomically, and stops starting cells when asked
 * to or when the budget is spent.
 */
export async function runCells(options: RunCellsOptions): Promise<RunCellsResult> {
  const { runId, store, onEvent } = options;
  const settings: RunSettings = onEvent
    ? {
        ...options.settings,
        onAgentEvent: (plan, event) => {
          options.settings.onAgentEvent?.(plan, event);
          if (event.type === 'turn-end') onEvent({ type: 'cell-turn', plan, usage: event.turn.usage });
        },
      }
    : options.settings;
  const cells: CellRecord[] = [];
  let spentUsd = options.spentUsd ?? 0;
  let notStarted = 0;
  let budgetReached = false;
  const overBudget = (): boolean => options.maxCostUsd !== undefined && spentUsd >= options.maxCostUsd;

  await runPool(options.plans, options.concurrency, async (plan) => {
    if (options.stop?.aborted || options.interrupt?.aborted || overBudget()) {
      if (overBudget() && !budgetReached) {
        budgetReached = true;
        onEvent?.({ type: 'budget-reached', spentUsd, maxCostUsd: options.maxCostUsd! });
      }
      notStarted += 1;
      return;
    }
    onEvent?.({ type: 'cell-start', plan });
    const cell = await runCellWithRetries(plan, runId, settings, {
      retries: options.retries,
      ...(options.harnessTimeMs === undefined ? {} : { harnessTimeMs: options.harnessTimeMs }),
      ...(options.interrupt ? { signal: options.interrupt } : {}),
      ...(options.runOne ? { runOne: options.runOne } : {}),
      onErrorAttempt: async (attempt, willRetry) => {
        await store.saveAttempt(attempt);
        // A retried attempt's spend is not in the cell that follows: count it now.
        if (willRetry) spentUsd += attempt.usage?.costUsd ?? 0;
        onEvent?.({ type: 'cell-attempt-error', attempt, willRetry });
      },
    });
    const saved = await store.saveCell(cell, { replaceInterrupted: options.replaceInterrupted === true });
    // Spent either way, even when another process stored the cell first and this one is dropped.
    spentUsd += cell.trajectory?.usage.costUsd ?? 0;
    if (!saved.stored) {
      onEvent?.({ type: 'cell-duplicate', cell, stored: saved.existing });
      return;
    }
    cells.push(cell);
    onEvent?.({ type: 'cell-end', cell });
  });
  return { cells, notStarted, budgetReached, spentUsd };
}
