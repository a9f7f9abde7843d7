// One cell's embedded Postgres on a thread of its own, so that its clock can be the scenario's: PGlite reads
// the time from the thread's `Date`, which is shifted here and nowhere else (the harness keeps real time).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** What the thread is started with. */
export interface PgliteThreadData {
  /** A fresh data folder (PGlite's dumpDataDir), so no initdb runs here. */
  dataDir: ArrayBuffer;
  /** PGlite's compiled WebAssembly, shared by every thread (compiled and optimised once per process). */
  module: WebAssembly.Module;
  /** PGlite's file-system bundle, read once per process. */
  fsBundle: ArrayBuffer;
  /** Milliseconds to add to the real clock: the scenario's time minus the time the thread was asked for. */
  clockOffsetMs: number;
  /** Postgres's `timezone` (and `log_timezone`). */
  timeZone: string;
}

/** A request to the thread, and its answer. */
export type PgliteRequest = { id: number; kind: 'query' | 'exec'; sql: string; params?: unknown[] };
export type PgliteAnswer =
  | { kind: 'ready'; url: string }
  | { kind: 'result'; id: number; rows: Array<Record<string, unknown>> }
  | { kind: 'error'; id?: number; message: string };

const data = workerData as PgliteThreadData;
shiftClock(data.clockOffsetMs);
const port = parentPort!;

function shiftClock(offsetMs: number): void {
  if (offsetMs === 0) return;
  const RealDate = Date;
  const now = (): number => RealDate.now() + offsetMs;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length > 0 ? args : [now()], newTarget) as object,
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) =>
      property === 'now' ? now : (Reflect.get(target, property, receiver) as unknown),
  });
}

try {
  const zone = data.timeZone.replaceAll("'", "''");
  const db = await PGlite.create({
    loadDataDir: new Blob([data.dataDir]),
    pgliteWasmModule: data.module,
    fsBundle: new Blob([data.fsBundle]),
    postgresqlconf: [`timezone = '${zone}'`, `log_timezone = '${zone}'`],
  });
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 8 });
  await server.start();
  port.on('message', (request: PgliteRequest | { kind: 'close' }) => {
    if (request.kind === 'close') {
      void server
        .stop()
        .then(() => db.close())
        .finally(() => port.close());
      return;
    }
    const work =
      request.kind === 'query'
        ? db.query<Record<string, unknown>>(request.sql, request.params).then((result) => result.rows)
        : db.exec(request.sql).then(() => []);
    work.then(
      (rows) => port.postMessage({ kind: 'result', id: request.id, rows } satisfies PgliteAnswer),
      (error: unknown) =>
        port.postMessage({
          kind: 'error',
          id: request.id,
          message: (error as Error).message,
        } satisfies PgliteAnswer),
    );
  });
  port.postMessage({
    kind: 'ready',
    url: `postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`,
  } satisfies PgliteAnswer);
} catch (error) {
  port.postMessage({ kind: 'error', message: (error as Error).message } satisfies PgliteAnswer);
}
