// The embedded store shared by several processes: cells stored per second by one writer process versus two
// (and four) at once on one store, through the store server every process of an arena home shares; the
// baseline, in the same run, is one process holding PGlite itself, as mcp-arena did before the server
// (when two processes doing that corrupted the store). The other candidate, PGlite behind pglite-socket's
// Postgres protocol server reached with node-postgres, is measured alike. Each cell is a realistic one: 10 turns of 2 tool
// calls and 3 checkpoints, saved in one transaction, as the runner saves it.
// Then end to end: `mcp-arena run` of one cheap task (reference model, no delay), one run alone versus two
// runs started together on one arena home.
// Run: npx tsx bench/store-concurrency.ts [cells per writer, default 200] [cells per run, default 6]
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { Turn } from '../src/agent/index.ts';
import { Store } from '../src/store/index.ts';
import { openPgliteClient } from '../src/store/pglite-client.ts';
import { minimalCell } from '../src/store/testing/minimal-cell.ts';

const here = import.meta.filename;
const STALL_MS = 180_000;
const repoRoot = path.resolve(import.meta.dirname, '..');

function turns(): Turn[] {
  return Array.from({ length: 10 }, (_, index) => ({
    index,
    text: `Step ${index}: reading the ledger and matching payments.`,
    toolCalls: [0, 1].map((call) => ({
      id: `call-${index}-${call}`,
      name: 'files__read_text_file',
      arguments: { path: `ledger-${index}.csv` },
      result: 'date,amount,payee\n'.repeat(40),
      isError: false,
      unknownTool: false,
      durationMs: 3,
    })),
    usage: { inputTokens: 1200, cachedInputTokens: 0, outputTokens: 80, reasoningTokens: 0, costUsd: null },
    modelMs: 400,
    startedAt: new Date().toISOString(),
  }));
}

type Mode = 'in-process' | 'server' | 'pglite-socket';

/**
 * A child process: opens the store, says ready, waits for a line on stdin, stores its cells, says done.
 * `in-process`: PGlite held in this process, as every process did before the store server; `target` is
 * the folder, or for `pglite-socket` the postgres:// URL of that server.
 */
async function writer(target: string, cells: number, mode: Mode): Promise<void> {
  const store =
    mode === 'in-process' ? await Store.over(await openPgliteClient(target)) : await Store.open(target);
  const run = await store.createRun({ paths: [], models: ['bench'], modes: ['oracle'], repeats: cells });
  process.stdout.write('ready\n');
  const input = createInterface({ input: process.stdin });
  await new Promise((resolve) => input.once('line', resolve));
  input.close();
  process.stdin.destroy();
  for (let repeat = 0; repeat < cells; repeat += 1) {
    const trajectory = turns();
    await store.saveCell(
      minimalCell(run.id, {
        repeat,
        trajectory: {
          turns: trajectory,
          finalAnswer: 'Reconciled.',
          endReason: 'answered',
          usage: {
            inputTokens: 12000,
            cachedInputTokens: 0,
            outputTokens: 800,
            reasoningTokens: 0,
            costUsd: 0,
          },
          durationMs: 4000,
        },
        checkpoints: [0, 1, 2].map((index) => ({
          name: `check ${index}`,
          points: 1,
          passed: true,
          required: true,
          detail: 'ok',
        })),
      }),
    );
  }
  process.stdout.write('done\n');
  await store.close();
}

/**
 * Starts `count` writers on one store, releases them together and times until the last is done. A writer
 * that fails (a store that breaks under concurrent clients) fails the measurement with its error.
 */
async function measure(mode: Mode, count: number, cells: number): Promise<number> {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-store-')), 'db');
  // The candidate: PGlite behind pglite-socket's Postgres protocol server, reached with node-postgres.
  const socketServer = mode === 'pglite-socket' ? await startSocketServer(dir) : undefined;
  const target = socketServer?.url ?? dir;
  try {
    const writers = Array.from({ length: count }, () => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', here, 'writer', target, String(cells), mode],
        {
          cwd: repoRoot,
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr!.on('data', (chunk) => (stderr += chunk));
      const exited = new Promise<never>((_, reject) =>
        child.on('exit', (code) =>
          reject(new Error(stderr.split('\n').find((line) => /error/i.test(line)) ?? `exit ${code}`)),
        ),
      );
      exited.catch(() => {});
      const lines = createInterface({ input: child.stdout! });
      const next = (): Promise<unknown> =>
        Promise.race([new Promise((resolve) => lines.once('line', resolve)), exited]);
      return { child, next, ended: exited.catch(() => {}) };
    });
    await Promise.all(writers.map((writer) => writer.next()));
    const started = performance.now();
    const done = Promise.all(writers.map((writer) => writer.next()));
    for (const writer of writers) writer.child.stdin!.write('go\n');
    try {
      // A store that stalls (a client waiting forever on another's turn) fails the measurement too.
      await Promise.race([
        done,
        sleep(STALL_MS).then(() => Promise.reject(new Error(`no progress in ${STALL_MS / 1000} s (hung)`))),
      ]);
    } catch (error) {
      for (const writer of writers) writer.child.kill();
      throw error;
    }
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(writers.map((writer) => writer.ended));
    return (count * cells) / seconds;
  } finally {
    await socketServer?.stop();
  }
}

async function startSocketServer(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const db = await PGlite.create(dir, { parsers: { 20: Number } });
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 64 });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}

async function cliRuns(count: number, repeats: number): Promise<number> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'bench-store-home-'));
  const args = ['bin/mcp-arena.js', 'run', 'suites/core/reconcile-payments', '--model', 'reference'];
  const started = performance.now();
  const codes = await Promise.all(
    Array.from({ length: count }, () => {
      const child = spawn(process.execPath, [...args, '--repeats', String(repeats), '--json'], {
        cwd: repoRoot,
        env: { ...process.env, MCP_ARENA_HOME: home },
        stdio: 'ignore',
      });
      return new Promise<number | null>((resolve) => child.on('exit', resolve));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (codes.some((code) => code !== 0)) throw new Error(`a run failed: exit codes ${codes.join(', ')}`);
  const store = await Store.open(path.join(home, 'db'));
  const stored = (await store.listRuns()).reduce((sum, run) => sum + run.cells, 0);
  await store.close();
  if (stored !== count * repeats) throw new Error(`stored ${stored} cells of ${count * repeats}`);
  return (count * repeats) / seconds;
}

if (process.argv[2] === 'writer') {
  await writer(process.argv[3]!, Number(process.argv[4]), process.argv[5] as Mode);
} else {
  const cells = Number(process.argv[2] ?? 200);
  const repeats = Number(process.argv[3] ?? 6);
  const load = os.loadavg().map((value) => value.toFixed(1));
  const direct = await measure('in-process', 1, cells);
  process.stderr.write(`in-process baseline: ${direct.toFixed(1)} cells/s\n`);
  const rows: Array<[string, number, number | string]> = [
    ['PGlite in-process (before; one process only)', 1, direct],
  ];
  for (const mode of ['server', 'pglite-socket'] as const) {
    for (const count of [1, 2, 4]) {
      rows.push([
        mode === 'server' ? 'store server (chosen)' : 'pglite-socket + pg',
        count,
        await measure(mode, count, cells).catch((error: Error) => `failed: ${error.message}`),
      ]);
      process.stderr.write(`${mode}, ${count} writers: ${String(rows.at(-1)![2])}\n`);
    }
  }
  process.stdout.write(
    `node ${process.version}; ${cells} cells per writer; load average at start ${load.join(' ')}\n\n`,
  );
  process.stdout.write(
    '| store | writer processes | cells/s | / in-process baseline |\n| --- | --- | --- | --- |\n',
  );
  for (const [label, count, rate] of rows)
    process.stdout.write(
      typeof rate === 'string'
        ? `| ${label} | ${count} | ${rate} | |\n`
        : `| ${label} | ${count} | ${rate.toFixed(1)} | ${(rate / direct).toFixed(2)} |\n`,
    );
  if (repeats > 0) {
    const alone = await cliRuns(1, repeats);
    process.stderr.write(`one run: ${alone.toFixed(3)} cells/s\n`);
    const together = await cliRuns(2, repeats);
    process.stdout.write(
      `\n| mcp-arena run, ${repeats} cells each | cells/s | / one run |\n| --- | --- | --- |\n` +
        `| one run | ${alone.toFixed(3)} | 1.00 |\n| two runs at once | ${together.toFixed(3)} | ${(together / alone).toFixed(2)} |\n`,
    );
  }
}
