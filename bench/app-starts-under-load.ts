/**
 * App starts under CPU load: N cells of one app (its daemon, seed and MCP servers) started at once while
 * K busy loops load the machine, against the same N starts on the same machine without the busy loops
 * (the baseline, measured first in the same run). Shows how long a starved start takes, next to the
 * start deadlines (daemon readiness and MCP handshake: 120 s; radicale's was 15 s, dovecot's 10 s).
 *
 * Run: npx tsx bench/app-starts-under-load.ts [app=calendar] [cells=40] [busy-loops=8]
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { Environment } from '../src/environments/index.ts';
import { contractFixtures, fixtureTask } from '../src/environments/test-fixtures/contract-fixtures.ts';

const CONTRACT_FIXTURES = await contractFixtures();

const app = process.argv[2] ?? 'calendar';
const cells = Number(process.argv[3] ?? 40);
const busyLoops = Number(process.argv[4] ?? 8);
const task = fixtureTask(CONTRACT_FIXTURES[app]!.taskDir, app);

interface Round {
  started: number[];
  failures: string[];
  load: number;
}

async function startAll(): Promise<Round> {
  const outcomes = await Promise.allSettled(
    Array.from({ length: cells }, async (_, index) => {
      const begun = performance.now();
      const environment = await Environment.start(task, `load-${index}`);
      const took = performance.now() - begun;
      await environment.stop();
      return took;
    }),
  );
  return {
    started: outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : [])),
    failures: outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as Error).message.split('\n')[0]!] : [],
    ),
    load: os.loadavg()[0]!,
  };
}

function seconds(values: number[], q: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return value === undefined ? '-' : `${(value / 1000).toFixed(1)} s`;
}

const idle = await startAll();
const loops = Array.from({ length: busyLoops }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
let loaded: Round;
try {
  loaded = await startAll();
} finally {
  for (const loop of loops) loop.kill('SIGKILL');
}
const slowest = (round: Round): number => Math.max(...round.started);
console.log(`${app}: ${cells} cells started at once; ${busyLoops} busy loops under load\n`);
console.log('| round | load (1 min) | started | failed | median start | slowest start |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [name, round] of [
  ['baseline: no busy loops', idle],
  [`${busyLoops} busy loops`, loaded],
] as const)
  console.log(
    `| ${name} | ${round.load.toFixed(1)} | ${round.started.length} | ${round.failures.length} | ${seconds(round.started, 0.5)} | ${seconds(round.started, 1)} |`,
  );
console.log(`\nslowest start under load / baseline: ${(slowest(loaded) / slowest(idle)).toFixed(1)}x`);
for (const failure of new Set([...idle.failures, ...loaded.failures])) console.log(`failure: ${failure}`);
process.exit(0);
