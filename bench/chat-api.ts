// Chat Web API latency (issue 26): p50 and p95 per method of the chat app's Slack-compatible emulator, called
// over loopback HTTP as the generated tools call it, against a baseline in the same run: a bare node:http
// server answering a fixed JSON body (the floor of any loopback HTTP call here). Then the same methods
// through the agent's path (the chat MCP server over stdio, src/openapi's executor, HTTP), and reset().
// Run: npx tsx bench/chat-api.ts [calls per method]
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fixtureTask } from '../src/environments/app-contract-fixture.ts';
import { ChatClock } from '../src/environments/apps/chat/chat-clock.ts';
import { chatSeedFile } from '../src/environments/apps/chat/chat-seed.ts';
import { ChatService } from '../src/environments/apps/chat/chat-service.ts';
import { ChatStore } from '../src/environments/apps/chat/chat-store.ts';
import { contractFixture } from '../src/environments/apps/chat/test-fixtures/contract-fixture.ts';
import { CellDir, Environment } from '../src/environments/index.ts';

const calls = Number(process.argv[2] ?? 300);
const task = { ...fixtureTask(contractFixture.taskDir, 'chat'), now: '2026-11-24T12:00:00Z' };
const quantile = (values: number[], q: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
const ms = (value: number): string => `${value.toFixed(3)} ms`;

async function time(run: () => Promise<unknown>, count = calls): Promise<number[]> {
  for (let warm = 0; warm < 20; warm += 1) await run();
  const took: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await run();
    took.push(performance.now() - started);
  }
  return took;
}

// Baseline: a bare node:http echo of a small JSON body.
const echo = http.createServer((_request, response) => {
  const body = '{"ok":true}';
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  response.end(body);
});
await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
const echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}/api/echo`;
const baseline = await time(async () => (await fetch(echoUrl)).json());
echo.close();

const cell = CellDir.create('bench-chat-api');
const store = new ChatStore(path.join(cell.subdir('chat'), 'chat.db'), chatSeedFile(task));
const service = new ChatService(store, new ChatClock(task.now));
const base = await service.listen();
const users = service.queries.users();
const token = users.find((user) => user.is_self === 1)!.token!;
const channel = service.queries.channels().find((candidate) => candidate.name === 'general')!.id;
const lena = users.find((user) => user.name === 'lena.fischer')!.id;
const parent = service.queries.messages(channel).find((message) => message.thread_ts === message.ts)!.ts;
const seeded = service.queries.messages().length;
const headers = { authorization: `Bearer ${token}` };
const get = (method: string, args: Record<string, string>) => async () =>
  (await fetch(`${base}/${method}?${new URLSearchParams(args)}`, { headers })).json();
const post = (method: string, args: () => Record<string, string>) => async () =>
  (
    await fetch(`${base}/${method}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(args()).toString(),
    })
  ).json();
let posted = '';
const methods: Array<[string, () => Promise<unknown>]> = [
  [
    'conversations.list',
    get('conversations.list', { types: 'public_channel,private_channel,im', limit: '100' }),
  ],
  ['conversations.history', get('conversations.history', { channel, limit: '100' })],
  ['conversations.replies', get('conversations.replies', { channel, ts: parent })],
  ['conversations.info', get('conversations.info', { channel })],
  ['conversations.open', post('conversations.open', () => ({ users: lena }))],
  [
    'chat.postMessage',
    async () => {
      const answer = (await post('chat.postMessage', () => ({ channel, text: 'bench message' }))()) as {
        ts: string;
      };
      posted = answer.ts;
    },
  ],
  ['chat.update', post('chat.update', () => ({ channel, ts: posted, text: 'bench message, edited' }))],
  ['reactions.get', get('reactions.get', { channel, timestamp: parent })],
  ['users.list', get('users.list', { limit: '200' })],
  ['users.info', get('users.info', { user: lena })],
  ['users.lookupByEmail', get('users.lookupByEmail', { email: 'lena.fischer@northwind.example' })],
  ['search.messages', get('search.messages', { query: 'venue', count: '20' })],
];
const rows: string[] = [];
const baseP50 = quantile(baseline, 0.5);
rows.push(`| bare node:http echo (baseline) | ${ms(baseP50)} | ${ms(quantile(baseline, 0.95))} | 1.0 |`);
for (const [name, run] of methods) {
  const took = await time(run);
  rows.push(
    `| ${name} | ${ms(quantile(took, 0.5))} | ${ms(quantile(took, 0.95))} | ${(quantile(took, 0.5) / baseP50).toFixed(1)} |`,
  );
  if (name === 'chat.update') store.reset();
}
await post('chat.postMessage', () => ({ channel, text: 'x' }))();
const ts = service.queries.messages(channel).at(-1)!.ts;
const adds = await time(
  post('reactions.add', () => ({
    channel,
    timestamp: ts,
    name: `e${Math.random().toString(36).slice(2, 8)}`,
  })),
);
rows.push(
  `| reactions.add | ${ms(quantile(adds, 0.5))} | ${ms(quantile(adds, 0.95))} | ${(quantile(adds, 0.5) / baseP50).toFixed(1)} |`,
);
const deletes: number[] = [];
for (let index = 0; index < calls; index += 1) {
  const made = (await post('chat.postMessage', () => ({ channel, text: 'to delete' }))()) as { ts: string };
  const started = performance.now();
  await post('chat.delete', () => ({ channel, ts: made.ts }))();
  deletes.push(performance.now() - started);
}
rows.push(
  `| chat.delete | ${ms(quantile(deletes, 0.5))} | ${ms(quantile(deletes, 0.95))} | ${(quantile(deletes, 0.5) / baseP50).toFixed(1)} |`,
);
const resets = await time(async () => store.reset(), 50);
await service.close();
store.close();
cell.remove();

// The agent's path: the chat MCP server (stdio) → src/openapi executor → HTTP → emulator.
const environment = await Environment.start(task, 'bench-chat-mcp');
const surface = environment.toolSurface('servers', task);
const viaMcp = await time(
  () => surface.call('chat__conversations_history', { channel, limit: 20 }),
  Math.min(calls, 200),
);
await environment.stop();

process.stdout.write(
  `${calls} calls per method on the chat app's contract fixture (${seeded} messages seeded)\n\n` +
    '| call | p50 | p95 | p50 / baseline |\n| --- | --- | --- | --- |\n' +
    `${rows.join('\n')}\n` +
    `| conversations.history through MCP (chat__conversations_history) | ${ms(quantile(viaMcp, 0.5))} | ${ms(quantile(viaMcp, 0.95))} | ${(quantile(viaMcp, 0.5) / baseP50).toFixed(1)} |\n` +
    `| reset() (every table refilled from the seed file, one transaction) | ${ms(quantile(resets, 0.5))} | ${ms(quantile(resets, 0.95))} | — |\n`,
);
