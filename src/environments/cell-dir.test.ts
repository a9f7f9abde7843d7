import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepStaleCells } from './cell-dir.ts';

function root(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'cells-'));
}

/** A process id that is surely not running. */
const GONE = 2 ** 22 + 1;

describe('sweepStaleCells', () => {
  it('leaves a folder another process is still creating (no owner written yet)', () => {
    const cells = root();
    const starting = path.join(cells, 'starting-1');
    mkdirSync(starting);
    expect(sweepStaleCells(cells)).toBe(0);
    expect(existsSync(starting)).toBe(true);
  });

  it('removes a folder without an owner once it is old, and the folders of dead owners', () => {
    const cells = root();
    const orphan = path.join(cells, 'orphan-1');
    mkdirSync(orphan);
    const old = new Date(Date.now() - 10 * 60_000);
    utimesSync(orphan, old, old);
    const dead = path.join(cells, 'dead-1');
    mkdirSync(dead);
    writeFileSync(path.join(dead, 'owner.json'), JSON.stringify({ pid: GONE, children: [] }));
    const live = path.join(cells, 'live-1');
    mkdirSync(live);
    writeFileSync(path.join(live, 'owner.json'), JSON.stringify({ pid: process.pid, children: [] }));
    expect(sweepStaleCells(cells)).toBe(2);
    expect([existsSync(orphan), existsSync(dead), existsSync(live)]).toEqual([false, false, true]);
  });
});
