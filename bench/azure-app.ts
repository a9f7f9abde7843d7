// The azure app (issue 28): a core task's tenant with its noise seeded through the emulator's PUTs, its reset
// (restore of the seeded maps) and snapshot, the heap of a 1,000-resource noise tenant, and the cold start of
// `mcp-arena gateway` serving the corpus's 11,667 azure-arm tools with calls answered by the emulator. Baselines
// in the same run: the bare CLI start (`gateway --help`) and the gateway over the app's 860 vendored tools.
// Run: NODE_OPTIONS=--expose-gc npx tsx bench/azure-app.ts [rounds] [task]   (the 11,667 row needs ../shared)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ArmEmulator } from '../src/environments/apps/azure/arm-emulator.ts';
import { ArmService } from '../src/environments/apps/azure/arm-service.ts';
import { CORE_SPECS, findArmCorpus } from '../src/environments/apps/azure/arm-specs.ts';
import { azureSpecIndex, seedTenant, tenantSnapshot } from '../src/environments/apps/azure/azure-app.ts';
import { generateAzureNoise } from '../src/environments/apps/azure/azure-noise.ts';
import { azureNoiseSpec } from '../src/environments/apps/azure/azure-seed-format.ts';
import { applyTenant, readTenantSeed } from '../src/environments/apps/azure/azure-seed.ts';
import { VENDORED_ARM } from '../src/environments/apps/azure/azure-specs.ts';
import { bin, repoRoot } from '../test/cli.ts';

const rounds = Number(process.argv[2] ?? 3);
const taskDir = path.resolve(repoRoot, process.argv[3] ?? 'suites/core/azure-fix-todo-app');
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const heap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};
const quantile = (values: number[], q: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
const ms = (value: number): string => `${value.toFixed(3)} ms`;
const median = (values: number[]): number => quantile(values, 0.5);

// A core task's tenant: seed + noise, as the app's start does it.
const index = await azureSpecIndex();
const seed = readTenantSeed(path.join(taskDir, 'seed', 'azure'));
const seedTimes: number[] = [];
let emulator = new ArmEmulator(index);
for (let round = 0; round < 20; round += 1) {
  emulator = new ArmEmulator(index);
  const started = performance.now();
  seedTenant(emulator, seed, path.join(taskDir, 'seed', 'azure', 'noise.yaml'), path.basename(taskDir));
  seedTimes.push(performance.now() - started);
}
const seeded = emulator.state.snapshot();
const resets: number[] = [];
const snapshots: number[] = [];
for (let round = 0; round < 200; round += 1) {
  emulator.state.put({ ...[...seeded.resources.values()][round]!, meta: { touched: round } });
  let started = performance.now();
  emulator.state.restore(seeded);
  resets.push(performance.now() - started);
  started = performance.now();
  tenantSnapshot(emulator.state);
  snapshots.push(performance.now() - started);
}

// The heap of a 1,000-resource noise tenant.
const before = heap();
const big = new ArmEmulator(index);
applyTenant(
  big,
  generateAzureNoise(azureNoiseSpec.parse({ subscriptions: 4, groups: 40, resources: 1000 }), {
    taskId: 'bench',
    seed: { subscriptions: [], roleAssignments: [], health: [] },
  }),
);
const bigHeap = heap() - before;

console.log(
  `| measure (${path.basename(taskDir)}: ${emulator.state.resources.size} resources) | p50 | p99 |`,
);
console.log('| --- | --- | --- |');
console.log(
  `| seed tenant.yaml + noise.yaml through the emulator's PUTs (20) | ${ms(median(seedTimes))} | ${ms(quantile(seedTimes, 0.99))} |`,
);
console.log(
  `| reset: restore the seeded maps (200) | ${ms(median(resets))} | ${ms(quantile(resets, 0.99))} |`,
);
console.log(
  `| snapshot: canonical view for the contract (200) | ${ms(median(snapshots))} | ${ms(quantile(snapshots, 0.99))} |`,
);
console.log(
  `\nheap of a ${big.state.resources.size}-resource noise tenant (after gc): ${(bigHeap / 2 ** 20).toFixed(1)} MiB`,
);

// The gateway's cold start over the azure-arm tools, its calls answered by an emulator on loopback.
const service = new ArmService(new ArmEmulator(index, { anySubscription: true }));
const origin = await service.listen();
const home = mkdtempSync(path.join(os.tmpdir(), 'azure-gateway-'));

interface Start {
  initializeMs: number;
  findToolsMs: number;
  callMs: number;
  answered: boolean;
}

async function start(openapi: string[]): Promise<Start> {
  let stderr = '';
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin, 'gateway', ...openapi.flatMap((input) => ['--openapi', input]), '--retriever', 'bm25'],
    env: {
      ...(process.env as Record<string, string>),
      MCP_ARENA_HOME: home,
      MCP_ARENA_OPENAPI_AZURE_ARM_BASE_URL: origin,
      MCP_ARENA_OPENAPI_AZURE_ARM_TOKEN: 'bench',
    },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: 'bench', version: '1' });
  const started = performance.now();
  await client.connect(transport, { timeout: 600_000 }).catch((error: unknown) => {
    throw new Error(`the gateway did not start: ${(error as Error).message}\n${stderr}`);
  });
  const initializeMs = performance.now() - started;
  await client.callTool(
    { name: 'find_tools', arguments: { query: 'list resource groups of a subscription' } },
    undefined,
    {
      timeout: 600_000,
    },
  );
  const findToolsMs = performance.now() - started;
  const result = await client.callTool({
    name: 'call_tool',
    arguments: {
      name: 'azure-arm__ResourceGroups_List',
      arguments: { subscriptionId: '00000000-0000-4000-8000-000000000001' },
    },
  });
  const callMs = performance.now() - started;
  await client.close();
  const text = (result.content as Array<{ text?: string }>).map((part) => part.text ?? '').join('');
  if (process.env.BENCH_DEBUG) process.stderr.write(`${text.slice(0, 300)}\n`);
  return { initializeMs, findToolsMs, callMs, answered: result.isError !== true && text.includes('"value"') };
}

// The vendored specs as a one-service corpus (a manifest naming the 14 entry files), so they convert as the app's.
const vendored = path.join(home, 'vendored');
cpSync(VENDORED_ARM, path.join(vendored, 'azure-arm'), { recursive: true });
const entries = Object.values(CORE_SPECS).map((file) => ({ path: file }));
writeFileSync(
  path.join(vendored, 'manifest.json'),
  JSON.stringify({ services: { 'azure-arm': { entries } } }),
);
const corpus = findArmCorpus();
const rows: Array<[string, string[]]> = [
  ["the app's 860 vendored tools (baseline)", [path.join(vendored, 'azure-arm')]],
];
if (corpus) rows.push(["the corpus's 11,667 azure-arm tools", [corpus]]);
else console.log('\n(../shared is absent: the 11,667-tool row is skipped)');
const cold = new Map<string, Start>();
for (const [label, inputs] of rows) cold.set(label, await start(inputs));
const results = new Map<string, Start[]>(rows.map(([label]) => [label, []]));
const cli: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  const started = performance.now();
  spawnSync(process.execPath, [bin, 'gateway', '--help'], { stdio: 'ignore' });
  cli.push(performance.now() - started);
  for (const [label, inputs] of rows) results.get(label)!.push(await start(inputs));
}
const seconds = (value: number): string => `${(value / 1000).toFixed(2)} s`;
console.log(
  `\n| gateway (--retriever bm25; median of ${rounds} warm starts) | initialize | first find_tools | first call_tool answered by the emulator | first start (empty conversion cache): first call_tool |`,
);
console.log('| --- | --- | --- | --- | --- |');
console.log(`| bare CLI start (\`gateway --help\`) | ${seconds(median(cli))} | — | — | — |`);
for (const [label] of rows) {
  const starts = results.get(label)!;
  const answered = starts.every((entry) => entry.answered) && cold.get(label)!.answered;
  console.log(
    `| ${label} | ${seconds(median(starts.map((entry) => entry.initializeMs)))} | ${seconds(median(starts.map((entry) => entry.findToolsMs)))} | ${seconds(median(starts.map((entry) => entry.callMs)))}${answered ? '' : ' (NOT answered)'} | ${seconds(cold.get(label)!.callMs)} |`,
  );
}
console.log(
  `\nload average: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
await service.close();
rmSync(home, { recursive: true, force: true });
