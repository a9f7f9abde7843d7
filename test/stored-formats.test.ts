// Stored formats stay loadable: a store and a cassette written by an earlier version (test/fixtures/) open,
// report and replay with today's code, after every migration added since (STYLE.md: versioned logs).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPgliteClient } from '../src/store/pglite-client.ts';
import { MIGRATIONS, SCHEMA_VERSION } from '../src/store/schema.ts';
import { isolatedEnv, repoRoot, runCli } from './cli.ts';

const STORES = path.join(repoRoot, 'test', 'fixtures', 'store');

interface StoreFixture {
  schemaVersion: number;
  tables: Record<string, Array<Record<string, unknown>>>;
}

/** Writes the fixture into `<home>/db` as the version that wrote it had it: its migrations, then its rows. */
async function restore(fixture: StoreFixture, home: string): Promise<void> {
  const sql = await openPgliteClient(path.join(home, 'db'));
  try {
    await sql.exec(
      'create table schema_version (version integer primary key, applied_at timestamptz not null default now())',
    );
    for (const migration of MIGRATIONS.filter((candidate) => candidate.version <= fixture.schemaVersion)) {
      await sql.exec(migration.sql);
      await sql.query('insert into schema_version (version) values ($1)', [migration.version]);
    }
    // Parents before children (foreign keys): runs, cells, then the rest.
    const order = Object.keys(fixture.tables).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
    for (const table of order) {
      const types = new Map(
        (
          await sql.query<{ name: string; type: string }>(
            'select column_name as name, data_type as type from information_schema.columns where table_name = $1',
            [table],
          )
        ).map((column) => [column.name, column.type]),
      );
      for (const row of fixture.tables[table]!) {
        const columns = Object.keys(row);
        const values = columns.map((column) =>
          types.get(column)?.startsWith('json') && row[column] !== null
            ? JSON.stringify(row[column])
            : row[column],
        );
        await sql.query(
          `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')})
           values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
          values,
        );
      }
    }
  } finally {
    await sql.close();
  }
}

function rank(table: string): number {
  return table === 'runs' ? 0 : table === 'cells' ? 1 : 2;
}

describe('stored formats', () => {
  const fixtures = readdirSync(STORES).filter((name) => name.endsWith('.json'));

  it('has a fixture of the store as written by an earlier or today’s version', () => {
    expect(fixtures.length).toBeGreaterThan(0);
    for (const name of fixtures) {
      const fixture = JSON.parse(readFileSync(path.join(STORES, name), 'utf8')) as StoreFixture;
      expect(fixture.schemaVersion).toBeLessThanOrEqual(SCHEMA_VERSION);
    }
  });

  for (const name of fixtures) {
    it(`opens ${name}, migrates it, and reports its run as stored`, { timeout: 120_000 }, async () => {
      const fixture = JSON.parse(readFileSync(path.join(STORES, name), 'utf8')) as StoreFixture;
      const env = isolatedEnv();
      await restore(fixture, env.MCP_ARENA_HOME!);
      const runId = String(fixture.tables.runs![0]!.id);
      const listed = await runCli(['runs', '--json'], env);
      expect(listed.code, listed.stderr).toBe(0);
      expect(JSON.parse(listed.stdout)).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: runId })]),
      );
      const report = await runCli(['report', runId, '--json'], env);
      expect(report.code, report.stderr).toBe(0);
      const cells = fixture.tables.cells!;
      const count = (status: string): number => cells.filter((cell) => cell.status === status).length;
      const reported = JSON.parse(report.stdout);
      expect(reported.overall).toMatchObject({
        cells: cells.length,
        passed: count('passed'),
        failed: count('failed'),
        errors: count('error'),
      });
      // Every error has its kind: stored with it, or given by the migration from its old text.
      expect(reported.errors).toHaveLength(count('error'));
      for (const error of reported.errors) expect(error.outcome, error.error).toEqual(expect.any(String));
      // Its stored options, written before the newer run options existed, load (with their defaults):
      // `--resume` of the finished run prepares it and finds nothing left to run.
      const resumed = await runCli(['run', '--resume', runId, '--json'], env);
      expect(resumed.code, resumed.stderr).toBe(0);
      expect(resumed.stderr).toMatch(/\(resumed\): (\d+) of \1 cells done, 0 to run/);
    });
  }

  it(
    'replays a cassette written by version 1 of the format to the same verdicts',
    { timeout: 300_000 },
    async () => {
      const cassette = path.join(repoRoot, 'test', 'fixtures', 'cassettes', 'v1.json');
      const recorded = JSON.parse(readFileSync(cassette, 'utf8')) as {
        version: number;
        cells: Array<{ task: string }>;
      };
      expect(recorded.version).toBe(1);
      const env = isolatedEnv();
      const replay = await runCli(
        [
          'run',
          `suites/core/${recorded.cells[0]!.task}`,
          '--model',
          `replay:${cassette}#reference`,
          '--mode',
          'oracle',
          '--json',
        ],
        env,
      );
      expect(replay.code, replay.stderr).toBe(0);
      expect(JSON.parse(replay.stdout).cells).toEqual([
        expect.objectContaining({ status: 'passed', toolCalls: 9 }),
      ]);
    },
  );
});
