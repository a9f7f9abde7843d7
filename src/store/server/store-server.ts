import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { type StoreServerAddress, type StoreServerInfo, storeServerAddress } from './address.ts';
import { type StoreRequest, type StoreResponse, onFrames, writeFrame } from './frames.ts';
import { EXIT_ALREADY_SERVED, EXIT_OPEN_FAILED, OPEN_FAILED_PREFIX } from './server-exit.ts';

/** One at a time: PGlite is a single session, so a transaction holds it until commit or rollback. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => held);
    return previous.then(() => release);
  }
}

function listen(server: net.Server, socket: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** A socket file (not Linux) left by a dead server is removed; one a live server answers on is kept. */
async function claimSocket(server: net.Server, socket: string): Promise<boolean> {
  try {
    await listen(server, socket);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || socket.startsWith('\0')) return false;
    const alive = await new Promise<boolean>((resolve) => {
      const probe = net.connect(socket, () => (probe.destroy(), resolve(true)));
      probe.on('error', () => resolve(false));
    });
    if (alive) return false;
    unlinkSync(socket);
    await listen(server, socket);
    return true;
  }
}

function writeInfo(address: StoreServerAddress, info: StoreServerInfo): void {
  const temporary = `${address.infoFile}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify(info), { mode: 0o600 });
  renameSync(temporary, address.infoFile);
}

/**
 * Serves one PGlite folder to every mcp-arena process of an arena home, one query or transaction at a
 * time. Holding the socket name is what makes it the only process that opens the folder: it binds before
 * opening, and a second server exits. It stops `idleMs` after its last client left.
 */
export async function runStoreServer(dataDir: string, idleMs: number): Promise<number> {
  const address = storeServerAddress(dataDir);
  const server = net.createServer();
  if (!(await claimSocket(server, address.socket))) return EXIT_ALREADY_SERVED;
  const token = randomBytes(24).toString('hex');
  writeInfo(address, { pid: process.pid, token, startedAt: new Date().toISOString() });

  let db: PGlite | undefined;
  let openError: Error | undefined;
  const ready = PGlite.create(address.dataDir, { parsers: { 20: Number } }).then(
    (opened) => void (db = opened),
    (error: unknown) => void (openError = error as Error),
  );
  const mutex = new Mutex();
  let clients = 0;
  let stopping = false;
  let idleTimer: NodeJS.Timeout | undefined;
  let stopped!: (code: number) => void;
  const finished = new Promise<number>((resolve) => (stopped = resolve));

  const stop = async (code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    // Wait for the query or transaction in flight; the socket name stays held until the folder is closed,
    // so no new server can open it meanwhile.
    await mutex.lock();
    await db?.close().catch(() => {});
    try {
      const info = JSON.parse(readFileSync(address.infoFile, 'utf8')) as StoreServerInfo;
      if (info.pid === process.pid) unlinkSync(address.infoFile);
    } catch {
      // already gone
    }
    server.close();
    if (!address.socket.startsWith('\0') && existsSync(address.socket)) unlinkSync(address.socket);
    stopped(code);
  };
  const idle = (): void => {
    clearTimeout(idleTimer);
    if (clients === 0) idleTimer = setTimeout(() => void stop(0), idleMs);
  };

  server.on('connection', (socket) => {
    clients += 1;
    clearTimeout(idleTimer);
    let admitted = false;
    let releaseTransaction: (() => void) | undefined;
    let queue: Promise<void> = Promise.resolve();
    const reply = (response: StoreResponse): void => {
      if (!socket.destroyed) writeFrame(socket, response);
    };

    const handle = async (request: StoreRequest): Promise<Omit<StoreResponse, 'id'>> => {
      if (!admitted) {
        await ready;
        if (openError) return { error: { message: openError.message } };
        if (stopping) return { error: { message: 'the store server is stopping', retry: true } };
        if (request.op !== 'hello' || request.token !== token)
          return { error: { message: 'wrong store server token', retry: true } };
        admitted = true;
        return { pid: process.pid };
      }
      const database = db!;
      if (request.op === 'begin') {
        const release = await mutex.lock();
        if (stopping) {
          release();
          return { error: { message: 'the store server is stopping', retry: true } };
        }
        releaseTransaction = release;
        await database.exec('begin');
        return {};
      }
      if (request.op === 'commit' || request.op === 'rollback') {
        try {
          await database.exec(request.op);
        } finally {
          releaseTransaction?.();
          releaseTransaction = undefined;
        }
        return {};
      }
      const run = async (): Promise<unknown[]> =>
        request.op === 'exec'
          ? (await database.exec(request.sql!), [])
          : (await database.query(request.sql!, request.params ?? [])).rows;
      if (releaseTransaction) return { rows: await run() };
      const release = await mutex.lock();
      try {
        return { rows: await run() };
      } finally {
        release();
      }
    };

    onFrames(socket, (frame) => {
      const request = frame as StoreRequest;
      queue = queue.then(async () => {
        try {
          reply({ id: request.id, ...(await handle(request)) });
        } catch (error) {
          const { message, code } = error as Error & { code?: string };
          reply({ id: request.id, error: { message, ...(code ? { code } : {}) } });
        }
      });
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      // A client that died inside a transaction: undo it and let the others go on.
      queue = queue.then(async () => {
        if (releaseTransaction) {
          await db?.exec('rollback').catch(() => {});
          releaseTransaction();
          releaseTransaction = undefined;
        }
        clients -= 1;
        idle();
      });
    });
  });

  await ready;
  if (openError) {
    process.stderr.write(`${OPEN_FAILED_PREFIX}${openError.message}\n`);
    // Let clients already connected read why, then free the socket name.
    setTimeout(() => void stop(EXIT_OPEN_FAILED), 500);
  } else {
    idle();
  }
  process.once('SIGTERM', () => void stop(0));
  process.once('SIGINT', () => void stop(0));
  return finished;
}
