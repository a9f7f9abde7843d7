import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { isolatedEnv, runCli, startCli } from './cli.ts';

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

async function waitForCellWithChild(cells: string): Promise<string> {
  // Up to 45 s: on a loaded machine the CLI alone can take 15 s to start.
  for (let attempt = 0; attempt < 450; attempt += 1) {
    for (const name of existsSync(cells) ? readdirSync(cells) : []) {
      try {
        const owner = JSON.parse(readFileSync(path.join(cells, name, 'owner.json'), 'utf8'));
        if (owner.children.length > 0) return path.join(cells, name);
      } catch {
        // owner.json not written yet
      }
    }
    await sleep(100);
  }
  throw new Error('no cell started');
}

describe('a run killed mid-cell', () => {
  it('leaves no stray server process or workspace after the next start', async () => {
    const env = isolatedEnv();
    const cells = env.MCP_ARENA_TMPDIR!;
    // 1.5 s of think time per turn keeps the cell busy long enough to be killed in the middle.
    const run = startCli(['run', 'suites/core/reconcile-payments', '--model', 'reference:delay=1500'], env);
    const exited = new Promise((resolve) => run.on('exit', resolve));
    const cellDir = await waitForCellWithChild(cells);
    expect(processesMentioning(cellDir).length).toBeGreaterThan(0);

    run.kill('SIGKILL');
    await exited;
    expect(existsSync(cellDir)).toBe(true);

    const next = await runCli(['run', 'suites/core/reconcile-payments', '--model', 'noop', '--json'], env);
    expect(next.code).toBe(0);
    expect(existsSync(cellDir)).toBe(false);
    expect(processesMentioning(cellDir)).toEqual([]);
    // The next run's own cells were cleaned up too.
    expect(readdirSync(cells)).toEqual([]);
  }, 120_000);
});
