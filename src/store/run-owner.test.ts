import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteClient } from './pglite-client.ts';
import type { RunOwner } from './records.ts';
import type { SqlClient } from './sql-client.ts';
import { Store } from './store.ts';

let sql: SqlClient;
let store: Store;
beforeAll(async () => {
  sql = await openPgliteClient();
  store = await Store.over(sql);
});
afterAll(async () => {
  await store.close();
});

/** A stopped run whose owner and heartbeat are as a test sets them. */
async function runOwnedBy(owner: RunOwner | null, heartbeatAgeMs: number | null): Promise<string> {
  const id = `run-${crypto.randomUUID()}`;
  await sql.query(
    `insert into runs (id, created_at, config, owner, heartbeat_at)
       values ($1, now(), '{}', $2, now() - $3::int * interval '1 millisecond')`,
    [id, owner ? JSON.stringify(owner) : null, heartbeatAgeMs],
  );
  return id;
}

const ownerOf = async (id: string): Promise<RunOwner | null> =>
  (await sql.query<{ owner: RunOwner | null }>('select owner from runs where id = $1', [id]))[0]!.owner;

/** A pid that was alive a moment ago and is not any more. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

const here = (pid: number): RunOwner => ({ host: os.hostname(), pid, command: 'run suites/core' });
const elsewhere: RunOwner = { host: `not-${os.hostname()}`, pid: 4242, command: 'run suites/core' };

describe('Store.claimRun (run --resume)', () => {
  it('refuses a run whose owner is alive, here (by pid) or on another host (by heartbeat)', async () => {
    const live = here(process.ppid);
    const local = await runOwnedBy(live, 1000);
    expect(await store.claimRun(local)).toMatchObject({ claimed: false, owner: live });
    expect(await ownerOf(local)).toEqual(live);
    const remote = await runOwnedBy(elsewhere, 1000);
    const claim = await store.claimRun(remote);
    expect(claim).toMatchObject({ claimed: false, owner: elsewhere });
    expect(claim.claimed === false && claim.heartbeatAgeMs).toBeGreaterThanOrEqual(1000);
  });

  it('takes a run whose owner stopped: heartbeat cleared or stale, or its process dead on this host', async () => {
    const closed = await runOwnedBy(here(process.ppid), null);
    const stale = await runOwnedBy(elsewhere, 60_000);
    // Killed with kill -9 a moment ago: its heartbeat is still fresh, but no process has its pid.
    const killed = await runOwnedBy(here(deadPid()), 1000);
    for (const id of [closed, stale, killed]) {
      expect(await store.claimRun(id)).toEqual({ claimed: true });
      expect(await ownerOf(id)).toMatchObject({ host: os.hostname(), pid: process.pid });
    }
    await expect(store.claimRun('nope')).rejects.toThrow('no run nope in the store');
  });

  it('gives a stopped run to exactly one of two processes claiming it at once', async () => {
    for (const owner of [null, here(deadPid())]) {
      // Both read the run before either writes: the check-then-act race a compare-and-set must survive.
      let reads = 0;
      let bothRead!: () => void;
      const barrier = new Promise<void>((resolve) => (bothRead = resolve));
      const racing: SqlClient = {
        ...sql,
        query: async <Row>(text: string, params?: unknown[]): Promise<Row[]> => {
          if (text.trimStart().startsWith('update runs set owner')) await barrier;
          const rows = await sql.query<Row>(text, params);
          if (text.trimStart().startsWith('select owner') && ++reads === 2) bothRead();
          return rows;
        },
      };
      const id = await runOwnedBy(owner, owner ? 1000 : null);
      const [first, second] = [await Store.over(racing), await Store.over(racing)];
      const claims = await Promise.all([first.claimRun(id), second.claimRun(id)]);
      expect(claims.filter((claim) => claim.claimed)).toHaveLength(1);
      // The loser sees the winner: this very process, alive, with a fresh heartbeat.
      expect(claims.find((claim) => !claim.claimed)).toMatchObject({ owner: { pid: process.pid } });
    }
  });
});
