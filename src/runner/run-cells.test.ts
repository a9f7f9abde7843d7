import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultModelSettings, ZERO_USAGE } from '../models/index.ts';
import { type CellRecord, ERROR_OUTCOMES, type ErrorOutcome, Store } from '../store/index.ts';
import { minimalSummary } from '../store/testing/minimal-cell.ts';
import type { Task } from '../tasks/index.ts';
import { cellKeyOf } from './cell-key.ts';
import { classifyAbort } from './classify-cell-error.ts';
import { planCells } from './plan-cells.ts';
import { ProgressDisplay } from './progress-display.ts';
import type { CellPlan } from './cell-plan.ts';
import { runCells, type RunCellsOptions, type RunEvent } from './run-cells.ts';
import { RunProgress } from './run-progress.ts';
import { Barrier } from './testing/barrier.ts';

const settings = { models: defaultModelSettings() };

function task(id: string): Task {
  return { id, title: id, category: 'test', difficulty: 'easy' } as Task;
}

/** A cell of `status`; an error is an `app-fault` unless `extra` gives its outcome. */
function record(
  plan: CellPlan,
  runId: string,
  status: CellRecord['status'],
  extra: Partial<CellRecord> = {},
): CellRecord {
  return {
    outcome: status === 'error' ? 'app-fault' : status,
    id: crypto.randomUUID(),
    runId,
    taskId: plan.task.id,
    taskTitle: plan.task.title,
    category: 'test',
    difficulty: 'easy',
    model: plan.model,
    mode: plan.mode,
    repeat: plan.repeat,
    status,
    score: { earned: 0, total: 1, success: status === 'passed', score: status === 'passed' ? 1 : 0 },
    checkpoints: [],
    trajectory: undefined,
    error: undefined,
    startedAt: new Date(),
    finishedAt: new Date(),
    durationMs: 1,
    ...extra,
  };
}

function costing(plan: CellPlan, runId: string, costUsd: number): CellRecord {
  return record(plan, runId, 'passed', {
    trajectory: {
      turns: [],
      finalAnswer: '',
      endReason: 'answered',
      usage: { ...ZERO_USAGE, inputTokens: 100, outputTokens: 20, costUsd },
      durationMs: 1,
    },
  });
}

let shared: Store | undefined;
beforeAll(async () => {
  shared = await Store.open('memory');
});
afterAll(async () => {
  await shared?.close();
});

/** A fresh run in the shared in-memory store (opening PGlite once keeps the tests quick). */
async function openRun(): Promise<{ store: Store; runId: string }> {
  const store = shared!;
  const run = await store.createRun({ paths: [], models: ['a'], modes: ['oracle'], repeats: 1 });
  return { store, runId: run.id };
}

/** runCells over repeats of one task (model a, oracle mode): one cell at a time and no retries unless asked. */
function runRepeats(
  { store, runId }: { store: Store; runId: string },
  taskId: string,
  repeats: number,
  options: Pick<RunCellsOptions, 'runOne'> & Partial<RunCellsOptions>,
): ReturnType<typeof runCells> {
  return runCells({
    runId,
    plans: planCells([task(taskId)], ['a'], ['oracle'], repeats),
    settings,
    store,
    concurrency: 1,
    retries: 0,
    ...options,
  });
}

describe('runCells', () => {
  it("passes each turn of a cell's agent on as a cell-turn event", async () => {
    const { store, runId } = await openRun();
    const plans = planCells([task('talk')], ['a'], ['oracle'], 1);
    const events: RunEvent[] = [];
    const usage = { ...ZERO_USAGE, inputTokens: 7 };
    await runCells({
      runId,
      plans,
      settings,
      store,
      concurrency: 1,
      retries: 0,
      onEvent: (event) => events.push(event),
      runOne: async (plan, run, cellSettings) => {
        const turn = { index: 0, text: '', toolCalls: [], usage, modelMs: 1, startedAt: '' };
        cellSettings.onAgentEvent?.(plan, { type: 'turn-end', turn });
        return record(plan, run, 'passed');
      },
    });
    expect(events.map((event) => event.type)).toEqual(['cell-start', 'cell-turn', 'cell-end']);
    expect(events[1]).toMatchObject({ type: 'cell-turn', usage });
  });

  it('retries infrastructure errors up to --retries, records each cause, never retries failures', async () => {
    const { store, runId } = await openRun();
    const plans = planCells(
      [task('flaky'), task('broken'), task('wrong'), task('skipped')],
      ['a'],
      ['oracle'],
      1,
    );
    const tries = new Map<string, number>();
    const events: RunEvent[] = [];
    const result = await runCells({
      runId,
      plans,
      settings,
      store,
      concurrency: 2,
      retries: 2,
      onEvent: (event) => events.push(event),
      runOne: async (plan, run) => {
        const attempt = (tries.get(plan.task.id) ?? 0) + 1;
        tries.set(plan.task.id, attempt);
        if (plan.task.id === 'flaky' && attempt < 3)
          return record(plan, run, 'error', { error: `provider 503 #${attempt}` });
        if (plan.task.id === 'broken') return record(plan, run, 'error', { error: 'app did not start' });
        if (plan.task.id === 'skipped')
          return record(plan, run, 'error', { outcome: 'skipped', error: 'app git is not available' });
        return record(plan, run, plan.task.id === 'wrong' ? 'failed' : 'passed');
      },
    });
    expect(Object.fromEntries(tries)).toEqual({ flaky: 3, broken: 3, wrong: 1, skipped: 1 });
    expect(result.cells).toHaveLength(4);
    const cells = Object.fromEntries((await store.listCells(runId)).map((cell) => [cell.taskId, cell]));
    expect(cells.flaky).toMatchObject({ status: 'passed' });
    expect(cells.broken).toMatchObject({
      status: 'error',
      outcome: 'app-fault',
      error: 'app did not start (after 3 attempts)',
    });
    expect(cells.wrong).toMatchObject({ status: 'failed' });
    expect(cells.skipped).toMatchObject({
      status: 'error',
      outcome: 'skipped',
      error: 'app git is not available',
    });
    const attempts = await store.listAttempts(runId);
    expect(attempts.filter((attempt) => attempt.taskId === 'flaky').map((attempt) => attempt.error)).toEqual([
      'provider 503 #1',
      'provider 503 #2',
    ]);
    expect(
      attempts.filter((attempt) => attempt.taskId === 'broken').map((attempt) => attempt.attempt),
    ).toEqual([1, 2, 3]);
    expect(events.filter((event) => event.type === 'cell-attempt-error' && event.willRetry)).toHaveLength(4);
  });

  it('decides retries by the outcome kind, never by the error text', async () => {
    const { store, runId } = await openRun();
    const plans = planCells(ERROR_OUTCOMES.map(task), ['a'], ['oracle'], 1);
    const tries = new Map<string, number>();
    await runCells({
      runId,
      plans,
      settings,
      store,
      concurrency: 2,
      retries: 1,
      runOne: async (plan, run) => {
        tries.set(plan.task.id, (tries.get(plan.task.id) ?? 0) + 1);
        // The text says the opposite of the kind: only the kind counts.
        const error = plan.task.id === 'app-fault' ? 'skipped: interrupted' : 'app did not start';
        return record(plan, run, 'error', { outcome: plan.task.id as ErrorOutcome, error });
      },
    });
    expect(Object.fromEntries(tries)).toEqual({
      skipped: 1,
      interrupted: 1,
      configuration: 1,
      'harness-timeout': 2,
      'app-fault': 2,
      'provider-fault': 2,
      'harness-fault': 2,
    });
    const stored = await store.listCells(runId);
    expect(stored.map((cell) => [cell.taskId, cell.outcome]).sort()).toEqual(
      ERROR_OUTCOMES.map((outcome) => [outcome, outcome]).sort(),
    );
    const attempts = await store.listAttempts(runId);
    expect(new Set(attempts.map((attempt) => attempt.outcome))).toEqual(
      new Set(['harness-timeout', 'app-fault', 'provider-fault', 'harness-fault']),
    );
  });

  it('keeps `concurrency` cells running at once', async () => {
    const { store, runId } = await openRun();
    let running = 0;
    let most = 0;
    // Each cell ends only once four are running at the same time.
    const fourRunning = new Barrier(4);
    await runRepeats({ store, runId }, 't', 12, {
      concurrency: 4,
      runOne: async (plan, run) => {
        running += 1;
        most = Math.max(most, running);
        await fourRunning.arrive();
        running -= 1;
        return record(plan, run, 'passed');
      },
    });
    expect(most).toBe(4);
    expect(await store.listCells(runId)).toHaveLength(12);
  });

  it('starts no new cell once --max-cost is reached', async () => {
    const { store, runId } = await openRun();
    const result = await runRepeats({ store, runId }, 't', 10, {
      maxCostUsd: 0.25,
      spentUsd: 0.05,
      runOne: async (plan, run) => costing(plan, run, 0.1),
    });
    expect(result).toMatchObject({ budgetReached: true, notStarted: 8 });
    expect(result.spentUsd).toBeCloseTo(0.25);
    expect(await store.listCells(runId)).toHaveLength(2);
  });

  it('stops starting cells when asked and lets the ones in flight finish', async () => {
    const { store, runId } = await openRun();
    const stop = new AbortController();
    const bothRunning = new Barrier(2);
    let started = 0;
    const result = await runRepeats({ store, runId }, 't', 6, {
      concurrency: 2,
      stop: stop.signal,
      runOne: async (plan, run) => {
        // Asked to stop once both cells of the pool are running; they end after it.
        started += 1;
        if (started === 2) stop.abort();
        await bothRunning.arrive();
        return record(plan, run, 'passed');
      },
    });
    expect(result.cells).toHaveLength(2);
    expect(result.notStarted).toBe(4);
  });

  it('drops a cell another process stored while this one ran it: the stored one stands, no error', async () => {
    const { store, runId } = await openRun();
    const events: RunEvent[] = [];
    let rivalId: string | undefined;
    const result = await runRepeats({ store, runId }, 't', 2, {
      replaceInterrupted: true,
      onEvent: (event) => events.push(event),
      runOne: async (plan, run) => {
        // Another process (a second `run --resume`, a worker) commits repeat 0 while this one runs it.
        if (plan.repeat === 0) {
          const rival = record(plan, run, 'failed');
          rivalId = rival.id;
          await store.saveCell(rival);
        }
        return record(plan, run, 'passed');
      },
    });
    expect(result.cells.map((cell) => cell.repeat)).toEqual([1]);
    const stored = await store.listCells(runId);
    expect(stored.map((cell) => [cell.repeat, cell.status])).toEqual([
      [0, 'failed'],
      [1, 'passed'],
    ]);
    expect(stored[0]!.id).toBe(rivalId);
    const duplicate = events.find((event) => event.type === 'cell-duplicate');
    expect(duplicate).toMatchObject({ stored: { id: rivalId, status: 'failed' } });
  });

  it('gives an attempt that outlives the harness timeout an error and retries it', async () => {
    const { store, runId } = await openRun();
    let calls = 0;
    const result = await runRepeats({ store, runId }, 'slow', 1, {
      retries: 1,
      harnessTimeMs: 50,
      runOne: async (plan, run, _settings, signal) => {
        calls += 1;
        if (calls === 1) {
          await new Promise((resolve) => signal?.addEventListener('abort', resolve));
          return record(plan, run, 'error', {
            outcome: classifyAbort(signal?.reason),
            error: (signal?.reason as Error).message,
          });
        }
        return record(plan, run, 'passed');
      },
    });
    expect(result.cells[0]).toMatchObject({ status: 'passed' });
    expect((await store.listAttempts(runId))[0]).toMatchObject({
      attempt: 1,
      outcome: 'harness-timeout',
      error: 'harness timeout after 0s',
    });
  });
});

/** A plain progress display writing into `lines`, with one cell (task t, repeat 0) started. */
function startedDisplay(progress: RunProgress): {
  display: ProgressDisplay;
  lines: string[];
  plan: CellPlan;
} {
  const lines: string[] = [];
  const display = new ProgressDisplay(
    progress,
    { write: (text: string) => lines.push(text) },
    { live: false },
  );
  const [plan] = planCells([task('t')], ['a'], ['oracle'], 1);
  display.onEvent({ type: 'cell-start', plan: plan! });
  return { display, lines, plan: plan! };
}

describe('ProgressDisplay', () => {
  it('writes one plain line per cell with counts, ETA, tokens and cost', () => {
    let now = 0;
    const progress = new RunProgress(4, () => now);
    const { display, lines, plan } = startedDisplay(progress);
    now = 10_000;
    display.onEvent({ type: 'cell-end', cell: costing(plan, 'r', 0.0123) });
    display.onEvent({ type: 'cell-end', cell: record(plan, 'r', 'error', { error: 'boom' }) });
    expect(lines[0]).toBe(
      '[1/4] t a oracle #0: passed 1.00 (0.0s) | 1/4 done: 1 passed, 0 failed, 0 errors | ETA 30s | 120 tokens | $0.0123\n',
    );
    expect(lines[1]).toContain(
      '[2/4] t a oracle #0: error 0.00 (0.0s) boom | 2/4 done: 1 passed, 0 failed, 1 errors | ETA 10s',
    );
  });

  it("shows the spend of a running cell's turns before it ends, and counts it once when it does", () => {
    const progress = new RunProgress(2);
    const { display, plan } = startedDisplay(progress);
    const turn = { ...ZERO_USAGE, inputTokens: 40, outputTokens: 10, costUsd: 0.004 };
    display.onEvent({ type: 'cell-turn', plan, usage: turn });
    display.onEvent({ type: 'cell-turn', plan, usage: turn });
    expect(display.summary()).toContain('100 tokens | $0.0080');
    display.onEvent({ type: 'cell-end', cell: costing(plan, 'r', 0.0123) });
    expect(display.summary()).toContain('120 tokens | $0.0123');
  });

  it("counts a cell another process stored as done, with that cell's outcome", () => {
    const progress = new RunProgress(2);
    const { display, lines, plan } = startedDisplay(progress);
    const stored = minimalSummary('r', {
      ...cellKeyOf(plan),
      id: 'theirs',
      taskTitle: 't',
      category: 'test',
      difficulty: 'easy',
      status: 'failed',
      outcome: 'failed',
      score: 0,
      earned: 0,
      costUsd: 0,
    });
    display.onEvent({ type: 'cell-duplicate', cell: record(plan, 'r', 'passed'), stored });
    expect(progress).toMatchObject({ done: 1, failed: 1, passed: 0, running: 0 });
    expect(lines[0]).toContain(
      '[1/2] t a oracle #0: failed 0.00 (0.0s), stored meanwhile by another process',
    );
  });

  it("shortens a skipped cell's line: the reason was said once before the run", () => {
    const lines: string[] = [];
    const display = new ProgressDisplay(
      new RunProgress(1),
      { write: (text: string) => lines.push(text) },
      { live: false },
    );
    const [plan] = planCells([task('t')], ['a'], ['oracle'], 1);
    const error = 'app mail is not available: dovecot (IMAP server) is not installed';
    display.onEvent({ type: 'cell-end', cell: record(plan!, 'r', 'error', { outcome: 'skipped', error }) });
    expect(lines[0]).toContain('[1/1] t a oracle #0: error 0.00 (0.0s) (skipped) | ');
    expect(lines[0]).not.toContain('dovecot');
  });
});
