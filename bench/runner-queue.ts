// Queue overhead: cells per second through BullMQ (Redis) with a no-op cell, and the latency a cell
// gains by going through the queue, against the local pool on the same store in the same run. The
// no-op cell does no work, so everything measured is orchestration: the pool or the queue (enqueue,
// fetch, lease, completion), the worker's "already stored?" look-up and the commit to Postgres.
// Needs redis-server and PostgreSQL (see .ci/run). Run: npx tsx bench/runner-queue.ts [cells] [latency samples]
import os from 'node:os';
import { type CellRecord, Store } from '../src/store/index.ts';
import {
  type CellPlan,
  type CellRunner,
  planCells,
  runCells,
  parseRunOptions,
  runSettingsOf,
} from '../src/runner/index.ts';
import { enqueueCells, startCellWorker } from '../src/runner/queue/index.ts';
import { loadSuite } from '../src/tasks/index.ts';
import { missingServices, startPostgres, startRedis } from '../test/local-services.ts';

const cells = Number(process.argv[2] ?? 400);
const samples = Number(process.argv[3] ?? 50);
const concurrency = 8;
const taskPath = 'suites/core/reconcile-payments';
const missing = missingServices();
if (missing) {
  console.error(`cannot run: ${missing}`);
  process.exit(1);
}

const noopCell: CellRunner = async (plan, runId) => {
  const now = new Date();
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
    trajectory: undefined,
    error: undefined,
    startedAt: now,
    finishedAt: now,
    durationMs: 0,
  };
  return cell;
};

const [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
const store = await Store.open(postgres.url);
const tasks = loadSuite([taskPath]);
const settings = runSettingsOf(parseRunOptions({}));
const newRun = async (repeats: number): Promise<{ runId: string; plans: CellPlan[] }> => {
  const run = await store.createRun({ paths: [taskPath], models: ['noop'], modes: ['oracle'], repeats });
  return { runId: run.id, plans: planCells(tasks, ['noop'], ['oracle'], repeats) };
};

// One worker in this process, as `mcp-arena worker --concurrency 8` would run; outcomes resolve waiters.
const waiters = new Map<string, () => void>();
const worker = startCellWorker({
  queueUrl: redis.url,
  store,
  concurrency,
  leaseSeconds: 30,
  runOne: noopCell,
  onOutcome: (job) => waiters.get(`${job.runId}#${job.repeat}`)?.(),
});
const stored = (runId: string, repeat: number): Promise<void> =>
  new Promise((resolve) => waiters.set(`${runId}#${repeat}`, resolve));

async function localThroughput(): Promise<number> {
  const { runId, plans } = await newRun(cells);
  const started = performance.now();
  await runCells({ runId, plans, settings, store, concurrency, retries: 0, runOne: noopCell });
  return cells / ((performance.now() - started) / 1000);
}

async function queueThroughput(): Promise<number> {
  const { runId, plans } = await newRun(cells);
  const all = Promise.all(plans.map((plan) => stored(runId, plan.repeat)));
  const started = performance.now();
  await enqueueCells(redis.url, runId, plans);
  await all;
  return cells / ((performance.now() - started) / 1000);
}

async function localLatency(): Promise<number[]> {
  const { runId, plans } = await newRun(samples);
  const times: number[] = [];
  for (const plan of plans) {
    const started = performance.now();
    await runCells({ runId, plans: [plan], settings, store, concurrency: 1, retries: 0, runOne: noopCell });
    times.push(performance.now() - started);
  }
  return times;
}

async function queueLatency(): Promise<number[]> {
  const { runId, plans } = await newRun(samples);
  const times: number[] = [];
  for (const plan of plans) {
    const done = stored(runId, plan.repeat);
    const started = performance.now();
    await enqueueCells(redis.url, runId, [plan]);
    await done;
    times.push(performance.now() - started);
  }
  return times;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))]!;

try {
  // Warm-up: connections, Lua scripts, JIT.
  await localThroughput();
  await queueThroughput();
  const local = await localThroughput();
  const queued = await queueThroughput();
  const localTimes = await localLatency();
  const queueTimes = await queueLatency();
  console.log(
    JSON.stringify(
      {
        cells,
        concurrency,
        cores: os.cpus().length,
        loadAverage: os.loadavg()[0]!.toFixed(1),
        cellsPerSecond: { localPool: Number(local.toFixed(1)), queue: Number(queued.toFixed(1)) },
        latencyPerCellMs: {
          samples,
          localPool: {
            median: Number(median(localTimes).toFixed(2)),
            p95: Number(p95(localTimes).toFixed(2)),
          },
          queue: { median: Number(median(queueTimes).toFixed(2)), p95: Number(p95(queueTimes).toFixed(2)) },
          addedMedian: Number((median(queueTimes) - median(localTimes)).toFixed(2)),
        },
      },
      null,
      2,
    ),
  );
} finally {
  await worker.close();
  await store.close();
  await Promise.all([redis.stop(), postgres.stop()]);
}
