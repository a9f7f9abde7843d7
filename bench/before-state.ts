/**
 * What the checks' before-state costs per cell for the sql app, the one app that captures at start (the
 * others read pristine copies they already keep, or the task's seed). For each task: N fresh starts of
 * its sql app (the baseline: start + seed + capture, what a cell pays), the capture alone (the same
 * queries again), and one `before.sql('SELECT * FROM <table>')` per seeded table, as a diffSql makes.
 *
 * Run: npx tsx bench/before-state.ts [repeats=4] [task ...]   (tasks of suites/core; the first start warms up)
 */
import { CellDir } from '../src/environments/index.ts';
import { SqlApp } from '../src/environments/apps/sql/sql-app.ts';
import { captureTables } from '../src/environments/apps/sql/sql-snapshot.ts';
import { loadTask } from '../src/tasks/index.ts';

const repeats = Number(process.argv[2] ?? 4);
const names = process.argv.slice(3);
const tasks =
  names.length > 0 ? names : ['headcount-by-department', 'match-bank-payments', 'process-refund-requests'];
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const rows: string[] = [];
for (const name of tasks) {
  const task = loadTask(`suites/core/${name}`);
  const starts: number[] = [];
  const captures: number[] = [];
  const queries: number[] = [];
  let shape = '';
  for (let index = 0; index <= repeats; index += 1) {
    const cell = CellDir.create(`bench-before-${name}`);
    let began = performance.now();
    const app = await new SqlApp().start(task, cell);
    const started = performance.now() - began;
    try {
      began = performance.now();
      const tables = await captureTables(app.state.sql!);
      const captured = performance.now() - began;
      began = performance.now();
      for (const table of tables) await app.before!.sql!(`SELECT * FROM "${table.schema}"."${table.name}"`);
      const queried = performance.now() - began;
      shape = `${tables.length} tables, ${tables.reduce((sum, table) => sum + table.rowCount, 0)} rows`;
      if (index === 0) continue; // warm-up
      starts.push(started);
      captures.push(captured);
      queries.push(queried);
    } finally {
      await app.stop();
      cell.remove();
    }
  }
  const start = median(starts);
  const capture = median(captures);
  rows.push(
    `| ${name} (${shape}) | ${start.toFixed(0)} ms | ${capture.toFixed(1)} ms | ${((capture / start) * 100).toFixed(1)}% | ${median(queries).toFixed(1)} ms |`,
  );
}
console.log(
  '| task | sql app start, median (baseline) | capture, median | capture / start | before.sql of every table, median |',
);
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
