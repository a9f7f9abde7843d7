import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cellKeyString } from '../src/runner/index.ts';
import { Store } from '../src/store/index.ts';
import { cellsInFlight, isolatedEnv, outputMatch, runCli, startCli } from './cli.ts';

const TASK = 'suites/core/reconcile-payments';
const MODELS = ['--model', 'reference:delay=150', '--model', 'noop'];
const CELLS = 6; // 2 models × 3 repeats

/** A fixed pseudo-random sequence (mulberry32), so the kill points are varied yet the test repeatable. */
function randomSequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Resolves once `count` cells have finished (progress lines on stderr), or the process ends. */
function afterFinishedCells(child: ChildProcess, count: number): Promise<void> {
  return new Promise((resolve) => {
    let finished = 0;
    child.stderr?.on('data', (chunk: Buffer) => {
      finished += (chunk.toString().match(/^\[\d+\/\d+\]/gm) ?? []).length;
      if (finished >= count) resolve();
    });
    child.on('exit', () => resolve());
  });
}

async function storedCells(
  home: string,
): Promise<{ runId?: string; cells: Map<string, { id: string; outcome: string; error: string | null }> }> {
  const store = await Store.open(path.join(home, 'db'));
  try {
    const [run] = await store.listRuns();
    const cells = new Map<string, { id: string; outcome: string; error: string | null }>();
    if (!run) return { cells };
    for (const cell of await store.listCells(run.id)) {
      const key = cellKeyString(cell);
      expect(cells.has(key), `cell ${key} stored twice`).toBe(false);
      cells.set(key, { id: cell.id, outcome: cell.outcome, error: cell.error });
    }
    return { runId: run.id, cells };
  } finally {
    await store.close();
  }
}

describe('a run killed at random points and resumed', () => {
  it('loses and duplicates no finished cell, and completes every cell exactly once', async () => {
    const env = isolatedEnv();
    const home = env.MCP_ARENA_HOME!;
    const random = randomSequence(20261122);
    const finished = new Map<string, string>();
    let runId: string | undefined;
    for (let round = 0; round < 3; round += 1) {
      const args = runId
        ? ['run', '--resume', runId, '--concurrency', '2']
        : ['run', TASK, ...MODELS, '--repeats', '3', '--concurrency', '2'];
      const child = startCli(args, env);
      const exited = new Promise((resolve) => child.on('exit', resolve));
      // Kill after 0-2 more finished cells, then at once (between cells) or once a cell is mid-cell.
      await afterFinishedCells(child, Math.floor(random() * 3));
      if (random() < 0.5) await cellsInFlight(env.MCP_ARENA_TMPDIR!, child);
      child.kill('SIGKILL');
      await exited;
      const stored = await storedCells(home);
      runId ??= stored.runId;
      for (const [key, id] of finished)
        expect(stored.cells.get(key)?.id, `finished cell ${key} lost`).toBe(id);
      for (const [key, cell] of stored.cells) if (!cell.error) finished.set(key, cell.id);
    }
    expect(runId).toBeDefined();
    const result = await runCli(['run', '--resume', runId!, '--concurrency', '2', '--json'], env);
    expect(result.code, result.stderr).toBe(0);
    const output = JSON.parse(result.stdout);
    expect(output.pending).toBe(0);
    expect(output.cells).toHaveLength(CELLS);
    expect(output.cells.filter((cell: { status: string }) => cell.status === 'passed')).toHaveLength(3);
    const final = await storedCells(home);
    expect(final.cells.size).toBe(CELLS);
    for (const [key, id] of finished) expect(final.cells.get(key)?.id).toBe(id);
  }, 240_000);

  it('a run killed as soon as it prints its id resumes by that id (its store may not hold it yet)', async () => {
    const env = isolatedEnv(); // a new home: its store is created while the run starts
    const child = startCli(['run', TASK, '--model', 'reference'], env);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const [, runId] = await outputMatch(child, /^Run (\S+): 1 cells to run/m);
    child.kill('SIGKILL');
    await exited;
    const result = await runCli(['run', '--resume', runId!, '--json'], env);
    expect(result.code, result.stderr).toBe(0);
    const output = JSON.parse(result.stdout);
    expect(output.cells.map((cell: { status: string }) => cell.status)).toEqual(['passed']);
    expect(readdirSync(path.join(env.MCP_ARENA_HOME!, 'pending-runs'))).toEqual([]);
  }, 180_000);

  it('stops on Ctrl-C: cells in flight end as interrupted errors, and --resume redoes them', async () => {
    const env = isolatedEnv();
    const child = startCli(
      ['run', TASK, '--model', 'reference:delay=1000', '--repeats', '2', '--concurrency', '2', '--json'],
      env,
    );
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    // Wait until both cells are running (their folders exist), then Ctrl-C twice: stop, then interrupt.
    const cellsDir = env.MCP_ARENA_TMPDIR!;
    await waitFor(() => existsSync(cellsDir) && readdirSync(cellsDir).length >= 2, 100, 60_000);
    await cellsInFlight(cellsDir, child, 2);
    const stopping = outputMatch(child, /^Stopping: no new cells/m);
    child.kill('SIGINT');
    await stopping;
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toContain('Stopping: no new cells');
    const { runId, cells } = await storedCells(env.MCP_ARENA_HOME!);
    const interrupted = [...cells.values()].filter((cell) => cell.outcome === 'interrupted');
    expect(interrupted.map((cell) => cell.error)).toContain('interrupted');
    const result = await runCli(['run', '--resume', runId!, '--concurrency', '2', '--json'], env);
    expect(result.code, result.stderr).toBe(0);
    const output = JSON.parse(result.stdout);
    expect(output.cells).toHaveLength(2);
    expect(output.cells.every((cell: { status: string }) => cell.status === 'passed')).toBe(true);
  }, 180_000);
});

async function waitFor(condition: () => boolean, everyMs: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
