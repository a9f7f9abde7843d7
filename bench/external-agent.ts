// External agents: what the out-of-process path adds, measured against the in-process path in the same run.
// 1. Per tool call: the files app's read_text_file called on the cell's surface directly (what the built-in
//    loop does) and through the cell's MCP endpoint over streamable HTTP with the SDK client (what an
//    external agent does), interleaved.
// 2. Per cell: a whole reconcile-payments cell with the in-process reference model and with the
//    `arena-reference` external agent (mcp-arena's own loop started as a separate process), interleaved.
// Run: npx tsx bench/external-agent.ts [calls] [cells]
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { RecordingSurface } from '../src/agent/external/index.ts';
import { Environment } from '../src/environments/index.ts';
import { createSurfaceServer, serveMcpHttp } from '../src/gateway/index.ts';
import { runCell } from '../src/runner/index.ts';
import { defaultModelSettings } from '../src/models/index.ts';
import { loadTask } from '../src/tasks/index.ts';

const calls = Number(process.argv[2] ?? 500);
const cells = Number(process.argv[3] ?? 5);
const task = loadTask('suites/core/reconcile-payments');
const pct = (times: number[], p: number): number => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};
const mean = (times: number[]): number => times.reduce((sum, time) => sum + time, 0) / times.length;

const environment = await Environment.start(task, 'bench-external');
const surface = environment.toolSurface('oracle', task);
const recording = new RecordingSurface(surface, Number.MAX_SAFE_INTEGER, () => {});
const http = await serveMcpHttp(() => createSurfaceServer(recording), { host: '127.0.0.1', port: 0 });
const client = new Client({ name: 'bench', version: '1' });
await client.connect(
  new StreamableHTTPClientTransport(new URL(http.url), {
    requestInit: { headers: { Authorization: `Bearer ${http.token}` } },
  }),
);
const args = { path: 'README.md' };
const direct: number[] = [];
const external: number[] = [];
for (let index = 0; index < 50; index += 1) {
  await surface.call('files__read_text_file', args);
  await client.callTool({ name: 'files__read_text_file', arguments: args });
}
for (let index = 0; index < calls; index += 1) {
  let start = performance.now();
  await surface.call('files__read_text_file', args);
  direct.push(performance.now() - start);
  start = performance.now();
  await client.callTool({ name: 'files__read_text_file', arguments: args });
  external.push(performance.now() - start);
}
await client.close();
await http.close();
await environment.stop();
console.log(`per tool call (${calls} calls each, files__read_text_file):`);
for (const [label, times] of [
  ['in-process', direct],
  ['external (HTTP)', external],
] as const)
  console.log(`  ${label}: p50 ${pct(times, 0.5).toFixed(2)} ms, p99 ${pct(times, 0.99).toFixed(2)} ms`);
console.log(
  `  added: p50 +${(pct(external, 0.5) - pct(direct, 0.5)).toFixed(2)} ms, p99 +${(pct(external, 0.99) - pct(direct, 0.99)).toFixed(2)} ms`,
);

const settings = { models: defaultModelSettings() };
const wall: Record<string, number[]> = { reference: [], 'agent:arena-reference': [] };
for (let round = 0; round < cells; round += 1) {
  for (const model of Object.keys(wall)) {
    const record = await runCell({ task, model, mode: 'oracle', repeat: round }, 'bench', settings);
    if (record.status !== 'passed') throw new Error(`${model}: ${record.status} ${record.error ?? ''}`);
    wall[model]!.push(record.durationMs);
  }
}
console.log(`per cell (reconcile-payments, ${cells} cells each, apps included):`);
for (const [model, times] of Object.entries(wall))
  console.log(`  ${model}: mean ${(mean(times) / 1000).toFixed(2)} s`);
console.log(
  `  external start-up overhead: +${((mean(wall['agent:arena-reference']!) - mean(wall.reference!)) / 1000).toFixed(2)} s per cell`,
);
