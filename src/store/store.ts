import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { arenaHome } from '../arena-home.ts';
import type { Turn } from '../agent/index.ts';
import type { Checkpoint } from '../evaluation/index.ts';
import { ArenaError } from '../errors.ts';
import { StoreOpenError, openSharedPgliteClient } from './server/client.ts';
import type {
  AttemptRecord,
  CellKey,
  CellRecord,
  CellSummary,
  RunConfig,
  RunOverview,
  RunRecord,
  SavedCell,
} from './records.ts';
import { toCellSummary, toTurn } from './row-mappers.ts';
import { MIGRATIONS, SCHEMA_VERSION } from './schema.ts';
import type { SqlClient } from './sql-client.ts';
import { insertCell, insertRetrievalRecords } from './cell-writes.ts';
import { isPostgresUrl, newRunId } from './store-names.ts';
import { claimRunOwnership, currentOwner, HEARTBEAT_MS, type RunClaim } from './run-owner.ts';

/** Key of the advisory lock migrations hold (any fixed number). */
const MIGRATION_LOCK = 0x6d637061;

/** Everything runs produce, in Postgres: PGlite under the arena home by default, a server by URL. */
export class Store {
  private readonly sql: SqlClient;
  /** Runs this process stores cells of: their heartbeat says they are running. */
  private readonly owned = new Set<string>();
  private heartbeat: NodeJS.Timeout | undefined;

  private constructor(sql: SqlClient) {
    this.sql = sql;
  }

  /**
   * `db`: a postgres:// URL, `memory` (in this process only), a folder, or undefined for the embedded store
   * in the arena home. A folder is served by the one store server of that folder, which every process
   * shares (src/store/server/).
   */
  static async open(db?: string): Promise<Store> {
    if (db !== undefined && db !== 'memory' && !isPostgresUrl(db) && /^[a-z][a-z0-9+.-]*:/i.test(db)) {
      throw new ArenaError('USAGE', `--db: "${db}" is not a postgres:// or postgresql:// URL`);
    }
    const folder = db ?? path.join(arenaHome(), 'db');
    let sql: SqlClient;
    try {
      // Each client's driver is loaded when it is used: the embedded store's is in the store server.
      if (db !== undefined && isPostgresUrl(db))
        sql = await (await import('./pg-client.ts')).openPgClient(db);
      else if (db === 'memory') sql = await (await import('./pglite-client.ts')).openPgliteClient();
      else sql = await openSharedPgliteClient(folder);
    } catch (error) {
      const damaged =
        error instanceof StoreOpenError
          ? `. If an older mcp-arena, which let two processes write the folder at once, damaged it: ` +
            `move it aside (mv ${folder} ${folder}.damaged) and run again to start an empty store; ` +
            'its runs are lost unless you have a copy of the folder from before'
          : '';
      throw new ArenaError(
        'STORE_FAILED',
        `cannot open the store (${db ?? 'embedded'}): ${(error as Error).message}${damaged}`,
        { cause: error },
      );
    }
    return Store.over(sql);
  }

  /** A store over a client already open (benchmarks compare PGlite held in-process with the server). */
  static async over(sql: SqlClient): Promise<Store> {
    const store = new Store(sql);
    try {
      await store.migrate();
    } catch (error) {
      await sql.close().catch(() => {});
      throw error;
    }
    return store;
  }

  async schemaVersion(): Promise<number> {
    const rows = await this.sql.query<{ version: number }>(
      'select max(version) as version from schema_version',
    );
    return rows[0]?.version ?? 0;
  }

  /**
   * Brings the schema up to date in one transaction. Processes opening the store at once (two runs, a
   * dashboard) take turns on a transaction-scoped advisory lock, so each migration runs once.
   */
  private async migrate(): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.exec(
        'create table if not exists schema_version (version integer primary key, applied_at timestamptz not null default now())',
      );
      const rows = await tx.query<{ version: number | null }>(
        'select max(version) as version from schema_version',
      );
      const current = rows[0]?.version ?? 0;
      if (current > SCHEMA_VERSION) {
        throw new ArenaError(
          'STORE_FAILED',
          `the store has schema version ${current}, newer than this mcp-arena (${SCHEMA_VERSION}); upgrade mcp-arena`,
        );
      }
      for (const migration of MIGRATIONS.filter((candidate) => candidate.version > current)) {
        await tx.exec(migration.sql);
        await tx.query('insert into schema_version (version) values ($1)', [migration.version]);
      }
    });
  }

  async createRun(config: RunConfig, id = newRunId(), createdAt = new Date()): Promise<RunRecord> {
    const run: RunRecord = { id, createdAt, config };
    await this.sql.query(
      'insert into runs (id, created_at, config, owner, heartbeat_at) values ($1, $2, $3, $4, now())',
      [run.id, run.createdAt, JSON.stringify(config), JSON.stringify(currentOwner())],
    );
    this.own(run.id);
    return run;
  }

  /**
   * Takes over a stopped run for this process (`run --resume`), or refuses while its owner is running it
   * (a fresh heartbeat and, on this host, a live process). Of two processes claiming it at once, one gets it.
   */
  async claimRun(runId: string): Promise<RunClaim> {
    if (this.owned.has(runId)) return { claimed: true };
    const claim = await claimRunOwnership(this.sql, runId);
    if (claim.claimed) this.own(runId);
    return claim;
  }

  /** Marks a run as stored by this process (a new run, a resumed one, a worker's) and keeps it marked. */
  private async adoptRun(runId: string): Promise<void> {
    if (this.owned.has(runId)) return;
    await this.sql.query('update runs set owner = $2, heartbeat_at = now() where id = $1', [
      runId,
      JSON.stringify(currentOwner()),
    ]);
    this.own(runId);
  }

  private own(runId: string): void {
    this.owned.add(runId);
    this.heartbeat ??= setInterval(() => {
      this.sql
        .query('update runs set heartbeat_at = now() where id = any($1::text[])', [[...this.owned]])
        .catch(() => {});
    }, HEARTBEAT_MS).unref();
  }

  async getRun(id: string): Promise<RunRecord> {
    const rows = await this.sql.query<{ id: string; created_at: Date; config: RunConfig }>(
      'select id, created_at, config from runs where id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) throw new ArenaError('RUN_NOT_FOUND', `no run ${id} in the store`);
    return { id: row.id, createdAt: new Date(row.created_at), config: row.config };
  }

  /**
   * Saves a finished cell with its turns, tool calls, checkpoints and tool searches (retrieval records)
   * in one transaction: all or nothing.
   * `replaceInterrupted`: in the same transaction, first drop this cell's row if it is an interrupted
   * error (a resumed run redoing it). Any other row already there stands, and this cell is dropped
   * (`stored: false`): another process ran the same cell and committed first.
   */
  async saveCell(cell: CellRecord, options: { replaceInterrupted?: boolean } = {}): Promise<SavedCell> {
    await this.adoptRun(cell.runId);
    return this.sql.transaction(async (tx): Promise<SavedCell> => {
      if (options.replaceInterrupted) {
        await tx.query(
          `delete from cells where run_id = $1 and task_id = $2 and model = $3 and mode = $4 and repeat = $5
             and outcome = 'interrupted'`,
          [cell.runId, cell.taskId, cell.model, cell.mode, cell.repeat],
        );
      }
      if (!(await insertCell(tx, cell))) {
        const rows = await tx.query<Record<string, unknown>>(
          'select * from cells where run_id = $1 and task_id = $2 and model = $3 and mode = $4 and repeat = $5',
          [cell.runId, cell.taskId, cell.model, cell.mode, cell.repeat],
        );
        // The conflicting row is committed (the insert waited for it), so this reads it.
        if (!rows[0]) throw new ArenaError('STORE_FAILED', `cell ${cell.id} conflicts with a row not found`);
        return { stored: false, existing: toCellSummary(rows[0]) };
      }
      await insertRetrievalRecords(tx, cell.id, cell.retrieval ?? []);
      return { stored: true };
    });
  }

  async listCells(runId: string): Promise<CellSummary[]> {
    const rows = await this.sql.query<Record<string, unknown>>(
      'select * from cells where run_id = $1 order by task_id, model, mode, repeat',
      [runId],
    );
    return rows.map(toCellSummary);
  }

  /** The turns of one cell, with their tool calls, in order. */
  async loadTurns(cellId: string): Promise<Turn[]> {
    const turnRows = await this.sql.query<Record<string, unknown>>(
      'select * from turns where cell_id = $1 order by index',
      [cellId],
    );
    const callRows = await this.sql.query<Record<string, unknown>>(
      'select * from tool_calls where cell_id = $1 order by turn_index, index',
      [cellId],
    );
    return turnRows.map((row) => toTurn(row, callRows));
  }

  async loadCheckpoints(cellId: string): Promise<Checkpoint[]> {
    const rows = await this.sql.query<Checkpoint>(
      'select name, points, passed, required, detail from checkpoints where cell_id = $1 order by index',
      [cellId],
    );
    return rows;
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    if (this.owned.size > 0) {
      // No longer running; a run whose owner was killed instead stops beating and shows as not running.
      await this.sql
        .query(`update runs set heartbeat_at = null where id = any($1::text[]) and owner->>'pid' = $2`, [
          [...this.owned],
          String(process.pid),
        ])
        .catch(() => {});
    }
    await this.sql.close();
  }

  /** Every run, newest first, with its cell counts (read-only; for reports and the dashboard). */
  async listRuns(): Promise<RunOverview[]> {
    // The row has the overview's own fields but for the two timestamps, named as their columns.
    const rows = await this.sql.query<
      Omit<RunOverview, 'createdAt' | 'heartbeatAt'> & { created_at: Date; heartbeat_at: Date | null }
    >(
      `select r.id, r.created_at, r.config,
         count(c.id)::int as cells,
         count(c.id) filter (where c.status = 'passed')::int as passed,
         count(c.id) filter (where c.status = 'failed')::int as failed,
         count(c.id) filter (where c.status = 'error')::int as errors,
         count(c.id) filter (where c.outcome = 'interrupted')::int as interrupted,
         r.owner, r.heartbeat_at
       from runs r left join cells c on c.run_id = r.id
       group by r.id order by r.created_at desc, r.id desc`,
    );
    return rows.map(({ id, created_at, config, heartbeat_at, ...counts }) => ({
      id,
      createdAt: new Date(created_at),
      config,
      ...counts,
      heartbeatAt: heartbeat_at ? new Date(heartbeat_at) : null,
    }));
  }

  /** The cells of several runs, without their turns (read-only). */
  async listCellsOf(runIds: readonly string[]): Promise<CellSummary[]> {
    const rows = await this.sql.query<Record<string, unknown>>(
      'select * from cells where run_id = any($1::text[]) order by run_id, task_id, model, mode, repeat',
      [[...runIds]],
    );
    return rows.map(toCellSummary);
  }

  /** One cell's summary by id (read-only). */
  async getCell(id: string): Promise<CellSummary> {
    const rows = await this.sql.query<Record<string, unknown>>('select * from cells where id = $1', [id]);
    if (!rows[0]) throw new ArenaError('RUN_NOT_FOUND', `no cell ${id} in the store`);
    return toCellSummary(rows[0]);
  }

  /** Records one attempt of a cell that ended in an infrastructure error (the runner's retries). */
  async saveAttempt(attempt: AttemptRecord): Promise<void> {
    await this.sql.query(
      `insert into cell_attempts (id, run_id, task_id, model, mode, repeat, attempt, error, worker, started_at,
         finished_at, input_tokens, cached_input_tokens, output_tokens, reasoning_tokens, cost_usd, retried, outcome)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18)`,
      [
        randomUUID(),
        attempt.runId,
        attempt.taskId,
        attempt.model,
        attempt.mode,
        attempt.repeat,
        attempt.attempt,
        attempt.error,
        attempt.worker,
        attempt.startedAt,
        attempt.finishedAt,
        attempt.usage?.inputTokens ?? null,
        attempt.usage?.cachedInputTokens ?? null,
        attempt.usage?.outputTokens ?? null,
        attempt.usage?.reasoningTokens ?? null,
        attempt.usage ? attempt.usage.costUsd : null,
        attempt.retried ?? null,
        attempt.outcome,
      ],
    );
  }

  /** The stored cell at one matrix position of a run, if any (what a worker checks before running it). */
  async findCell(runId: string, key: CellKey): Promise<CellSummary | undefined> {
    const rows = await this.sql.query<Record<string, unknown>>(
      'select * from cells where run_id = $1 and task_id = $2 and model = $3 and mode = $4 and repeat = $5',
      [runId, key.taskId, key.model, key.mode, key.repeat],
    );
    return rows[0] ? toCellSummary(rows[0]) : undefined;
  }

  /**
   * What a run has cost so far: its stored cells, and the attempts retried before them (their spend is
   * not in the cell's). Unpriced models count 0.
   */
  async runCostUsd(runId: string): Promise<number> {
    const rows = await this.sql.query<{ cost: number | null }>(
      `select (coalesce((select sum(cost_usd) from cells where run_id = $1), 0)
         + coalesce((select sum(cost_usd) from cell_attempts where run_id = $1 and retried), 0))::float8 as cost`,
      [runId],
    );
    return rows[0]?.cost ?? 0;
  }

  /** Every error attempt of a run's cells, in the order they ended. */
  async listAttempts(runId: string): Promise<AttemptRecord[]> {
    const rows = await this.sql.query<Record<string, unknown>>(
      'select * from cell_attempts where run_id = $1 order by finished_at, attempt',
      [runId],
    );
    return rows.map((row) => ({
      runId: row.run_id as string,
      taskId: row.task_id as string,
      model: row.model as string,
      mode: row.mode as string,
      repeat: row.repeat as number,
      attempt: row.attempt as number,
      outcome: row.outcome as AttemptRecord['outcome'],
      error: row.error as string,
      worker: row.worker as string,
      startedAt: new Date(row.started_at as string),
      finishedAt: new Date(row.finished_at as string),
      ...(row.input_tokens == null
        ? {}
        : {
            usage: {
              inputTokens: Number(row.input_tokens),
              cachedInputTokens: Number(row.cached_input_tokens),
              outputTokens: Number(row.output_tokens),
              reasoningTokens: Number(row.reasoning_tokens),
              costUsd: row.cost_usd as number | null,
            },
          }),
      ...(row.retried == null ? {} : { retried: row.retried as boolean }),
    }));
  }

  /** The SQL client, for store modules kept in their own files (src/store/verdict-store.ts). */
  get client(): SqlClient {
    return this.sql;
  }
}
