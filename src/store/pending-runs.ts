import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { arenaHome } from '../arena-home.ts';
import type { RunOwner, RunRecord } from './records.ts';
import { currentOwner } from './run-owner.ts';

// A new run's id is printed before its store has opened (a new embedded store takes seconds to create):
// its record waits here, in a file of the home, until the store holds it. A run killed in between is
// still resumable: `run --resume` stores it from this file.

const folder = (): string => path.join(arenaHome(), 'pending-runs');
const fileOf = (id: string): string => path.join(folder(), `${id}.json`);

/** Writes the run's record whole (a temporary file renamed), so a kill leaves it complete or absent. */
export function writePendingRun(run: RunRecord): void {
  mkdirSync(folder(), { recursive: true });
  const temporary = `${fileOf(run.id)}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ ...run, owner: currentOwner() }));
  renameSync(temporary, fileOf(run.id));
}

/** A run printed but not yet stored: its record, and the process that printed it. */
export interface PendingRun {
  run: RunRecord;
  owner: RunOwner;
}

/** The record of a run printed but never stored, if this home has one. */
export function readPendingRun(id: string): PendingRun | undefined {
  if (!/^[\w-]+$/.test(id)) return undefined;
  try {
    const { owner, ...run } = JSON.parse(readFileSync(fileOf(id), 'utf8')) as RunRecord & { owner: RunOwner };
    return { run: { ...run, createdAt: new Date(run.createdAt) }, owner };
  } catch {
    return undefined;
  }
}

/** Forgets the record once the store holds the run. */
export function removePendingRun(id: string): void {
  rmSync(fileOf(id), { force: true });
}
