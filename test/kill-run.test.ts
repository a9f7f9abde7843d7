import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTask } from '../src/tasks/index.ts';
import { isolatedEnv, runCli, startCli } from './cli.ts';
import { PlanModel } from './plan-model.ts';

const TASK = 'suites/core/reconcile-payments';

function processesMentioning(text: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The folder of the cell that has started a child process (its MCP server). */
function cellWithChild(cells: string): string | undefined {
  for (const name of existsSync(cells) ? readdirSync(cells) : []) {
    try {
      const owner = JSON.parse(readFileSync(path.join(cells, name, 'owner.json'), 'utf8'));
      if (owner.children.length > 0) return path.join(cells, name);
    } catch {
      // owner.json not written yet
    }
  }
  return undefined;
}

describe('a run killed mid-cell', () => {
  // Never answers: the cell stays in the middle, its servers up, until it is killed.
  const model = new PlanModel(loadTask(TASK));
  afterAll(() => model.stop());

  it('leaves no stray server process or workspace after the next start', async () => {
    const env = isolatedEnv();
    const cells = env.MCP_ARENA_TMPDIR!;
    const baseUrl = await model.start();
    const run = startCli(['run', TASK, '--model', model.model, '--base-url', baseUrl], env);
    const exited = new Promise((resolve) => run.on('exit', resolve));
    // The cell asks its model for a first turn: its servers are up; no answer comes before the kill.
    await model.cellsAsking(1);
    const cellDir = cellWithChild(cells)!;
    expect(cellDir).toBeDefined();
    expect(processesMentioning(cellDir).length).toBeGreaterThan(0);

    run.kill('SIGKILL');
    await exited;
    expect(existsSync(cellDir)).toBe(true);

    const next = await runCli(['run', TASK, '--model', 'noop', '--json'], env);
    expect(next.code).toBe(0);
    expect(existsSync(cellDir)).toBe(false);
    expect(processesMentioning(cellDir)).toEqual([]);
    // The next run's own cells were cleaned up too.
    expect(readdirSync(cells)).toEqual([]);
  }, 120_000);
});
