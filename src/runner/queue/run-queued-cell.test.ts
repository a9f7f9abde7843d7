import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CellRecord, Store } from '../../store/index.ts';
import type { CellRunner } from '../run-cell-with-retries.ts';
import { Barrier } from '../testing/barrier.ts';
import type { CellJob } from './cell-job.ts';
import { cellJobId } from './cell-job.ts';
import { QueuedCellRunner } from './run-queued-cell.ts';

const TASK_PATH = 'suites/core/reconcile-payments';

let store: Store;
beforeAll(async () => {
  store = await Store.open('memory');
});
afterAll(async () => {
  await store.close();
});

/** A passing cell costing `costUsd`, counted in `ran`, that ends once `together` has as many runs inside it as it waits for. */
function passingCell(costUsd: number, ran: { count: number }, together = new Barrier(1)): CellRunner {
  return async (plan, runId) => {
    ran.count += 1;
    await together.arrive();
    const cell: CellRecord = {
      id: crypto.randomUUID(),
      runId,
      taskId: plan.task.id,
      taskTitle: plan.task.title,
      category: plan.task.category,
      difficulty: plan.task.difficulty,
      model: plan.model,
      mode: plan.mode,
      repeat: plan.repeat,
      status: 'passed',
      outcome: 'passed',
      score: { earned: 1, total: 1, success: true, score: 1 },
      checkpoints: [],
      trajectory: {
        turns: [],
        finalAnswer: 'done',
        endReason: 'answered',
        usage: { inputTokens: 1, cachedInputTokens: 0, outputTokens: 1, reasoningTokens: 0, costUsd },
        durationMs: 30,
      },
      error: undefined,
      startedAt: new Date(),
      finishedAt: new Date(),
      durationMs: 30,
    };
    return cell;
  };
}

async function newRun(options = {}): Promise<string> {
  const run = await store.createRun({
    paths: [TASK_PATH],
    models: ['reference'],
    modes: ['oracle'],
    repeats: 3,
    options,
  });
  return run.id;
}

describe('QueuedCellRunner', () => {
  it('stores a cell once when two workers race on it, and skips a redelivered job', async () => {
    const runId = await newRun();
    const job: CellJob = {
      runId,
      taskId: 'reconcile-payments',
      model: 'reference',
      mode: 'oracle',
      repeat: 0,
    };
    const ran = { count: 0 };
    // Both workers are inside the cell before either stores it.
    const racing = new Barrier(2);
    const [first, second] = [
      new QueuedCellRunner(store, { runOne: passingCell(0, ran, racing) }),
      new QueuedCellRunner(store, { runOne: passingCell(0, ran, racing) }),
    ];
    const signal = new AbortController().signal;
    const outcomes = await Promise.all([first.run(job, signal), second.run(job, signal)]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['duplicate', 'stored']);
    expect(ran.count).toBe(2);
    expect(await store.listCells(runId)).toHaveLength(1);

    expect((await first.run(job, signal)).kind).toBe('duplicate');
    expect(ran.count).toBe(2);
  });

  it('leaves cells for run --resume once the run has spent its budget', async () => {
    const runId = await newRun({ maxCostUsd: 0.5 });
    const ran = { count: 0 };
    const runner = new QueuedCellRunner(store, { runOne: passingCell(0.4, ran) });
    const signal = new AbortController().signal;
    const job = (repeat: number): CellJob => ({
      runId,
      taskId: 'reconcile-payments',
      model: 'reference',
      mode: 'oracle',
      repeat,
    });
    expect((await runner.run(job(0), signal)).kind).toBe('stored');
    expect((await runner.run(job(1), signal)).kind).toBe('stored');
    expect((await runner.run(job(2), signal)).kind).toBe('over-budget');
    expect(ran.count).toBe(2);
  });

  it('gives a cell the same job id every time, without the `:` BullMQ forbids', () => {
    const key = { taskId: 't', model: 'openai:gpt-5', mode: 'oracle', repeat: 1 };
    expect(cellJobId('20261122-031837-prb0', key)).toBe(cellJobId('20261122-031837-prb0', { ...key }));
    expect(cellJobId('20261122-031837-prb0', key)).not.toContain(':');
    expect(cellJobId('20261122-031837-prb0', key)).not.toBe(
      cellJobId('20261122-031837-prb0', { ...key, repeat: 2 }),
    );
  });
});
