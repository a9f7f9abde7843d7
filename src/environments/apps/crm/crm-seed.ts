import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { seedFiles } from '../../app-support.ts';
import type { CrmSchema } from './crm-schema.ts';
import { type CrmNoise, generateNoise } from './crm-noise.ts';
import type { CrmTemplate } from './directus-template.ts';
import { SqliteFile, sqlLiteral } from './sqlite-file.ts';

export type CrmRow = Record<string, unknown>;
/** Rows per collection. */
export type CrmData = Record<string, CrmRow[]>;

/** Directus's own tables a change through the items API writes to (its audit trail). */
const AUDIT_TABLES = ['directus_activity', 'directus_revisions'];

/**
 * Reads a task's `seed/crm/`: `noise.yaml` (generated filler, see crm-noise.ts) first, then every other
 * `.yaml`/`.json` file in name order, each a mapping of collection to rows. Rows without an `id` get the
 * next free one.
 */
export function readCrmSeed(dir: string, schema: CrmSchema): { data: CrmData; digest: string } {
  const digest = createHash('sha256').update('crm seed format 2\n');
  const data: CrmData = Object.fromEntries(Object.keys(schema.collections).map((name) => [name, []]));
  const files = seedFiles(dir, ['.yaml', '.yml', '.json']);
  const noiseFile = files.find((file) => /^noise\.ya?ml$/.test(path.basename(file)));
  if (noiseFile) {
    const text = readFileSync(noiseFile, 'utf8');
    digest.update(`noise\n${text}`);
    add(data, generateNoise((parseYaml(text) ?? {}) as CrmNoise, schema), noiseFile, schema);
  }
  for (const file of files.filter((candidate) => candidate !== noiseFile)) {
    const text = readFileSync(file, 'utf8');
    digest.update(`${path.basename(file)}\n${text}`);
    add(data, (parseYaml(text) ?? {}) as CrmData, file, schema);
  }
  return { data, digest: digest.digest('hex').slice(0, 16) };
}

function add(data: CrmData, more: CrmData, file: string, schema: CrmSchema): void {
  for (const [collection, rows] of Object.entries(more)) {
    const spec = schema.collections[collection];
    if (!spec)
      throw new Error(
        `${file}: no CRM collection ${collection} (have: ${Object.keys(schema.collections).join(', ')})`,
      );
    if (!Array.isArray(rows)) throw new Error(`${file}: ${collection} must be a list of rows`);
    const target = data[collection]!;
    const taken = new Set(target.map((row) => row.id));
    for (const row of rows) {
      const unknown = Object.keys(row).filter((field) => field !== 'id' && !(field in spec.fields));
      if (unknown.length > 0) throw new Error(`${file}: ${collection} has no field ${unknown.join(', ')}`);
      const id = row.id ?? Math.max(0, ...target.map((existing) => Number(existing.id))) + 1;
      if (taken.has(id)) throw new Error(`${file}: ${collection} id ${String(id)} is used twice`);
      taken.add(id);
      target.push({ ...row, id });
    }
  }
}

const seeding = new Map<string, Promise<string>>();

/** Builds (once per seed) a copy of the template database holding the seed's rows; returns its path. */
export function seedDatabase(template: CrmTemplate, data: CrmData, digest: string): Promise<string> {
  const file = path.join(template.dir, 'seeds', `${digest}.db`);
  let built = seeding.get(file);
  if (!built) {
    built = existsSync(file) ? Promise.resolve(file) : buildSeed(template, data, file);
    built.catch(() => seeding.delete(file));
    seeding.set(file, built);
  }
  return built;
}

async function buildSeed(template: CrmTemplate, data: CrmData, file: string): Promise<string> {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  copyFileSync(template.database, temporary);
  const db = await SqliteFile.open(temporary);
  try {
    const statements = ['BEGIN'];
    for (const [collection, rows] of Object.entries(data)) {
      const fields = template.schema.collections[collection]!.fields;
      const columns = ['id', ...Object.keys(fields)];
      const stored = (row: CrmRow, column: string): unknown =>
        fields[column]?.type === 'date' ? storedDate(row[column], collection) : row[column];
      for (let start = 0; start < rows.length; start += 200) {
        const values = rows
          .slice(start, start + 200)
          .map((row) => `(${columns.map((column) => sqlLiteral(stored(row, column))).join(', ')})`);
        statements.push(
          `INSERT INTO "${collection}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES ${values.join(', ')}`,
        );
      }
      if (rows.length > 0) {
        const high = Math.max(...rows.map((row) => Number(row.id)));
        statements.push(`DELETE FROM sqlite_sequence WHERE name = '${collection}'`);
        statements.push(`INSERT INTO sqlite_sequence (name, seq) VALUES ('${collection}', ${high})`);
      }
    }
    statements.push('COMMIT');
    await db.exec(statements.join(';\n'));
  } finally {
    await db.close();
  }
  try {
    renameSync(temporary, file);
  } catch {
    rmSync(temporary, { force: true });
  }
  return file;
}

/**
 * Puts an instance's database back to a seed, in one transaction while Directus keeps running: the
 * CRM's rows, Directus's audit trail and the id counters (so ids an agent creates are the same in every
 * run). Directus caches nothing (CACHE_ENABLED=false) and the schema is the template's, so it serves
 * the seed at once.
 */
export async function restoreSeed(database: SqliteFile, seedFile: string, schema: CrmSchema): Promise<void> {
  const tables = [...Object.keys(schema.collections), ...AUDIT_TABLES];
  await database.exec(
    [
      `ATTACH DATABASE ${sqlLiteral(seedFile)} AS seed`,
      'BEGIN IMMEDIATE',
      ...tables.flatMap((table) => [
        `DELETE FROM main."${table}"`,
        `INSERT INTO main."${table}" SELECT * FROM seed."${table}"`,
      ]),
      'DELETE FROM main.sqlite_sequence',
      'INSERT INTO main.sqlite_sequence SELECT * FROM seed.sqlite_sequence',
      'COMMIT',
      'DETACH DATABASE seed',
    ].join(';\n'),
  );
}

/** Directus keeps a `date` in SQLite as milliseconds since 1970 (UTC midnight). */
function storedDate(value: unknown, collection: string): number | null {
  if (value === null || value === undefined) return null;
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new Error(`${collection}: ${text} is not a date (YYYY-MM-DD)`);
  return Date.parse(`${text}T00:00:00Z`);
}

/** A stored date as `YYYY-MM-DD` (Directus writes milliseconds; text stays as written). */
function readDate(value: unknown): unknown {
  return typeof value === 'number' ? new Date(value).toISOString().slice(0, 10) : value;
}

/** Rows of one collection by id, booleans as booleans (SQLite stores 0 and 1), dates as `YYYY-MM-DD`. */
export async function readRows(
  database: SqliteFile,
  schema: CrmSchema,
  collection: string,
): Promise<CrmRow[]> {
  const spec = schema.collections[collection];
  if (!spec)
    throw new Error(`no CRM collection ${collection} (have: ${Object.keys(schema.collections).join(', ')})`);
  const ofType = (type: string): string[] =>
    Object.entries(spec.fields)
      .filter(([, field]) => field.type === type)
      .map(([name]) => name);
  const booleans = ofType('boolean');
  const dates = ofType('date');
  const rows = await database.all(`SELECT * FROM "${collection}" ORDER BY id`);
  for (const row of rows) {
    for (const name of dates) row[name] = readDate(row[name]);
    for (const name of booleans)
      if (row[name] !== null && row[name] !== undefined) row[name] = Boolean(row[name]);
  }
  return rows;
}
