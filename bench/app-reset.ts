/**
 * Reset time per app: start an app from its contract fixture, then N times change its state through its
 * MCP server and time `reset()`. The baseline, measured in the same run, is a fresh start (start + seed,
 * without MCP servers) of the same app: what a run pays without reset.
 *
 * Run: npx tsx bench/app-reset.ts [repeats=7] [app ...]
 */
import { appNames, availabilityOf, CellDir, createApp, McpConnection } from '../src/environments/index.ts';
import { contractFixtures, fixtureTask } from '../src/environments/test-fixtures/contract-fixtures.ts';
import type { AppContractFixture } from '../src/environments/app-contract.ts';
import type { AppName } from '../src/tasks/index.ts';

const CONTRACT_FIXTURES = await contractFixtures();

const repeats = Number(process.argv[2] ?? 7);
const only = process.argv.slice(3) as AppName[];
const fixtures: Record<string, AppContractFixture> = CONTRACT_FIXTURES;
const names = (only.length > 0 ? only : (Object.keys(fixtures) as AppName[])).filter(
  (name) => name in fixtures && appNames().includes(name),
);

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

const rows: string[] = [];
for (const name of names) {
  const app = createApp(name);
  const availability = availabilityOf(app);
  if (!availability.available) {
    rows.push(`| ${name} | unavailable: ${availability.reason} | | | |`);
    continue;
  }
  const fixture = fixtures[name]!;
  const task = fixtureTask(fixture.taskDir, name);

  // Baseline: fresh starts (the first one warms caches such as PGlite's initdb and is not counted).
  const starts: number[] = [];
  for (let index = 0; index <= Math.min(repeats, 3); index += 1) {
    const cell = CellDir.create(`bench-${name}`);
    const began = performance.now();
    const running = await createApp(name).start(task, cell);
    if (index > 0) starts.push(performance.now() - began);
    await running.stop();
    cell.remove();
  }

  const cell = CellDir.create(`bench-${name}`);
  const running = await app.start(task, cell);
  const connections = await Promise.all(running.servers.map((server) => McpConnection.open(server, cell)));
  const resets: number[] = [];
  try {
    for (let index = 0; index < repeats; index += 1) {
      const step = fixture.change ?? fixture.read;
      const [server, tool] = step.tool.split('__') as [string, string];
      const result = await connections
        .find((connection) => connection.server === server)!
        .call(tool, step.arguments);
      if (result.isError) throw new Error(`${name}: ${step.tool} failed: ${result.content}`);
      const began = performance.now();
      await running.reset();
      resets.push(performance.now() - began);
    }
  } finally {
    await Promise.allSettled(connections.map((connection) => connection.close()));
    await running.stop();
    cell.remove();
  }
  const median = quantile(resets, 0.5);
  const startMedian = quantile(starts, 0.5);
  rows.push(
    `| ${name} | ${median.toFixed(1)} ms | ${quantile(resets, 0.95).toFixed(1)} ms | ${startMedian.toFixed(1)} ms | ${(median / startMedian).toFixed(2)} |`,
  );
  process.stderr.write(`${name}: reset median ${median.toFixed(1)} ms\n`);
}

process.stdout.write(
  `| app | reset median | reset p95 | fresh start median (baseline) | reset / start |\n| --- | --- | --- | --- | --- |\n${rows.join('\n')}\n`,
);
process.exit(0);
