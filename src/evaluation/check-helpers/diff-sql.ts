import type { SqlReader, SqlRow } from '../../environments/index.ts';
import { type AllowedChanges, canonical, diffRows, type RowDiff, type RowKey, verdict } from './diff-rows.ts';

export interface TableRules {
  /** Column(s) identifying a row; default the table's primary key, or the whole row when it has none. */
  key?: RowKey<SqlRow>;
  allow?: AllowedChanges<SqlRow>;
}

export interface SqlDiffOptions {
  /** Rules per table, by name (`invoices`) or qualified (`billing.invoices`); every other table must be unchanged. */
  tables?: Record<string, TableRules>;
  /** Tables the agent may create; default none. */
  newTables?: boolean | readonly string[];
  /** How many unexpected differences the detail describes; default 3. */
  limit?: number;
}

export interface SqlDiff {
  passed: boolean;
  detail: string;
  unexpected: string[];
  /** The row diff of every table present before, by name as in `tables` (`schema.table` outside public). */
  tables: Record<string, RowDiff<SqlRow>>;
}

const BASE_TABLES = `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
  WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`;

const PRIMARY_KEY = `SELECT kcu.column_name AS name FROM information_schema.table_constraints tc
  JOIN information_schema.key_column_usage kcu
    ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
  WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = $1 AND tc.table_name = $2
  ORDER BY kcu.ordinal_position`;

/**
 * The whole database before and after, table by table: `await diffSql(context.before.sql, context.sql,
 * { tables: { invoices: { allow: { changed: { status: ['INV-2041'] } } }, payments: { allow: { added: true } } } })`.
 * Every table not named must be unchanged; a dropped or new table is reported too.
 */
export async function diffSql(
  before: SqlReader,
  after: SqlReader,
  options: SqlDiffOptions = {},
): Promise<SqlDiff> {
  const rules = options.tables ?? {};
  const beforeTables = await tableNames(before);
  const afterTables = await tableNames(after);
  const unknown = Object.keys(rules).filter((name) => !beforeTables.some((table) => matches(table, name)));
  if (unknown.length > 0)
    throw new Error(
      `diffSql: no table ${unknown.join(', ')} in the seeded database; it has ${beforeTables.map(label).join(', ')}`,
    );
  const unexpected: string[] = [];
  const tables: SqlDiff['tables'] = {};
  for (const table of beforeTables) {
    if (!afterTables.some((other) => other.schema === table.schema && other.name === table.name)) {
      unexpected.push(`table ${label(table)} dropped`);
      continue;
    }
    if (await untouched(before, after, table)) {
      tables[label(table)] = diffRows([], [], { key: () => '', label: label(table) });
      continue;
    }
    const rule = Object.entries(rules).find(([name]) => matches(table, name))?.[1] ?? {};
    const query = `SELECT * FROM "${table.schema}"."${table.name}"`;
    const key = rule.key ?? (await primaryKey(after, table)) ?? ((row: SqlRow) => canonical(row));
    const diff = diffRows(await before(query), await after(query), {
      key,
      allow: rule.allow,
      label: label(table),
      limit: options.limit,
    });
    tables[label(table)] = diff;
    unexpected.push(...diff.unexpected);
  }
  for (const table of afterTables) {
    if (beforeTables.some((other) => other.schema === table.schema && other.name === table.name)) continue;
    const allowed =
      options.newTables === true ||
      (Array.isArray(options.newTables) && options.newTables.some((name: string) => matches(table, name)));
    if (!allowed) unexpected.push(`table ${label(table)} created`);
  }
  return { ...verdict(unexpected, options.limit), unexpected, tables };
}

interface TableName {
  schema: string;
  name: string;
}

/** The reader's own list when it has one: `before.sql` must list the seeded tables, not the live catalogue. */
async function tableNames(reader: SqlReader): Promise<TableName[]> {
  if (reader.tables) return reader.tables();
  return (await reader(BASE_TABLES)).map((row) => ({ schema: String(row.schema), name: String(row.name) }));
}

/** The table's rows as stored are the seed's, to the byte (a fast path: reading both row by row is the slow part). */
async function untouched(before: SqlReader, after: SqlReader, table: TableName): Promise<boolean> {
  if (!before.rowsJson || !after.rowsJson) return false;
  const seeded = await before.rowsJson(table);
  return seeded !== undefined && seeded === (await after.rowsJson(table));
}

async function primaryKey(reader: SqlReader, table: TableName): Promise<string[] | undefined> {
  const columns = (await reader(PRIMARY_KEY, [table.schema, table.name])).map((row) => String(row.name));
  return columns.length > 0 ? columns : undefined;
}

function label(table: TableName): string {
  return table.schema === 'public' ? table.name : `${table.schema}.${table.name}`;
}

function matches(table: TableName, name: string): boolean {
  return (table.schema === 'public' && name === table.name) || name === `${table.schema}.${table.name}`;
}
