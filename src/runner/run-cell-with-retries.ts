import os from 'node:os';
import { ArenaError } from '../errors.ts';
import type { AttemptRecord, CellOutcome, CellRecord, ErrorOutcome } from '../store/index.ts';
import { cellKeyOf } from './cell-key.ts';
import { classifyAbort } from './classify-cell-error.ts';
import { type CellPlan, runCell, type RunSettings } from './run-cell.ts';

export type CellRunner = typeof runCell;

export interface RetryOptions {
  /** Further tries of a cell that ended in an infrastructure error; failures are never retried. */
  retries: number;
  /** Wall-clock limit of one attempt, harness included; past it the attempt is an error. */
  harnessTimeMs?: number;
  /** Aborting interrupts the attempt in flight: it ends as `error: interrupted` and is not retried. */
  signal?: AbortSignal;
  /** Called for every attempt that ended in a retryable error, before the next one starts. */
  onErrorAttempt?: (attempt: AttemptRecord, willRetry: boolean) => Promise<void> | void;
  runOne?: CellRunner;
  worker?: string;
}

/** How long an attempt may take to wind down after its harness deadline before it is abandoned. */
const ABANDON_AFTER_MS = 30_000;

export const WORKER_ID = `${os.hostname()}:${process.pid}`;

/**
 * Runs one cell, retrying infrastructure errors (provider errors after the model's own retries, an app
 * that did not start, a crashed MCP server, the harness timeout) up to `retries` more times. A cell that
 * is skipped (app not installed here), interrupted or misconfigured is not retried: another try cannot
 * help. Which outcomes are retried: `isRetryable`.
 */
export async function runCellWithRetries(
  plan: CellPlan,
  runId: string,
  settings: RunSettings,
  options: RetryOptions,
): Promise<CellRecord> {
  const runOne = options.runOne ?? runCell;
  for (let attempt = 1; ; attempt += 1) {
    const cell = await runAttempt(plan, runId, settings, options, runOne);
    const { outcome } = cell;
    if (!isRetryable(outcome) || options.signal?.aborted) return cell;
    const willRetry = attempt <= options.retries;
    await options.onErrorAttempt?.(
      {
        runId,
        ...cellKeyOf(plan),
        attempt,
        outcome,
        error: cell.error ?? 'unknown error',
        worker: options.worker ?? WORKER_ID,
        startedAt: cell.startedAt,
        finishedAt: cell.finishedAt,
        ...(cell.trajectory ? { usage: cell.trajectory.usage } : {}),
        retried: willRetry,
      },
      willRetry,
    );
    if (!willRetry)
      return attempt > 1 ? { ...cell, error: `${cell.error} (after ${attempt} attempts)` } : cell;
  }
}

/**
 * The outcomes worth another try: infrastructure faults, which may not happen again (an app that did
 * not start, a provider still failing, the harness timeout, an unexpected exception). Never a measured
 * outcome, a skip (the app stays missing), an interruption (`--resume` redoes it), nor a configuration
 * fault (it fails the same way every time).
 */
const RETRIED_OUTCOMES: ReadonlySet<CellOutcome> = new Set<ErrorOutcome>([
  'app-fault',
  'provider-fault',
  'harness-timeout',
  'harness-fault',
]);

export function isRetryable(outcome: CellOutcome): outcome is ErrorOutcome {
  return RETRIED_OUTCOMES.has(outcome);
}

async function runAttempt(
  plan: CellPlan,
  runId: string,
  settings: RunSettings,
  options: RetryOptions,
  runOne: CellRunner,
): Promise<CellRecord> {
  if (options.harnessTimeMs === undefined) return runOne(plan, runId, settings, options.signal);
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const startedAt = new Date();
  const limitSeconds = Math.round(options.harnessTimeMs / 1000);
  let abandon: NodeJS.Timeout | undefined;
  const deadline = setTimeout(
    () => controller.abort(new ArenaError('HARNESS_TIMEOUT', `harness timeout after ${limitSeconds}s`)),
    options.harnessTimeMs,
  );
  // A cell that ignores its abort is abandoned (its environment is swept at the next start).
  const abandoned = new Promise<CellRecord>((resolve) => {
    controller.signal.addEventListener(
      'abort',
      () => {
        abandon = setTimeout(
          () => resolve(abandonedCell(plan, runId, startedAt, controller.signal.reason)),
          ABANDON_AFTER_MS,
        );
      },
      { once: true },
    );
  });
  try {
    return await Promise.race([runOne(plan, runId, settings, controller.signal), abandoned]);
  } finally {
    clearTimeout(deadline);
    clearTimeout(abandon);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/** A cell that did not stop when aborted: an error of the abort's kind (interrupted, or the harness timeout). */
function abandonedCell(plan: CellPlan, runId: string, startedAt: Date, reason: unknown): CellRecord {
  return {
    id: crypto.randomUUID(),
    runId,
    ...cellKeyOf(plan),
    taskTitle: plan.task.title,
    category: plan.task.category,
    difficulty: plan.task.difficulty,
    status: 'error',
    outcome: classifyAbort(reason),
    score: { earned: 0, total: 0, success: false, score: 0 },
    checkpoints: [],
    trajectory: undefined,
    error: `${reason instanceof Error ? reason.message : 'interrupted'} (the cell did not stop; abandoned)`,
    oracleTools: [...plan.task.tools],
    startedAt,
    finishedAt: new Date(),
    durationMs: Date.now() - startedAt.getTime(),
  };
}
