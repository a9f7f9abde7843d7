import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { moduleProcessArgs } from '../../module-process.ts';
import type { SqlClient } from '../sql-client.ts';
import { type StoreServerAddress, type StoreServerInfo, storeServerAddress } from './address.ts';
import { type RequestOp, type StoreResponse, onFrames, writeFrame } from './frames.ts';
import { EXIT_OPEN_FAILED, OPEN_FAILED_PREFIX } from './server-exit.ts';

/** Opening a large folder on a loaded machine can take a while; past this the start has failed. */
const START_TIMEOUT_MS = 90_000;
const IDLE_TRANSACTION_CONNECTIONS = 4;

/** Why a store the server could not open (damaged, or not a PGlite folder) failed, from its log. */
export class StoreOpenError extends Error {}

/** One connection to the store server: requests answered in order, by id. */
class Connection {
  closed = false;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (r: StoreResponse) => void; reject: (e: Error) => void }
  >();
  private readonly ended: Promise<void>;

  constructor(
    private readonly socket: net.Socket,
    private readonly address: StoreServerAddress,
  ) {
    onFrames(socket, (frame) => {
      const response = frame as StoreResponse;
      const waiter = this.pending.get(response.id);
      if (!waiter) return;
      this.pending.delete(response.id);
      if (!response.error) return waiter.resolve(response);
      const error = Object.assign(new Error(response.error.message), {
        ...(response.error.code ? { code: response.error.code } : {}),
        retry: response.error.retry === true,
      });
      waiter.reject(error);
    });
    socket.on('error', () => {});
    this.ended = new Promise((resolve) =>
      socket.on('close', () => {
        this.closed = true;
        for (const waiter of this.pending.values()) waiter.reject(this.lost());
        this.pending.clear();
        resolve();
      }),
    );
  }

  private lost(): Error {
    return new Error(
      `the embedded store server stopped before answering (its log: ${this.address.logFile}); ` +
        'what was committed before is kept: run the command again',
    );
  }

  request(
    op: RequestOp,
    fields: { sql?: string; params?: unknown[]; token?: string } = {},
  ): Promise<StoreResponse> {
    if (this.closed) return Promise.reject(this.lost());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      writeFrame(this.socket, { id, op, ...fields });
    });
  }

  async close(): Promise<void> {
    this.socket.end();
    await Promise.race([this.ended, sleep(2000)]);
    this.socket.destroy();
  }
}

function dial(socket: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(socket, () => {
      connection.off('error', reject);
      resolve(connection);
    });
    connection.once('error', reject);
  });
}

function spawnServer(address: StoreServerAddress): ChildProcess {
  const log = openSync(address.logFile, 'w');
  try {
    // Its own process group and session: a Ctrl-C in the terminal of the process that started it does not
    // reach it, and it outlives that process while others use the store.
    const child = spawn(
      process.execPath,
      [...moduleProcessArgs(import.meta.url, './main.ts', 'tsx'), address.dataDir],
      { detached: true, stdio: ['ignore', log, log], cwd: path.dirname(address.dataDir) },
    );
    child.unref();
    return child;
  } finally {
    closeSync(log);
  }
}

function serverLog(address: StoreServerAddress): string {
  return existsSync(address.logFile) ? readFileSync(address.logFile, 'utf8') : '';
}

/** Connects to the folder's store server, starting one if none answers (or the last one died). */
async function connect(address: StoreServerAddress): Promise<Connection> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let starter: { child: ChildProcess; exit?: number | null } | undefined;
  for (;;) {
    if (Date.now() > deadline) {
      throw new Error(
        `the embedded store server did not start in time; its log (${address.logFile}):\n${serverLog(address)}`,
      );
    }
    let socket: net.Socket;
    try {
      socket = await dial(address.socket);
    } catch {
      if (starter?.exit === EXIT_OPEN_FAILED) {
        const line = serverLog(address)
          .split('\n')
          .find((entry) => entry.startsWith(OPEN_FAILED_PREFIX));
        throw new StoreOpenError(
          line?.slice(OPEN_FAILED_PREFIX.length) ?? 'the store server could not open it',
        );
      }
      if (!starter || starter.exit !== undefined) {
        const started: { child: ChildProcess; exit?: number | null } = { child: spawnServer(address) };
        started.child.on('exit', (code) => (started.exit = code));
        starter = started;
      }
      await sleep(50);
      continue;
    }
    const connection = new Connection(socket, address);
    try {
      const info = JSON.parse(readFileSync(address.infoFile, 'utf8')) as StoreServerInfo;
      await connection.request('hello', { token: info.token });
      return connection;
    } catch (error) {
      // A server that stopped before answering (its idle time ran out before this process, busy loading
      // its modules, got to say hello) is started again, as one that was not there.
      const stopped = connection.closed;
      await connection.close();
      const retry = (error as { retry?: boolean }).retry === true || error instanceof SyntaxError || stopped;
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (!retry && !missing) throw new StoreOpenError((error as Error).message);
      await sleep(50);
    }
  }
}

/**
 * The embedded store of one folder, through the one server every process of the arena home shares
 * (src/store/server/store-server.ts). Transactions use a connection of their own, so the process's
 * other queries never run inside them.
 */
export async function openSharedPgliteClient(dataDir: string): Promise<SqlClient> {
  const address = storeServerAddress(dataDir);
  let main = connect(address);
  await main;
  const idle: Connection[] = [];
  let closed = false;
  // A server that died is started again by the next query.
  const current = async (): Promise<Connection> => {
    const seen = main;
    const connection = await seen.catch(() => undefined);
    if (connection && !connection.closed) return connection;
    if (main === seen) main = connect(address);
    return main;
  };
  const over = (
    connection: () => Promise<Connection>,
    transaction: SqlClient['transaction'],
    close: () => Promise<void>,
  ): SqlClient => ({
    query: async <Row>(sql: string, params: unknown[] = []) =>
      ((await (await connection()).request('query', { sql, params })).rows ?? []) as Row[],
    exec: async (sql) => {
      await (await connection()).request('exec', { sql });
    },
    transaction,
    close,
  });
  const nested = (): Promise<never> => Promise.reject(new Error('nested transactions are not supported'));
  const release = (connection: Connection): void => {
    if (!closed && !connection.closed && idle.length < IDLE_TRANSACTION_CONNECTIONS) idle.push(connection);
    else void connection.close();
  };
  return over(
    current,
    async (work) => {
      let connection = idle.pop();
      while (connection?.closed) connection = idle.pop();
      connection ??= await connect(address);
      const own = connection;
      await own.request('begin');
      try {
        const result = await work(
          over(
            async () => own,
            nested,
            async () => {},
          ),
        );
        await own.request('commit');
        release(own);
        return result;
      } catch (error) {
        await own.request('rollback').catch(() => {});
        release(own);
        throw error;
      }
    },
    async () => {
      closed = true;
      const connection = await main.catch(() => undefined);
      await Promise.all([connection?.close(), ...idle.splice(0).map((spare) => spare.close())]);
    },
  );
}
