import os from 'node:os';
import { ArenaError } from '../errors.ts';
import type { RunOwner } from './records.ts';
import type { SqlClient } from './sql-client.ts';

/** How often a process storing a run says it is still running (`runs.heartbeat_at`). */
export const HEARTBEAT_MS = 5_000;
/** A heartbeat older than this (three beats missed) means the run's process stopped. */
export const HEARTBEAT_STALE_MS = 3 * HEARTBEAT_MS;

/** This process, as it is recorded as a run's owner. */
export function currentOwner(): RunOwner {
  return { host: os.hostname(), pid: process.pid, command: process.argv.slice(2).join(' ') };
}

/** Whether a run's owner is alive: on this host its pid says; another host's processes cannot be seen. */
export function isOwnerAlive(owner: RunOwner): boolean {
  if (owner.host !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A run is running while its owner's heartbeat is fresh and, on this host, its process is alive (a run
 * killed with `kill -9` keeps a fresh heartbeat for a few seconds; a reused pid is cut short by the age).
 */
export function isRunRunning(
  run: { owner: RunOwner | null; heartbeatAt: Date | null },
  now = Date.now(),
): boolean {
  if (!run.heartbeatAt || now - run.heartbeatAt.getTime() > HEARTBEAT_STALE_MS) return false;
  return run.owner === null || isOwnerAlive(run.owner);
}

/** A resume's claim on a run: taken for this process, or refused while its owner is running it. */
export type RunClaim = { claimed: true } | { claimed: false; owner: RunOwner; heartbeatAgeMs: number };

/** Failed takeovers in a row before giving up: each one means another process took the run meanwhile. */
const CLAIM_TRIES = 5;

/**
 * Makes this process the run's owner unless its owner is running it: a compare-and-set, so of two
 * processes claiming a stopped run at once exactly one gets it. The update takes the run only if its owner
 * is still the one judged stopped and, unless that owner's process was seen dead on this host, its heartbeat
 * is still stale or cleared: whoever took it meanwhile makes the update match nothing, and the next read
 * sees them running.
 */
export async function claimRunOwnership(sql: SqlClient, runId: string): Promise<RunClaim> {
  for (let tries = 0; tries < CLAIM_TRIES; tries += 1) {
    const [row] = await sql.query<{ owner: RunOwner | null; age_ms: number | null }>(
      `select owner, (extract(epoch from now() - heartbeat_at) * 1000)::float8 as age_ms
         from runs where id = $1`,
      [runId],
    );
    if (!row) throw new ArenaError('RUN_NOT_FOUND', `no run ${runId} in the store`);
    const fresh = row.age_ms !== null && row.age_ms <= HEARTBEAT_STALE_MS;
    if (fresh && row.owner && isOwnerAlive(row.owner))
      return { claimed: false, owner: row.owner, heartbeatAgeMs: Math.max(0, row.age_ms!) };
    const taken = await sql.query(
      `update runs set owner = $2, heartbeat_at = now()
         where id = $1 and owner is not distinct from $3::jsonb
           and ($4::boolean or heartbeat_at is null or heartbeat_at < now() - $5::int * interval '1 millisecond')
         returning id`,
      [
        runId,
        JSON.stringify(currentOwner()),
        row.owner ? JSON.stringify(row.owner) : null,
        fresh,
        HEARTBEAT_STALE_MS,
      ],
    );
    if (taken.length > 0) return { claimed: true };
  }
  throw new ArenaError('STORE_FAILED', `run ${runId}: other processes kept taking it over; try again`);
}
