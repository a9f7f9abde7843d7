// First start of `mcp-arena gateway --openapi <corpus>` over the 23k-operation OpenAPI corpus with a cold
// vector cache (the OpenAPI conversion cache warm, as after any earlier start): the time until the
// gateway answers `initialize`, and until its first `find_tools` answer. Baseline in the same run:
// the same gateway with `--retriever bm25` (nothing to embed), and the bare CLI start
// (`mcp-arena gateway --help`: Node, tsx and the same imports). Rounds alternate; the vector cache is
// emptied before every default (hybrid) round.
// Run: npx tsx bench/gateway-cold-start.ts [rounds] [corpus] (MCP_ARENA_HOME set: that home's conversion cache is used)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { bin, repoRoot } from '../test/cli.ts';

const rounds = Number(process.argv[2] ?? 3);
const corpus = path.resolve(process.argv[3] ?? path.join(repoRoot, '..', 'shared', 'corpus', 'openapi'));
const ownHome = process.env.MCP_ARENA_HOME === undefined;
const home = process.env.MCP_ARENA_HOME ?? mkdtempSync(path.join(os.tmpdir(), 'gateway-cold-'));

interface Start {
  initializeMs: number;
  findToolsMs: number;
  stderr: string;
}

async function start(extra: string[]): Promise<Start> {
  let stderr = '';
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin, 'gateway', '--openapi', corpus, ...extra],
    env: { ...(process.env as Record<string, string>), MCP_ARENA_HOME: home },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({ name: 'bench', version: '1' });
  const started = performance.now();
  await client.connect(transport, { timeout: 600_000 }).catch((error: unknown) => {
    throw new Error(`the gateway did not start: ${(error as Error).message}\n${stderr}`);
  });
  const initializeMs = performance.now() - started;
  await client.callTool({ name: 'find_tools', arguments: { query: 'create a kubernetes deployment' } });
  const findToolsMs = performance.now() - started;
  await client.close();
  return { initializeMs, findToolsMs, stderr };
}

// Warm the OpenAPI conversion cache once (a first-ever start converts the corpus: see its own bench).
const warm = await start(['--retriever', 'bm25']);
process.stderr.write(
  `conversion cache warm-up: initialize after ${(warm.initializeMs / 1000).toFixed(1)} s\n`,
);

const results: Record<'bm25' | 'hybrid', Start[]> = { bm25: [], hybrid: [] };
const cliStarts: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  const cliStarted = performance.now();
  spawnSync(process.execPath, [bin, 'gateway', '--help'], { stdio: 'ignore' });
  cliStarts.push(performance.now() - cliStarted);
  results.bm25.push(await start(['--retriever', 'bm25']));
  rmSync(path.join(home, 'cache', 'embeddings'), { recursive: true, force: true });
  results.hybrid.push(await start([]));
  process.stderr.write(`round ${round + 1} done\n`);
}

const median = (values: number[]): number => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const bm25Init = median(results.bm25.map((result) => result.initializeMs));
const hybridInit = median(results.hybrid.map((result) => result.initializeMs));
console.log(`| gateway | initialize (median of ${rounds}) | first find_tools | initialize / bm25 |`);
console.log('| --- | --- | --- | --- |');
console.log(`| bare CLI start (\`gateway --help\`) | ${seconds(median(cliStarts))} | — | — |`);
console.log(
  `| \`--retriever bm25\` (baseline) | ${seconds(bm25Init)} | ${seconds(median(results.bm25.map((result) => result.findToolsMs)))} | 1.00 |`,
);
console.log(
  `| default (hybrid), cold vector cache | ${seconds(hybridInit)} | ${seconds(median(results.hybrid.map((result) => result.findToolsMs)))} | ${(hybridInit / bm25Init).toFixed(2)} |`,
);
console.log(
  `\nload average: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
console.log('\nstderr of the last cold start:\n');
console.log(results.hybrid.at(-1)!.stderr.trim().replace(/^/gm, '    '));
if (ownHome) rmSync(home, { recursive: true, force: true });
