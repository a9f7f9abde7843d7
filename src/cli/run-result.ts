import { formatTable, summarize } from '../report/index.ts';
import { isInterrupted } from '../runner/index.ts';
import type { Store } from '../store/index.ts';
import { printJson } from './options.ts';
import { isSkipped } from './skipped-tasks-notice.ts';

type CellSummary = Awaited<ReturnType<Store['listCells']>>[number];

/** The exit codes of `run` (documented in the README). */
export const EXIT = {
  /** Every planned cell is stored and at least one measured the agent. */
  completed: 0,
  /** Every cell ended in an error: nothing was measured. */
  allErrors: 1,
  /** Bad options or configuration, found before any cell started. */
  usage: 2,
  /** Cells were left unstarted (the --max-cost budget was reached). */
  incomplete: 3,
  /** Stopped by Ctrl-C or SIGTERM. */
  stopped: 130,
} as const;

export function runExitCode(stopped: boolean, cells: CellSummary[], planned: number): number {
  if (stopped) return EXIT.stopped;
  const finished = cells.filter((cell) => !isInterrupted(cell));
  if (finished.length < planned) return EXIT.incomplete;
  if (finished.length > 0 && finished.every((cell) => cell.status === 'error')) return EXIT.allErrors;
  return EXIT.completed;
}

/**
 * The stored result of a run: its cells as JSON (the shape `run --json` documents), or a table and a
 * summary. Returns the cells.
 */
export async function printRunResult(
  store: Store,
  runId: string,
  planned: number,
  json: boolean,
): Promise<CellSummary[]> {
  const summaries = await store.listCells(runId);
  const metrics = summarize(summaries);
  const pending = planned - summaries.filter((cell) => !isInterrupted(cell)).length;
  if (json) {
    printJson({
      runId,
      cells: summaries.map((cell) => ({
        task: cell.taskId,
        model: cell.model,
        mode: cell.mode,
        repeat: cell.repeat,
        status: cell.status,
        outcome: cell.outcome,
        score: cell.score,
        checkpoints: { earned: cell.earned, total: cell.total },
        turns: cell.turns,
        toolCalls: cell.toolCalls,
        failedToolCalls: cell.failedToolCalls,
        inputTokens: cell.inputTokens,
        outputTokens: cell.outputTokens,
        costUsd: cell.costUsd,
        durationMs: Math.round(cell.durationMs),
        ...(cell.error ? { error: cell.error } : {}),
      })),
      pending,
      metrics: { successRate: metrics.successRate, meanScore: metrics.meanScore },
    });
    return summaries;
  }
  process.stdout.write(
    `${formatTable(
      ['task', 'model', 'mode', 'rep', 'status', 'score', 'points', 'turns', 'calls', 'failed', 'seconds'],
      summaries.map((cell) => [
        cell.taskId,
        cell.model,
        cell.mode,
        cell.repeat,
        cell.status,
        cell.score.toFixed(2),
        `${cell.earned}/${cell.total}`,
        cell.turns,
        cell.toolCalls,
        cell.failedToolCalls,
        (cell.durationMs / 1000).toFixed(1),
      ]),
    )}\n\n`,
  );
  const rate = metrics.successRate === null ? 'n/a' : `${(metrics.successRate * 100).toFixed(1)}%`;
  const score = metrics.meanScore === null ? 'n/a' : metrics.meanScore.toFixed(3);
  process.stdout.write(
    `run ${runId}: ${metrics.passed} passed, ${metrics.failed} failed, ${metrics.errors} errors; ` +
      `success ${rate}, mean score ${score}${pending > 0 ? `; ${pending} cells not run yet` : ''}\n`,
  );
  for (const cell of summaries.filter((candidate) => candidate.status === 'error' && !isSkipped(candidate))) {
    process.stdout.write(
      `  error in ${cell.taskId} (${cell.model} ${cell.mode} #${cell.repeat}), ${cell.outcome}: ${cell.error ?? ''}\n`,
    );
  }
  const skipped = summaries.filter(isSkipped).length;
  if (skipped > 0) {
    process.stdout.write(
      `  ${skipped} cells skipped: apps not available here (npx mcp-arena setup enables them)\n`,
    );
  }
  return summaries;
}
