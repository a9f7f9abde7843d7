import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffSql } from '../../../evaluation/check-helpers/diff-sql.ts';
import type { RunningApp } from '../../app.ts';
import type { SqlReader, SqlState } from './sql-reader.ts';
import { CellDir } from '../../cell-dir.ts';
import { SqlApp } from './sql-app.ts';
import { fixtureTask } from '../../test-fixtures/contract-fixtures.ts';

const SEED = `
CREATE TYPE mood AS ENUM ('calm', 'busy');
CREATE TABLE departments (
  id integer PRIMARY KEY, name text NOT NULL, fte numeric NOT NULL, budget numeric(10, 2),
  opened date, updated timestamptz, state mood, tags text[], extra jsonb, badge bytea
);
INSERT INTO departments VALUES
  (1, 'Finance', 16.80, 1200.50, '2026-12-07', '2026-11-24 09:30:00+01', 'calm', '{a,b}', '{"k": [1, 2]}', '\\xdeadbeef'),
  (2, 'It''s "Sales"', 3, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
CREATE TABLE empty_one (id integer PRIMARY KEY);
CREATE SCHEMA audit;
CREATE TABLE audit.events (id serial PRIMARY KEY, note text NOT NULL);
INSERT INTO audit.events (note) VALUES ('seeded');
`;

let root: string;
let cell: CellDir;
let app: RunningApp<SqlState>;
let sql: SqlReader;
let before: SqlReader;
const queries = [
  'SELECT * FROM departments ORDER BY id',
  'SELECT * FROM public.departments ORDER BY id',
  'SELECT * FROM "public"."departments" ORDER BY id',
  'SELECT * FROM audit.events',
  'SELECT * FROM empty_one',
  'SELECT name FROM departments WHERE fte > $1',
];
const seeded: Record<string, unknown[]> = {};

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'sql-snapshot-'));
  mkdirSync(path.join(root, 'seed', 'sql'), { recursive: true });
  writeFileSync(path.join(root, 'seed', 'sql', '01.sql'), SEED);
  cell = CellDir.create('sql-snapshot');
  app = await new SqlApp().start(fixtureTask(root, 'sql'), cell);
  sql = app.state.sql!;
  before = app.before!.sql!;
  for (const query of queries) seeded[query] = await sql(query, query.includes('$1') ? [10] : undefined);
  await sql(`UPDATE departments SET fte = 17, name = 'Finance & Control' WHERE id = 1`);
  await sql(`DELETE FROM audit.events`);
  await sql(`INSERT INTO empty_one VALUES (7)`);
  await sql(`CREATE TABLE scratch (x int)`);
}, 60_000);

afterAll(async () => {
  await app?.stop();
  cell?.remove();
  rmSync(root, { recursive: true, force: true });
});

describe('sql before-state', () => {
  it('answers queries as the seeded database did, with the same value types', async () => {
    for (const query of queries)
      expect(await before(query, query.includes('$1') ? [10] : undefined), query).toEqual(seeded[query]);
    expect((seeded['SELECT * FROM departments ORDER BY id']![0] as Record<string, unknown>).fte).toBe(
      '16.80',
    );
  });

  it('leaves no trace in the live database', async () => {
    expect(await sql('SELECT fte FROM departments WHERE id = 1')).toEqual([{ fte: '17' }]);
    expect(await sql('SELECT count(*)::int AS n FROM audit.events')).toEqual([{ n: 0 }]);
    const [both] = await Promise.all([before('SELECT fte FROM departments WHERE id = 1'), sql('SELECT 1')]);
    expect(both).toEqual([{ fte: '16.80' }]);
  });

  it('reports a syntax error and keeps working', async () => {
    await expect(before('SELEC nothing')).rejects.toThrow(/syntax/);
    expect(await before('SELECT count(*)::int AS n FROM departments')).toEqual([{ n: 2 }]);
  });

  it('diffSql names every unexpected change across tables, schemas and new tables', async () => {
    const diff = await diffSql(before, sql, {
      tables: { departments: { allow: { changed: { fte: [1] } } }, empty_one: { allow: { added: true } } },
    });
    expect(diff.unexpected).toEqual([
      'audit.events row 1 removed: id=1, note="seeded"',
      'departments row 1: name "Finance" → "Finance & Control"',
      'table scratch created',
    ]);
    expect(diff.passed).toBe(false);
    const allowed = await diffSql(before, sql, {
      tables: {
        departments: { allow: { changed: { fte: [1], name: '*' } } },
        empty_one: { allow: { added: true } },
        'audit.events': { allow: { removed: true } },
      },
      newTables: ['scratch'],
    });
    expect(allowed.detail).toBe('no unexpected changes');
    await expect(diffSql(before, sql, { tables: { nope: {} } })).rejects.toThrow(/no table nope/);
  });

  it('rowsJson: equal for an untouched table, different once a row moved, though its values came back', async () => {
    const table = { schema: 'public', name: 'departments' };
    expect(await before.rowsJson!(table)).not.toBe(await sql.rowsJson!(table));
    await sql(`UPDATE departments SET fte = 16.80, name = 'Finance' WHERE id = 1`);
    // The row is back as seeded but stored elsewhere: the texts differ, and diffSql reads it row by row.
    expect(await before.rowsJson!(table)).not.toBe(await sql.rowsJson!(table));
    expect(
      (await diffSql(before, sql, { tables: { empty_one: { allow: { added: true } } } })).tables.departments,
    ).toMatchObject({ changed: [], added: [], removed: [] });
    const untouched = { schema: 'public', name: 'empty_one' };
    await sql(`DELETE FROM empty_one`);
    expect(await sql.rowsJson!(untouched)).toBe(await before.rowsJson!(untouched));
    expect(await before.rowsJson!({ schema: 'public', name: 'scratch' })).toBeUndefined();
  });
});
