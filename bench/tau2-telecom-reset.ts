/**
 * Reset of the tau2 app on τ²-bench's telecom databases (../shared/corpus/tau2: db.toml, 9.6 kB, and the
 * user's phone, user_db.toml), with the set-up of the overdue-bill task (a bill made overdue, the line
 * suspended). N times: the agent sends a payment request through the MCP server and the user pays it on
 * their phone (the harness-side device), then time `reset()`, the first agent call after it (the server
 * rebuilds the state from the journal at each call), a user's call, and the checks' read of the final
 * state. Baseline in the same run: a fresh start (app + its MCP server, up to its first answer).
 *
 * Run: npx tsx bench/tau2-telecom-reset.ts [repeats=9] [corpus=../shared/corpus/tau2]
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CellDir, createApp, McpConnection } from '../src/environments/index.ts';
import type { Tau2State, Tau2Task } from '../src/environments/app-state.ts';
import { fixtureTask } from '../src/environments/test-fixtures/contract-fixtures.ts';

const repeats = Number(process.argv[2] ?? 9);
const corpus = path.resolve(process.argv[3] ?? '../shared/corpus/tau2');
const domain = path.join(corpus, 'domains', 'telecom');
if (!existsSync(path.join(domain, 'tasks_small.json'))) {
  process.stderr.write(`no telecom data at ${domain}: give the τ² corpus folder\n`);
  process.exit(2);
}
const tasks = JSON.parse(readFileSync(path.join(domain, 'tasks_small.json'), 'utf8')) as Tau2Task[];
const upstream = tasks.find((task) => task.id.includes('overdue_bill_suspension'))!;
const taskDir = mkdtempSync(path.join(os.tmpdir(), 'tau2-telecom-bench-'));
const seed = path.join(taskDir, 'seed', 'tau2');
mkdirSync(seed, { recursive: true });
writeFileSync(
  path.join(seed, 'tau2.json'),
  JSON.stringify({
    domain: 'telecom',
    db: path.join(domain, 'db.toml'),
    userDb: path.join(domain, 'user_db.toml'),
    task: upstream,
  }),
);
const task = fixtureTask(taskDir, 'tau2');

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const began = performance.now();
  await work();
  return performance.now() - began;
};
const LOOKUP = { phone_number: '555-123-2002' };

const starts: number[] = [];
for (let index = 0; index <= 3; index += 1) {
  const cell = CellDir.create('bench-tau2-telecom');
  const began = performance.now();
  const running = await createApp('tau2').start(task, cell);
  const connection = await McpConnection.open(running.servers[0]!, cell);
  await connection.call('get_customer_by_phone', LOOKUP);
  if (index > 0) starts.push(performance.now() - began);
  await connection.close();
  await running.stop();
  cell.remove();
}

const cell = CellDir.create('bench-tau2-telecom');
const running = await createApp('tau2').start(task, cell);
const tau2 = (running.state as Tau2State).tau2;
const connection = await McpConnection.open(running.servers[0]!, cell);
const [resets, firstCalls, userCalls, reads]: [number[], number[], number[], number[]] = [[], [], [], []];
try {
  for (let index = 0; index < repeats; index += 1) {
    const sent = await connection.call('send_payment_request', { customer_id: 'C1001', bill_id: 'B1234321' });
    if (sent.isError) throw new Error(`payment request failed: ${sent.content}`);
    userCalls.push(await timed(() => tau2.callUserTool('make_payment', {})));
    const paid = (await tau2.telecom()).db.bills.find((bill) => bill.bill_id === 'B1234321')!;
    if (paid.status !== 'Paid') throw new Error(`the bill is ${paid.status} after the user paid it`);
    reads.push(await timed(() => tau2.telecom()));
    resets.push(await timed(() => running.reset()));
    firstCalls.push(await timed(() => connection.call('get_customer_by_phone', LOOKUP)));
  }
} finally {
  await connection.close();
  await running.stop();
  cell.remove();
}
const row = (label: string, values: number[]) => `| ${label} | ${median(values).toFixed(2)} ms |`;
process.stdout.write(
  [
    '| step (telecom db.toml + user_db.toml, overdue-bill set-up) | median |',
    '| --- | --- |',
    row('`reset()` (journal emptied, epoch moved)', resets),
    row('first agent call after a reset (server rebuilds the state from the journal)', firstCalls),
    row("a user's call on their phone (state rebuilt from the journal, call journaled)", userCalls),
    row("checks' read of the final state (set-up + journal replayed)", reads),
    row('fresh start: app + MCP server up to its first answer (baseline)', starts),
  ].join('\n') + '\n',
);
process.exit(0);
