// How fast every command starts (issue 29 item 3): medians of wall time, in the same run, of
//   - `node -e 0` (the floor: Node's own start),
//   - `mcp-arena --help`,
//   - `mcp-arena run <task> --model reference` until its first stderr line (the run id), with an isolated
//     MCP_ARENA_HOME three ways: new (the embedded store is created), existing with its store server
//     stopped (a first command after a while), and existing with its server still up (the next command),
//   - `mcp-arena gateway --tools <small tool file>` over stdio until its `initialize` answer,
// each also as a ratio to `node -e 0`. Rounds alternate the commands. The CLI measured is
// bin/mcp-arena.js (dist/ when it is current, else the sources through tsx); `--bin <file>` measures
// another checkout's, for a before/after comparison.
// Run: npx tsx bench/cli-start.ts [rounds] [--task suites/core/<task>] [--bin <path to bin/mcp-arena.js>]
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { bin as ownBin, repoRoot } from '../test/cli.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { task: { type: 'string' }, bin: { type: 'string' } },
});
const rounds = Number(positionals[0] ?? 5);
const task = path.resolve(repoRoot, values.task ?? 'suites/core/fill-status-report');
const bin = path.resolve(values.bin ?? ownBin);
const toolFile = path.join(repoRoot, 'test', 'fixtures', 'servers', 'tools.json');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cli-start-'));

function environment(home: string, idleMs: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    MCP_ARENA_HOME: home,
    MCP_ARENA_TMPDIR: path.join(home, 'cells'),
    MCP_ARENA_STORE_IDLE_MS: String(idleMs),
  };
}

/** Milliseconds until the process exits (it must exit 0). */
function timeToExit(args: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: 'ignore', cwd: repoRoot });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`${args.join(' ')}: exit ${code}`)),
    );
  });
}

/** Milliseconds until `run`'s first line on stderr; the run is then left to finish (it must pass). */
async function timeToRunLine(home: string, idleMs: number): Promise<{ ms: number; line: string }> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [bin, 'run', task, '--model', 'reference'], {
    cwd: repoRoot,
    env: environment(home, idleMs),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let first: { ms: number; line: string } | undefined;
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (!first && stderr.includes('\n'))
      first = { ms: performance.now() - started, line: stderr.split('\n')[0]! };
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0 || !first) throw new Error(`run exited with ${code}:\n${stderr}`);
  return first;
}

/** Waits until the embedded store server of a home has exited (its idle time is short here). */
async function storeServerStopped(home: string): Promise<void> {
  const db = path.join(home, 'db');
  const infoFile = `${db}.server.json`;
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (!existsSync(infoFile)) return;
    try {
      process.kill((JSON.parse(readFileSync(infoFile, 'utf8')) as { pid: number }).pid, 0);
    } catch {
      return;
    }
    await sleep(100);
  }
  throw new Error(`the store server of ${home} did not stop`);
}

/** Milliseconds from spawning the stdio gateway to its `initialize` answer. */
async function timeToInitialize(home: string): Promise<number> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin, 'gateway', '--tools', toolFile],
    env: environment(home, 30_000) as Record<string, string>,
    cwd: repoRoot,
    stderr: 'ignore',
  });
  const client = new Client({ name: 'bench', version: '1' });
  const started = performance.now();
  await client.connect(transport);
  const ms = performance.now() - started;
  await client.close();
  return ms;
}

const samples: Record<string, number[]> = {
  'node -e 0': [],
  'mcp-arena --help': [],
  'run: first line, new home': [],
  'run: first line, store server stopped': [],
  'run: first line, store server running': [],
  'gateway (stdio): initialize': [],
};
let firstLine = '';
// One warm-up of each: the OS's file cache, the embedded store's first-ever initialisation of its WASM files.
await timeToExit(['-e', '0']);
await timeToExit([bin, '--help']);
const warmHome = path.join(scratch, 'warm');
await timeToRunLine(warmHome, 200);
await timeToInitialize(warmHome);

for (let round = 0; round < rounds; round += 1) {
  samples['node -e 0']!.push(await timeToExit(['-e', '0']));
  samples['mcp-arena --help']!.push(await timeToExit([bin, '--help']));
  const home = path.join(scratch, `round-${round}`);
  const fresh = await timeToRunLine(home, 200);
  samples['run: first line, new home']!.push(fresh.ms);
  firstLine = fresh.line;
  await storeServerStopped(home);
  samples['run: first line, store server stopped']!.push((await timeToRunLine(home, 30_000)).ms);
  samples['run: first line, store server running']!.push((await timeToRunLine(home, 200)).ms);
  samples['gateway (stdio): initialize']!.push(await timeToInitialize(home));
  process.stderr.write(`round ${round + 1} of ${rounds} done\n`);
}

const median = (list: number[]): number => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const floor = median(samples['node -e 0']!);
console.log(`CLI: ${path.relative(process.cwd(), bin) || bin}; task: ${path.relative(repoRoot, task)}`);
console.log(`\n| command | median of ${rounds} | × \`node -e 0\` | − \`node -e 0\` | range |`);
console.log('| --- | --- | --- | --- | --- |');
for (const [name, list] of Object.entries(samples)) {
  const value = median(list);
  const range = `${Math.round(Math.min(...list))}–${Math.round(Math.max(...list))} ms`;
  console.log(
    `| ${name} | ${Math.round(value)} ms | ${(value / floor).toFixed(1)} | ${Math.round(value - floor)} ms | ${range} |`,
  );
}
console.log(`\nrun's first line: ${firstLine}`);
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
for (const home of readdirSync(scratch)) await storeServerStopped(path.join(scratch, home));
rmSync(scratch, { recursive: true, force: true });
