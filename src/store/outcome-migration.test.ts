import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteClient } from './pglite-client.ts';
import { MIGRATIONS, SCHEMA_VERSION, TYPED_OUTCOMES_VERSION } from './schema.ts';
import type { SqlClient } from './sql-client.ts';
import { Store } from './store.ts';
import { minimalCell } from './testing/minimal-cell.ts';

/** Cells as mcp-arena stored them before outcome kinds (status and error text), and the kind each gets. */
const OLD_CELLS: Array<{ status: string; error: string | null; outcome: string }> = [
  { status: 'passed', error: null, outcome: 'passed' },
  { status: 'failed', error: null, outcome: 'failed' },
  {
    status: 'error',
    error: 'skipped: app mail is not available: dovecot (IMAP server) is not installed',
    outcome: 'skipped',
  },
  { status: 'error', error: 'interrupted', outcome: 'interrupted' },
  { status: 'error', error: 'interrupted (the cell did not stop; abandoned)', outcome: 'interrupted' },
  { status: 'error', error: 'harness timeout after 3600s (after 3 attempts)', outcome: 'harness-timeout' },
  {
    status: 'error',
    error: 'harness timeout after 60s (the cell did not stop; abandoned)',
    outcome: 'harness-timeout',
  },
  {
    status: 'error',
    error: 'harness error: request rejected: HTTP 400: {"error":{"message":"bad tool schema"}}',
    outcome: 'configuration',
  },
  {
    status: 'error',
    error: 'unknown model "gpt-9"; use reference, noop, or provider:model such as openai:gpt-5',
    outcome: 'configuration',
  },
  {
    status: 'error',
    error: 'task reconcile lists tools its apps do not offer: files__nope; offered: files__read',
    outcome: 'configuration',
  },
  {
    status: 'error',
    error: 'model call failed after 6 attempts: HTTP 503: overloaded (after 3 attempts)',
    outcome: 'provider-fault',
  },
  {
    status: 'error',
    error: 'embedding endpoint http://127.0.0.1:9/v1 answered 500: down',
    outcome: 'provider-fault',
  },
  { status: 'error', error: 'MCP server "mail" did not start: Connection closed', outcome: 'app-fault' },
  { status: 'error', error: 'dovecot did not start (port 1143 in use)', outcome: 'app-fault' },
  { status: 'error', error: 'MCP server "files" exited during the cell: code 1', outcome: 'app-fault' },
  {
    status: 'error',
    error: "the calendar app's radicale exited during the cell (signal SIGKILL)",
    outcome: 'app-fault',
  },
  {
    status: 'error',
    error: 'MCP server "flaky" did not answer hang within 1 s (an app fault)',
    outcome: 'app-fault',
  },
  { status: 'error', error: 'sql seed 01-broken.sql failed: syntax error', outcome: 'app-fault' },
  { status: 'error', error: "Cannot read properties of undefined (reading 'x')", outcome: 'harness-fault' },
];

/** Attempts as they were stored before kinds (error text only), and the kind each gets. */
const OLD_ATTEMPTS: Array<{ error: string; outcome: string }> = [
  { error: 'model call failed after 3 attempts: HTTP 429: slow down', outcome: 'provider-fault' },
  { error: 'harness timeout after 5s', outcome: 'harness-timeout' },
  { error: 'MCP server "mail" did not start: timeout', outcome: 'app-fault' },
  { error: 'boom', outcome: 'harness-fault' },
];

/** A store brought up to the migration before typed outcomes, with a run of old cells and attempts. */
async function storeBeforeOutcomes(): Promise<SqlClient> {
  const sql = await openPgliteClient();
  await sql.exec(
    'create table schema_version (version integer primary key, applied_at timestamptz not null default now())',
  );
  for (const migration of MIGRATIONS.filter((candidate) => candidate.version < TYPED_OUTCOMES_VERSION)) {
    await sql.exec(migration.sql);
    await sql.query('insert into schema_version (version) values ($1)', [migration.version]);
  }
  await sql.query(`insert into runs (id, created_at, config) values ('old-run', now(), '{}')`);
  for (const [repeat, cell] of OLD_CELLS.entries()) {
    await sql.query(
      `insert into cells (id, run_id, task_id, task_title, category, difficulty, model, mode, repeat, status, score,
         earned, total, turns, tool_calls, failed_tool_calls, unknown_tool_calls, input_tokens, cached_input_tokens,
         output_tokens, reasoning_tokens, duration_ms, final_answer, error, started_at, finished_at)
       values ($1, 'old-run', 'reconcile', 'Reconcile', 'finance', 'medium', 'reference', 'oracle', $2, $3, 0, 0, 1,
         0, 0, 0, 0, 0, 0, 0, 0, 10, '', $4, now(), now())`,
      [`old-${repeat}`, repeat, cell.status, cell.error],
    );
  }
  for (const [attempt, old] of OLD_ATTEMPTS.entries()) {
    await sql.query(
      `insert into cell_attempts (id, run_id, task_id, model, mode, repeat, attempt, error, worker, started_at,
         finished_at) values ($1, 'old-run', 'reconcile', 'reference', 'oracle', 0, $2, $3, 'host:1', now(), now())`,
      [`attempt-${attempt}`, attempt + 1, old.error],
    );
  }
  return sql;
}

describe('migration to typed outcomes', () => {
  // One store, migrated once (opening PGlite takes seconds): the tests run in order on it.
  let store: Store;
  beforeAll(async () => {
    store = await Store.over(await storeBeforeOutcomes());
  });
  afterAll(async () => {
    await store?.close();
  });

  it('classifies the cells and attempts stored before it, once, from their status and error text', async () => {
    expect(await store.schemaVersion()).toBe(SCHEMA_VERSION);
    const cells = await store.listCells('old-run');
    expect(cells.map((cell) => ({ status: cell.status, error: cell.error, outcome: cell.outcome }))).toEqual(
      OLD_CELLS,
    );
    const attempts = await store.listAttempts('old-run');
    expect(attempts.map((attempt) => ({ error: attempt.error, outcome: attempt.outcome }))).toEqual(
      OLD_ATTEMPTS,
    );
  });

  it('lets listing and resume go by the kind: old interrupted cells are unfinished and replaced', async () => {
    const [run] = await store.listRuns();
    expect(run).toMatchObject({ id: 'old-run', cells: OLD_CELLS.length, interrupted: 2 });
    const interrupted = OLD_CELLS.findIndex((cell) => cell.error === 'interrupted');
    const redone = minimalCell('old-run', { repeat: interrupted });
    await store.saveCell(redone, { replaceInterrupted: true });
    expect((await store.findCell('old-run', redone))?.outcome).toBe('passed');
    expect((await store.listRuns())[0]).toMatchObject({ cells: OLD_CELLS.length, interrupted: 1 });
    // A finished cell is never replaced, whatever its text: a skipped one stays (the save of another cell
    // at its position fails, or is dropped).
    const skipped = OLD_CELLS.findIndex((cell) => cell.outcome === 'skipped');
    await store
      .saveCell(minimalCell('old-run', { repeat: skipped }), { replaceInterrupted: true })
      .catch(() => {});
    expect((await store.findCell('old-run', { ...redone, repeat: skipped }))?.outcome).toBe('skipped');
  });

  it('refuses an outcome that disagrees with the status', async () => {
    const run = await store.createRun({ paths: [], models: [], modes: [], repeats: 1 });
    await expect(
      store.saveCell(minimalCell(run.id, { status: 'passed', outcome: 'app-fault' })),
    ).rejects.toThrow(/cells_outcome_kind/);
    await expect(store.saveCell(minimalCell(run.id, { status: 'error', outcome: 'failed' }))).rejects.toThrow(
      /cells_outcome_kind/,
    );
    expect(await store.listCells(run.id)).toEqual([]);
  });
});
