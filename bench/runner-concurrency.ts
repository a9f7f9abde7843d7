// Local pool speedup: the same cells at concurrency 1, 2, 4, 8 and 16, with the reference model
// sleeping a fixed 500 ms per turn (a stand-in for model latency), real MCP servers and real checks.
// Each level runs `waves` full waves of cells (concurrency × waves cells); the baseline is concurrency 1
// in the same run. Speedup = cells per second at c / cells per second at 1; ideal = c.
// Run: npx tsx bench/runner-concurrency.ts [task folder] [levels, comma-separated] [waves, default 4]
import os from 'node:os';
import { sweepStaleCells } from '../src/environments/index.ts';
import { planCells, runCells, parseRunOptions, runSettingsOf } from '../src/runner/index.ts';
import { Store } from '../src/store/index.ts';
import { loadSuite } from '../src/tasks/index.ts';

const taskPath = process.argv[2] ?? 'suites/core/reconcile-payments';
const levels = (process.argv[3] ?? '1,2,4,8,16').split(',').map(Number);
const waves = Number(process.argv[4] ?? 4);
const model = 'reference:delay=500';
const tasks = loadSuite([taskPath]);
const settings = runSettingsOf(parseRunOptions({}));
const store = await Store.open('memory');
sweepStaleCells();

async function measure(concurrency: number, cells: number): Promise<{ seconds: number; failed: number }> {
  const run = await store.createRun({
    paths: [taskPath],
    models: [model],
    modes: ['oracle'],
    repeats: cells,
  });
  const started = performance.now();
  const result = await runCells({
    runId: run.id,
    plans: planCells(tasks, [model], ['oracle'], Math.ceil(cells / tasks.length)).slice(0, cells),
    settings,
    store,
    concurrency,
    retries: 0,
  });
  const seconds = (performance.now() - started) / 1000;
  return { seconds, failed: result.cells.filter((cell) => cell.status !== 'passed').length };
}

await measure(2, 2); // warm-up: module caches, JIT, the first server start
const rows: Array<Record<string, number>> = [];
let baseline = 0;
for (const concurrency of levels) {
  const cells = concurrency * waves;
  // The 1-minute load average before the level: the machine's other work competes for the 2 cores.
  const load = os.loadavg()[0]!;
  const { seconds, failed } = await measure(concurrency, cells);
  const cellsPerSecond = cells / seconds;
  if (concurrency === 1) baseline = cellsPerSecond;
  const speedup = cellsPerSecond / baseline;
  rows.push({
    concurrency,
    cells,
    notPassed: failed,
    seconds: Number(seconds.toFixed(2)),
    cellsPerSecond: Number(cellsPerSecond.toFixed(3)),
    speedup: Number(speedup.toFixed(2)),
    ofIdeal: Number((speedup / concurrency).toFixed(2)),
    loadAverageBefore: Number(load.toFixed(1)),
  });
  console.error(JSON.stringify(rows.at(-1)));
}
await store.close();
console.log(
  JSON.stringify(
    { task: taskPath, model, cores: os.cpus().length, loadAverage: os.loadavg()[0]!.toFixed(1), rows },
    null,
    2,
  ),
);
