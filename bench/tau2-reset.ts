/**
 * Reset of the tau2 app on τ²-bench's whole retail database (../shared/corpus/tau2, 2.8 MB: 500 users,
 * 1,000 orders, 50 products). N times: cancel a pending order through the MCP server, then time `reset()`,
 * the first call after it (the server takes a fresh copy of the seed), and the checks' read of the final
 * database (seed + journal replayed). Baseline in the same run: a fresh start (app + its MCP server, up to
 * its first answer).
 *
 * Run: npx tsx bench/tau2-reset.ts [repeats=9] [corpus=../shared/corpus/tau2]
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CellDir, createApp, McpConnection } from '../src/environments/index.ts';
import type { Tau2State } from '../src/environments/app-state.ts';
import { fixtureTask } from '../src/environments/test-fixtures/contract-fixtures.ts';

const repeats = Number(process.argv[2] ?? 9);
const corpus = path.resolve(process.argv[3] ?? '../shared/corpus/tau2');
const dbFile = path.join(corpus, 'domains', 'retail', 'db.json');
if (!existsSync(dbFile)) {
  process.stderr.write(`no retail database at ${dbFile}: give the τ² corpus folder\n`);
  process.exit(2);
}
const taskDir = mkdtempSync(path.join(os.tmpdir(), 'tau2-bench-'));
const seed = path.join(taskDir, 'seed', 'tau2');
(await import('node:fs')).mkdirSync(seed, { recursive: true });
writeFileSync(path.join(seed, 'tau2.json'), JSON.stringify({ domain: 'retail', db: dbFile }));
const task = fixtureTask(taskDir, 'tau2');

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const began = performance.now();
  await work();
  return performance.now() - began;
};

async function startOnce(): Promise<{ ms: number; stop: () => Promise<void> }> {
  const cell = CellDir.create('bench-tau2');
  const began = performance.now();
  const running = await createApp('tau2').start(task, cell);
  const connection = await McpConnection.open(running.servers[0]!, cell);
  await connection.call('get_order_details', { order_id: '#W2611340' });
  const ms = performance.now() - began;
  return {
    ms,
    stop: async () => {
      await connection.close();
      await running.stop();
      cell.remove();
    },
  };
}

const starts: number[] = [];
for (let index = 0; index <= 3; index += 1) {
  const { ms, stop } = await startOnce();
  if (index > 0) starts.push(ms);
  await stop();
}

const cell = CellDir.create('bench-tau2');
const running = await createApp('tau2').start(task, cell);
const connection = await McpConnection.open(running.servers[0]!, cell);
const resets: number[] = [];
const firstCalls: number[] = [];
const reads: number[] = [];
try {
  for (let index = 0; index < repeats; index += 1) {
    const cancel = await connection.call('cancel_pending_order', {
      order_id: '#W5918442',
      reason: 'ordered by mistake',
    });
    if (cancel.isError) throw new Error(`cancel failed: ${cancel.content}`);
    reads.push(await timed(() => (running.state as Tau2State).tau2.db()));
    resets.push(await timed(() => running.reset()));
    firstCalls.push(await timed(() => connection.call('get_order_details', { order_id: '#W5918442' })));
  }
} finally {
  await connection.close();
  await running.stop();
  cell.remove();
}
const row = (label: string, values: number[]) => `| ${label} | ${median(values).toFixed(1)} ms |`;
process.stdout.write(
  [
    '| step (retail db.json, 2.8 MB) | median |',
    '| --- | --- |',
    row('`reset()` (journal emptied, epoch moved)', resets),
    row('first call after a reset (server takes a fresh copy of the seed)', firstCalls),
    row("checks' read of the final database (seed + journal replayed)", reads),
    row('fresh start: app + MCP server up to its first answer (baseline)', starts),
  ].join('\n') + '\n',
);
process.exit(0);
