/**
 * Reset of the tau2 app on a τ²-bench domain's databases (../shared/corpus/tau2), one loop for every domain:
 * - retail: the whole `db.json` (2.8 MB: 500 users, 1,000 orders, 50 products); the write cancels a pending order;
 * - telecom: `db.toml` (9.6 kB) and the user's phone (`user_db.toml`) with the overdue-bill task's set-up; the
 *   agent sends a payment request and the user pays it on their phone (the harness-side device);
 * - mock: `db.json` and the user's inbox (`user_db.json`) with the message-history task's initial state (its
 *   history's write replayed); the agent completes task_2 and the user dismisses their notification.
 * N times: the write (and the user's call), then time the checks' read of the final state, `reset()`, and the
 * first agent call after it. Baseline in the same run: a fresh start (app + its MCP server, up to its first
 * answer). Telecom and mock rebuild their state from the journal at each call; retail holds its database.
 *
 * Run: npx tsx bench/tau2-reset.ts [repeats=9] [corpus=../shared/corpus/tau2] [domain=retail|telecom|mock]
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CellDir, createApp, McpConnection } from '../src/environments/index.ts';
import type { Tau2State, Tau2Task } from '../src/environments/app-state.ts';
import { fixtureTask } from '../src/environments/test-fixtures/contract-fixtures.ts';

type Call = { name: string; arguments: Record<string, unknown> };
interface DomainBench {
  /** The task's seed (`seed/tau2/tau2.json`), from the domain's folder. */
  seed(dir: string): Record<string, unknown>;
  label: string;
  lookup: Call;
  write: Call;
  user?: Call;
  /** The final state as the checks read it, and a check that the write (and the user's call) took. */
  read(tau2: Tau2State['tau2']): Promise<unknown>;
  verify(tau2: Tau2State['tau2']): Promise<boolean>;
}

const taskOf = (dir: string, file: string, id: string): Tau2Task =>
  (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tau2Task[]).find((task) =>
    task.id.includes(id),
  )!;

const DOMAINS: Record<string, DomainBench> = {
  retail: {
    seed: (dir) => ({ domain: 'retail', db: path.join(dir, 'db.json') }),
    label: 'retail db.json, 2.8 MB',
    lookup: { name: 'get_order_details', arguments: { order_id: '#W5918442' } },
    write: {
      name: 'cancel_pending_order',
      arguments: { order_id: '#W5918442', reason: 'ordered by mistake' },
    },
    read: (tau2) => tau2.db(),
    verify: async (tau2) => (await tau2.db()).orders['#W5918442']?.status === 'cancelled',
  },
  telecom: {
    seed: (dir) => ({
      domain: 'telecom',
      db: path.join(dir, 'db.toml'),
      userDb: path.join(dir, 'user_db.toml'),
      task: taskOf(dir, 'tasks_small.json', 'overdue_bill_suspension'),
    }),
    label: 'telecom db.toml + user_db.toml, overdue-bill set-up',
    lookup: { name: 'get_customer_by_phone', arguments: { phone_number: '555-123-2002' } },
    write: { name: 'send_payment_request', arguments: { customer_id: 'C1001', bill_id: 'B1234321' } },
    user: { name: 'make_payment', arguments: {} },
    read: (tau2) => tau2.telecom(),
    verify: async (tau2) =>
      (await tau2.telecom()).db.bills.some((b) => b.bill_id === 'B1234321' && b.status === 'Paid'),
  },
  mock: {
    seed: (dir) => ({
      domain: 'mock',
      db: path.join(dir, 'db.json'),
      userDb: path.join(dir, 'user_db.json'),
      task: taskOf(dir, 'tasks.json', 'update_task_with_message_history'),
    }),
    label: 'mock db.json + user_db.json, message-history task',
    lookup: { name: 'get_users', arguments: {} },
    write: { name: 'update_task_status', arguments: { task_id: 'task_2', status: 'completed' } },
    user: { name: 'dismiss_notification', arguments: { notification_id: 'notif_1' } },
    read: (tau2) => tau2.mock(),
    verify: async (tau2) => {
      const state = await tau2.mock();
      return (
        state.db.tasks.task_2?.status === 'completed' && state.user.notifications.notif_1?.status === 'read'
      );
    },
  },
};

const repeats = Number(process.argv[2] ?? 9);
const corpus = path.resolve(process.argv[3] ?? '../shared/corpus/tau2');
const domain = process.argv[4] ?? 'retail';
const bench = DOMAINS[domain];
const dir = path.join(corpus, 'domains', domain);
if (!bench || !existsSync(dir)) {
  process.stderr.write(
    `no ${domain} data at ${dir}: give the τ² corpus folder and one of ${Object.keys(DOMAINS)}\n`,
  );
  process.exit(2);
}
const taskDir = mkdtempSync(path.join(os.tmpdir(), `tau2-${domain}-bench-`));
mkdirSync(path.join(taskDir, 'seed', 'tau2'), { recursive: true });
writeFileSync(path.join(taskDir, 'seed', 'tau2', 'tau2.json'), JSON.stringify(bench.seed(dir)));
const task = fixtureTask(taskDir, 'tau2');

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const began = performance.now();
  await work();
  return performance.now() - began;
};

const starts: number[] = [];
for (let index = 0; index <= 3; index += 1) {
  const cell = CellDir.create(`bench-tau2-${domain}`);
  const began = performance.now();
  const running = await createApp('tau2').start(task, cell);
  const connection = await McpConnection.open(running.servers[0]!, cell);
  await connection.call(bench.lookup.name, bench.lookup.arguments);
  if (index > 0) starts.push(performance.now() - began);
  await connection.close();
  await running.stop();
  cell.remove();
}

const cell = CellDir.create(`bench-tau2-${domain}`);
const running = await createApp('tau2').start(task, cell);
const tau2 = (running.state as Tau2State).tau2;
const connection = await McpConnection.open(running.servers[0]!, cell);
const [resets, firstCalls, userCalls, reads]: [number[], number[], number[], number[]] = [[], [], [], []];
try {
  for (let index = 0; index < repeats; index += 1) {
    const written = await connection.call(bench.write.name, bench.write.arguments);
    if (written.isError) throw new Error(`${bench.write.name} failed: ${written.content}`);
    const user = bench.user;
    if (user) userCalls.push(await timed(() => tau2.callUserTool(user.name, user.arguments)));
    if (!(await bench.verify(tau2))) throw new Error(`the ${domain} write did not take`);
    reads.push(await timed(() => bench.read(tau2)));
    resets.push(await timed(() => running.reset()));
    firstCalls.push(await timed(() => connection.call(bench.lookup.name, bench.lookup.arguments)));
  }
} finally {
  await connection.close();
  await running.stop();
  cell.remove();
}
const row = (label: string, values: number[]) => `| ${label} | ${median(values).toFixed(2)} ms |`;
process.stdout.write(
  [
    `| step (${bench.label}) | median |`,
    '| --- | --- |',
    row('`reset()` (journal emptied, epoch moved)', resets),
    row('first agent call after a reset', firstCalls),
    ...(userCalls.length > 0 ? [row("a user's call on their device (journaled)", userCalls)] : []),
    row("checks' read of the final state (seed or set-up + journal replayed)", reads),
    row('fresh start: app + MCP server up to its first answer (baseline)', starts),
  ].join('\n') + '\n',
);
process.exit(0);
