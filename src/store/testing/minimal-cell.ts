import { type CellOutcome, statusOf } from '../cell-outcome.ts';
import type { CellRecord, CellSummary } from '../records.ts';

/** Which cell the minimal ones are: the first repeat of a reconcile task by the reference model in oracle mode. */
const RECONCILE_BY_REFERENCE = {
  taskId: 'reconcile',
  taskTitle: 'Reconcile',
  category: 'finance',
  difficulty: 'medium',
  model: 'reference',
  mode: 'oracle',
  repeat: 0,
};

/**
 * A passed cell with no trajectory, for store tests; `overrides` set what a test is about. The status
 * follows an outcome given, and an `error` status alone is a `harness-fault`.
 */
export function minimalCell(runId: string, overrides: Partial<CellRecord> = {}): CellRecord {
  const outcome: CellOutcome =
    overrides.outcome ?? (overrides.status === 'error' ? 'harness-fault' : (overrides.status ?? 'passed'));
  return {
    id: crypto.randomUUID(),
    runId,
    ...RECONCILE_BY_REFERENCE,
    status: statusOf(outcome),
    outcome,
    score: { earned: 1, total: 1, success: true, score: 1 },
    checkpoints: [],
    trajectory: undefined,
    error: undefined,
    startedAt: new Date('2026-11-22T02:00:00Z'),
    finishedAt: new Date('2026-11-22T02:00:02Z'),
    durationMs: 2000,
    ...overrides,
  };
}

/** A passed cell as a run's listing gives it (no counts, no cost), for report and runner tests. */
export function minimalSummary(runId: string, overrides: Partial<CellSummary> = {}): CellSummary {
  return {
    id: crypto.randomUUID(),
    runId,
    ...RECONCILE_BY_REFERENCE,
    status: 'passed',
    outcome: 'passed',
    score: 1,
    earned: 1,
    total: 1,
    turns: 0,
    toolCalls: 0,
    failedToolCalls: 0,
    unknownToolCalls: 0,
    inputTokens: 0,
    cachedInputTokens: 0,
    outputTokens: 0,
    reasoningTokens: 0,
    costUsd: null,
    durationMs: 0,
    finalAnswer: '',
    error: null,
    confinement: null,
    ...overrides,
  };
}
