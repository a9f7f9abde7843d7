import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../store.ts';
import { minimalCell } from '../testing/minimal-cell.ts';
import { storeServerAddress } from './address.ts';

const serverPid = (dir: string): number =>
  (JSON.parse(readFileSync(storeServerAddress(dir).infoFile, 'utf8')) as { pid: number }).pid;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (condition()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe('the store server of an embedded store', { timeout: 180_000 }, () => {
  let idle: string | undefined;
  beforeAll(() => {
    idle = process.env.MCP_ARENA_STORE_IDLE_MS;
    process.env.MCP_ARENA_STORE_IDLE_MS = '1000';
  });
  afterAll(() => {
    if (idle === undefined) delete process.env.MCP_ARENA_STORE_IDLE_MS;
    else process.env.MCP_ARENA_STORE_IDLE_MS = idle;
  });

  it('is one server for processes opening the store at once, and stops after its last client', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'store-server-')), 'db');
    const stores = await Promise.all([Store.open(dir), Store.open(dir), Store.open(dir)]);
    const pid = serverPid(dir);
    const run = await stores[0]!.createRun({ paths: [], models: ['a'], modes: ['oracle'], repeats: 1 });
    // Concurrent transactions from every client: each cell is stored whole, none lost.
    await Promise.all(
      stores.flatMap((store, index) =>
        [0, 1, 2].map((repeat) =>
          store.saveCell(minimalCell(run.id, { id: `c${index}-${repeat}`, model: `m${index}`, repeat })),
        ),
      ),
    );
    expect(await stores[2]!.listCells(run.id)).toHaveLength(9);
    expect(serverPid(dir)).toBe(pid);
    await Promise.all(stores.map((store) => store.close()));
    await until(() => !alive(pid), 'the idle server stopped');
  });

  it('starts a new server when the last one was killed, keeping every committed cell', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'store-server-')), 'db');
    const store = await Store.open(dir);
    const run = await store.createRun({ paths: [], models: ['a'], modes: ['oracle'], repeats: 1 });
    await store.saveCell(minimalCell(run.id, { id: 'kept' }));
    const pid = serverPid(dir);
    process.kill(pid, 'SIGKILL');
    await until(() => !alive(pid), 'the server died');
    // The next query finds the server gone and starts another.
    expect((await store.listCells(run.id)).map((cell) => cell.id)).toEqual(['kept']);
    expect(serverPid(dir)).not.toBe(pid);
    await store.close();
  });

  it('starts a server of its own when the one it reached stops before answering', async () => {
    // What a client sees when the server's idle time ran out just as it connected (the process that
    // started it was busy loading its modules): its hello is cut off. A stand-in holds the socket name,
    // cuts off the one connection it gets, then lets go of the name.
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'store-server-')), 'db');
    const address = storeServerAddress(dir);
    writeFileSync(address.infoFile, JSON.stringify({ pid: process.pid, token: 'x', startedAt: '' }));
    const stopping = net.createServer((socket) => {
      socket.destroy();
      stopping.close();
    });
    await new Promise<void>((resolve) => stopping.listen(address.socket, resolve));
    const store = await Store.open(dir);
    expect(serverPid(dir)).not.toBe(process.pid);
    await store.close();
  });

  it('says a folder it cannot open may be damaged and how to start afresh', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'store-server-')), 'db');
    mkdirSync(path.join(dir, 'base'), { recursive: true });
    writeFileSync(path.join(dir, 'PG_VERSION'), 'not a version\n');
    writeFileSync(path.join(dir, 'global'), 'garbage');
    const error = await Store.open(dir).then(
      () => undefined,
      (failure: Error) => failure,
    );
    expect(error?.message).toMatch(/^cannot open the store \(.*\): /);
    expect(error?.message).toContain(`mv ${storeServerAddress(dir).dataDir} `);
    expect(error?.message).not.toContain('\n');
  });
});
