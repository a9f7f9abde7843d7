import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { ArenaError } from '../../../errors.ts';
import { workerEntry } from '../../../module-process.ts';
import { type ScenarioTime, scenarioTime, type Task } from '../../../tasks/index.ts';
import type { App, RunningApp } from '../../app.ts';
import type { SqlRow, SqlState, SqlTable } from './sql-reader.ts';
import { packageBin, packageVersion, seedDir, seedFiles } from '../../app-support.ts';
import type { CellDir } from '../../cell-dir.ts';
import type { PgliteAnswer, PgliteRequest, PgliteThreadData } from './pglite-thread.ts';
import { captureTables, listTables, querySeeded, tableJson } from './sql-snapshot.ts';

/** Environment variable naming a Postgres server to use instead of embedded PGlite. */
export const SQL_URL_VARIABLE = 'MCP_ARENA_SQL_URL';

/** What the app needs from a database: a URL for the MCP server and a way to run SQL. */
interface SqlBackend {
  /** postgres:// URL the MCP server connects to. */
  url: string;
  query(sql: string, params?: unknown[]): Promise<SqlRow[]>;
  /** Runs a script of several statements. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

// initdb is the slow part of a fresh PGlite (seconds): the first database's empty data folder is kept, in
// memory for this process and as a file for the next ones, and later databases load a copy of it.
let freshDataDir: Promise<Blob> | undefined;

async function loadFreshDataDir(): Promise<Blob> {
  const version = packageVersion('@electric-sql/pglite');
  const file = path.join(os.tmpdir(), `mcp-arena-pglite-${version}-initdb.tar.gz`);
  if (existsSync(file)) {
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      // unreadable: make it again
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const first = await PGlite.create();
  const dump = await first.dumpDataDir('gzip');
  await first.close();
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    renameSync(temporary, file);
  } catch {
    rmSync(temporary, { force: true });
  }
  return dump;
}

/** PGlite's WebAssembly compiled once, and its file-system bundle read once, for every thread of the process. */
let pgliteFiles: Promise<{ module: WebAssembly.Module; fsBundle: ArrayBuffer }> | undefined;

function loadPgliteFiles(): Promise<{ module: WebAssembly.Module; fsBundle: ArrayBuffer }> {
  pgliteFiles ??= (async () => {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const bundle = readFileSync(path.join(dist, 'pglite.data'));
    return {
      module: await WebAssembly.compile(readFileSync(path.join(dist, 'pglite.wasm'))),
      fsBundle: bundle.buffer.slice(bundle.byteOffset, bundle.byteOffset + bundle.byteLength),
    };
  })();
  pgliteFiles.catch(() => (pgliteFiles = undefined));
  return pgliteFiles;
}

/**
 * Embedded PGlite on a thread of its own (pglite-thread.ts), exposed on a loopback port for the MCP
 * server; its clock is the scenario's when the task declares one, the harness's own otherwise.
 */
async function startPglite(
  time: ScenarioTime | undefined,
): Promise<SqlBackend & { lost(): string | undefined }> {
  if (!freshDataDir) {
    freshDataDir = loadFreshDataDir();
    freshDataDir.catch(() => (freshDataDir = undefined));
  }
  const workerData: PgliteThreadData = {
    ...(await loadPgliteFiles()),
    dataDir: await (await freshDataDir).arrayBuffer(),
    clockOffsetMs: time ? time.at.getTime() - Date.now() : 0,
    timeZone: time?.timeZone ?? 'UTC',
  };
  const entry = workerEntry(import.meta.url, './pglite-thread.ts', './pglite-thread-entry.mjs');
  const thread = new Worker(entry, { workerData });
  const pending = new Map<number, { resolve: (rows: SqlRow[]) => void; reject: (error: Error) => void }>();
  let exited: string | undefined;
  let closing = false;
  const url = new Promise<string>((resolve, reject) => {
    thread.on('message', (answer: PgliteAnswer) => {
      if (answer.kind === 'ready') return resolve(answer.url);
      const waiting = answer.id === undefined ? undefined : pending.get(answer.id);
      if (answer.id !== undefined) pending.delete(answer.id);
      if (answer.kind === 'result') waiting?.resolve(answer.rows as SqlRow[]);
      else if (waiting) waiting.reject(new Error(answer.message));
      else reject(new ArenaError('APP_START_FAILED', `embedded Postgres did not start: ${answer.message}`));
    });
    thread.on('error', (error) => reject(error));
    thread.on('exit', (code) => {
      exited = `embedded Postgres thread exited (code ${code})`;
      reject(new ArenaError('APP_START_FAILED', exited));
      for (const waiting of pending.values()) waiting.reject(new Error(exited));
      pending.clear();
    });
  });
  let next = 0;
  const send = (kind: PgliteRequest['kind'], sql: string, params?: unknown[]): Promise<SqlRow[]> => {
    if (exited) return Promise.reject(new Error(exited));
    const id = next++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      thread.postMessage({ id, kind, sql, params } satisfies PgliteRequest);
    });
  };
  try {
    return {
      url: await url,
      query: (sql, params) => send('query', sql, params),
      exec: async (sql) => {
        await send('exec', sql);
      },
      close: async () => {
        closing = true;
        if (exited) return;
        const gone = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
        thread.postMessage({ kind: 'close' });
        const timer = setTimeout(() => void thread.terminate(), 5000);
        await gone;
        clearTimeout(timer);
      },
      lost: () => (closing ? undefined : exited),
    };
  } catch (error) {
    await thread.terminate();
    throw error;
  }
}

/** A fresh database on a configured Postgres server, dropped again on close. */
async function startServerDatabase(
  serverUrl: string,
  cellLabel: string,
  timeZone = 'UTC',
): Promise<SqlBackend> {
  const name =
    `arena_${cellLabel.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${process.pid}_${Date.now()}`.slice(0, 63);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.query(`ALTER DATABASE "${name}" SET timezone TO '${timeZone.replaceAll("'", "''")}'`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    url: url.toString(),
    query: async (sql, params) => (await client.query(sql, params)).rows as SqlRow[],
    exec: async (sql) => {
      await client.query(sql);
    },
    close: async () => {
      await client.end().catch(() => {});
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

const USER_SCHEMAS = `SELECT nspname AS name FROM pg_namespace
  WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' ORDER BY 1`;

/**
 * Ends what a run left in the session (an open transaction, SET search_path or time zone, prepared statements,
 * temporary tables), then drops every user schema (tables, views, sequences, types, functions in them) and
 * recreates an empty public. With PGlite the MCP server shares this one session, so all of it was the run's;
 * roles made since the seed (`seededRoles`) go too, as they outlive the schemas.
 */
async function wipe(backend: SqlBackend, seededRoles?: ReadonlySet<string>): Promise<void> {
  await backend.exec('ROLLBACK');
  await backend.exec('DISCARD ALL');
  const roles = seededRoles ? (await backend.query(ROLES)).map((row) => String(row.name)) : [];
  const drops = roles
    .filter((role) => !seededRoles!.has(role))
    .map((role) => role.replaceAll('"', '""'))
    .map((role) => `DROP OWNED BY "${role}" CASCADE; DROP ROLE "${role}";`);
  const schemas = await backend.query(USER_SCHEMAS);
  drops.push(...schemas.map((row) => `DROP SCHEMA "${String(row.name)}" CASCADE;`));
  await backend.exec(`${drops.join('\n')}\nCREATE SCHEMA public;`);
}

const ROLES = `SELECT rolname AS name FROM pg_roles WHERE rolname NOT LIKE 'pg\\_%' ORDER BY 1`;

/** What a session keeps beside the tables: settings a run changed with SET, and (with PGlite) the roles. */
async function sessionState(backend: SqlBackend, withRoles: boolean): Promise<unknown> {
  const settings = await backend.query(
    `SELECT name, setting FROM pg_settings WHERE source = 'session' ORDER BY name`,
  );
  return { settings, ...(withRoles ? { roles: await backend.query(ROLES) } : {}) };
}

/**
 * What information_schema.tables lists (tables, views, foreign and partitioned tables, temporary ones too)
 * with their columns, in one catalogue query: information_schema.columns per table cost tens of
 * milliseconds each, on every reset's check.
 */
const TABLE_COLUMNS = `
  SELECT n.nspname AS schema, c.relname AS name,
    coalesce((SELECT json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod))
       ORDER BY a.attnum)
     FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped), '[]') AS columns
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p', 'v', 'f') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
    AND n.nspname NOT LIKE 'pg\\_toast%'
  ORDER BY 1, 2`;

/**
 * Every table of every user schema with its columns and rows in a stable order, the rows as Postgres writes
 * them in JSON: serialised in the database, one text per table, where rows as objects cost a parse, a Date and
 * a copy across the thread per value (most of a reset's check on a table of thousands of rows).
 */
async function dumpTables(backend: SqlBackend): Promise<Record<string, unknown>> {
  const tables = await backend.query(TABLE_COLUMNS);
  const dump: Record<string, unknown> = {};
  for (const table of tables) {
    const qualified = `"${String(table.schema)}"."${String(table.name)}"`;
    const columns = (
      typeof table.columns === 'string' ? JSON.parse(table.columns) : table.columns
    ) as unknown[];
    const [row] = await backend.query(
      `SELECT coalesce(json_agg(t ORDER BY t::text), '[]')::text AS rows FROM ${qualified} t`,
    );
    dump[qualified] = { columns, rows: String(row?.rows) };
  }
  return dump;
}

/**
 * A Postgres database seeded from the task's `seed/sql/*.sql` (run in name order), served by
 * `@bytebase/dbhub` (execute_sql, search_objects). Embedded PGlite exposed on a loopback port by
 * default; a fresh database on the server named by MCP_ARENA_SQL_URL when that is set.
 */
export class SqlApp implements App<SqlState> {
  readonly name = 'sql';

  async start(task: Task, cell: CellDir): Promise<RunningApp<SqlState>> {
    const serverUrl = process.env[SQL_URL_VARIABLE];
    const scripts = seedFiles(seedDir(task, 'sql'), ['.sql']).map((file) => ({
      file,
      sql: readFileSync(file, 'utf8'),
    }));
    // A Postgres server runs on its own clock: only the scenario's time zone can be the cell's there.
    const time = scenarioTime(task);
    const backend: SqlBackend & { lost?(): string | undefined } = serverUrl
      ? await startServerDatabase(serverUrl, task.id, time?.timeZone)
      : await startPglite(time);
    const seed = async (): Promise<void> => {
      for (const script of scripts) {
        try {
          await backend.exec(script.sql);
        } catch (error) {
          throw new ArenaError(
            'APP_START_FAILED',
            `sql seed ${script.file} failed: ${(error as Error).message}`,
          );
        }
      }
    };
    let seeded: Awaited<ReturnType<typeof captureTables>>;
    // Roles are the cluster's: only PGlite's cluster is the cell's own to clean.
    let seededRoles: Set<string> | undefined;
    try {
      await seed();
      if (!serverUrl) seededRoles = new Set((await backend.query(ROLES)).map((row) => String(row.name)));
      // The tables as seeded, for checks' before.sql: one catalogue query and one query per table.
      seeded = await captureTables(backend.query);
    } catch (error) {
      await backend.close();
      throw error;
    }
    // Checks' queries run one at a time: before.sql briefly shows the seeded tables in the same session.
    let queue: Promise<unknown> = Promise.resolve();
    const serialized = <T>(work: () => Promise<T>): Promise<T> => {
      const result = queue.then(work);
      queue = result.catch(() => undefined);
      return result;
    };
    return {
      name: this.name,
      servers: [
        {
          name: 'sql',
          command: process.execPath,
          args: [packageBin('@bytebase/dbhub'), '--transport', 'stdio', '--dsn', backend.url],
          cwd: cell.dir,
          // node-postgres reads a date or a timestamp without zone as local time in its own process and prints
          // it in UTC: in the scenario's zone 1 October came out as "09-30T22:00Z". In UTC it prints as stored.
          // (The session's zone, CURRENT_DATE and now() are the database's, set on the scenario's zone.)
          env: { TZ: 'UTC' },
        },
      ],
      state: {
        sql: Object.assign(
          (query: string, params?: unknown[]) => serialized(() => backend.query(query, params)),
          {
            tables: () => serialized(() => listTables(backend.query)),
            rowsJson: (table: SqlTable) => serialized(() => tableJson(backend.query, table)),
          },
        ),
      },
      before: {
        sql: Object.assign(
          (query: string, params?: unknown[]) =>
            serialized(() => querySeeded(backend, seeded, query, params)),
          {
            tables: async () => seeded.map(({ schema, name }) => ({ schema, name })),
            rowsJson: async (table: SqlTable) =>
              seeded.find(({ schema, name }) => schema === table.schema && name === table.name)?.rowsJson,
          },
        ),
      },
      reset: async () => {
        await wipe(backend, seededRoles);
        await seed();
      },
      // On a Postgres server, dbhub's own connections keep their sessions (SET, open transactions): a restart ends them.
      restartServersOnReset: serverUrl !== undefined,
      snapshot: async () => ({
        tables: await dumpTables(backend),
        session: await sessionState(backend, seededRoles !== undefined),
      }),
      stop: () => backend.close(),
      ...(backend.lost ? { lost: backend.lost } : {}),
    };
  }
}
