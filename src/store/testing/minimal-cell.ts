import { type CellOutcome, statusOf } from '../cell-outcome.ts';
import type { CellRecord } from '../records.ts';

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
    taskId: 'reconcile',
    taskTitle: 'Reconcile',
    category: 'finance',
    difficulty: 'medium',
    model: 'reference',
    mode: 'oracle',
    repeat: 0,
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
