/**
 * What a cell of the crm app costs: Directus's own start (bootstrapped template copied, process started,
 * answering /server/ping: what every cell would pay without warm instances) against a cell start on a warm
 * instance (the task's seed restored) and `reset()` after a change, all in one run, on a real core task.
 *
 * Run: npx tsx bench/crm-cell.ts [repeats=9] [task=suites/core/clean-up-stale-pipeline]
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CellDir } from '../src/environments/cell-dir.ts';
import { CrmApp } from '../src/environments/apps/crm/crm-app.ts';
import { loadCrmSchema } from '../src/environments/apps/crm/crm-schema.ts';
import { startDirectusProcess } from '../src/environments/apps/crm/directus-process.ts';
import { directusPool } from '../src/environments/apps/crm/directus-pool.ts';
import { ensureTemplate } from '../src/environments/apps/crm/directus-template.ts';
import { loadTask } from '../src/tasks/index.ts';

const repeats = Number(process.argv[2] ?? 9);
const task = loadTask(process.argv[3] ?? 'suites/core/clean-up-stale-pipeline');

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const time = async (work: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

const template = await ensureTemplate(loadCrmSchema());
const cold: number[] = [];
for (let index = 0; index < 3; index += 1) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-bench-'));
  copyFileSync(template.database, path.join(dir, 'directus.db'));
  let stop: (() => Promise<void>) | undefined;
  cold.push(await time(async () => ({ stop } = await startDirectusProcess(dir))));
  await stop?.();
  rmSync(dir, { recursive: true, force: true });
}

const app = new CrmApp();
// Warm-up: starts the pool's instance and builds the task's seed database.
const first = CellDir.create('crm-bench');
await (await app.start(task, first)).stop();
first.remove();
const warm: number[] = [];
const resets: number[] = [];
let rows = 0;
for (let index = 0; index < repeats; index += 1) {
  const cell = CellDir.create('crm-bench');
  let running: Awaited<ReturnType<CrmApp['start']>> | undefined;
  warm.push(await time(async () => (running = await app.start(task, cell))));
  const state = running!.state.crm!;
  rows = 0;
  for (const collection of state.collections()) rows += (await state.items(collection)).length;
  resets.push(await time(() => running!.reset()));
  await running!.stop();
  cell.remove();
}
await directusPool.drain();
const format = (ms: number): string => `${ms.toFixed(1)} ms`;
console.log(
  `task ${task.id}: ${rows} rows over ${template.schema ? Object.keys(template.schema.collections).length : 0} collections`,
);
console.log('| figure | median |');
console.log('| --- | --- |');
console.log(`| Directus start (template copy → /server/ping), baseline | ${format(median(cold))} |`);
console.log(`| cell start on a warm instance (seed restored) | ${format(median(warm))} |`);
console.log(`| reset() | ${format(median(resets))} |`);
console.log(`| warm cell start / Directus start | ${(median(warm) / median(cold)).toFixed(3)} |`);
console.log(`| reset / Directus start | ${(median(resets) / median(cold)).toFixed(3)} |`);
