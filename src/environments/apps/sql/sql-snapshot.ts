import type { SqlReader, SqlRow, SqlTable } from './sql-reader.ts';

/** One table as seeded: its columns with their exact types, and its rows as Postgres renders them in JSON. */
interface TableSnapshot {
  schema: string;
  name: string;
  columns: Array<{ name: string; type: string }>;
  /** The rows as one JSON array, kept as text: parsing would turn numeric `16.80` into `16.8`. */
  rowsJson: string;
  rowCount: number;
}

// One query per database, not per table: the capture runs in every cell, before the agent starts.
const CAPTURE = `
  SELECT n.nspname AS schema, c.relname AS name,
    (SELECT json_agg(json_build_object('name', a.attname, 'type',
         CASE WHEN tn.nspname = 'pg_catalog' THEN format_type(a.atttypid, a.atttypmod) ELSE 'text' END)
       ORDER BY a.attnum)
     FROM pg_attribute a JOIN pg_type ty ON ty.oid = a.atttypid JOIN pg_namespace tn ON tn.oid = ty.typnamespace
     WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
  ORDER BY 1, 2`;

/** The base tables of the database (partitioned ones too), as `tables()` of the sql readers. */
export async function listTables(query: SqlReader): Promise<SqlTable[]> {
  return (
    await query(`SELECT n.nspname AS schema, c.relname AS name FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
      ORDER BY 1, 2`)
  ).map((row) => ({ schema: String(row.schema), name: String(row.name) }));
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** A table's rows as Postgres writes them in JSON, in storage order (the readers' `rowsJson`). */
export async function tableJson(query: SqlReader, table: SqlTable): Promise<string> {
  const [row] = await query(
    `SELECT coalesce(json_agg(t), '[]'::json)::text AS rows FROM ${quote(table.schema)}.${quote(table.name)} t`,
  );
  return String(row?.rows ?? '[]');
}

/** Captures every table of the database: one catalogue query, then one `json_agg` per table. */
export async function captureTables(query: SqlReader): Promise<TableSnapshot[]> {
  const tables = await query(CAPTURE);
  const snapshots: TableSnapshot[] = [];
  for (const table of tables) {
    const schema = String(table.schema);
    const name = String(table.name);
    const rowsJson = await tableJson(query, { schema, name });
    snapshots.push({
      schema,
      name,
      columns: (parseJson(table.columns) as TableSnapshot['columns'] | null) ?? [],
      rowsJson,
      rowCount: (JSON.parse(rowsJson) as unknown[]).length,
    });
  }
  return snapshots;
}

function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** What `querySeeded` needs of the live database: one session, so temporary tables are its own. */
interface Session {
  query: SqlReader;
  exec(sql: string): Promise<void>;
}

/**
 * Runs a query against the tables as seeded, in the live database's own session, once the agent is done:
 * inside a transaction that is always rolled back, every captured table is recreated as a temporary table
 * (which Postgres resolves before `public` for unqualified names; `schema.table` in the query is pointed
 * at it too) and filled from the capture, so values come back with the same JavaScript types as from the
 * live tables. Columns of the database's own types (enums, domains) are text. Costs milliseconds, not a
 * second database. The caller must keep other queries of the session out while it runs.
 */
export async function querySeeded(
  session: Session,
  tables: TableSnapshot[],
  query: string,
  params?: unknown[],
): Promise<SqlRow[]> {
  const temporary = (table: TableSnapshot): string =>
    table.schema === 'public' ? quote(table.name) : quote(`${table.schema}.${table.name}`);
  // Only the tables the query names: recreating each costs a few milliseconds.
  const named = tables.filter((table) =>
    new RegExp(`(?<![\\w$])${escape(table.name)}(?![\\w$])`, 'i').test(query),
  );
  if (named.length === 0) return session.query(query, params);
  try {
    return await queryCopies(session, named, query, params, temporary);
  } catch (error) {
    // Another connection of the shared session (the MCP server's pool) can end the transaction in between,
    // which drops the copies early: build them again once.
    if (!/pg_temp\..* does not exist/.test((error as Error).message)) throw error;
    return queryCopies(session, named, query, params, temporary);
  }
}

async function queryCopies(
  session: Session,
  named: TableSnapshot[],
  query: string,
  params: unknown[] | undefined,
  temporary: (table: TableSnapshot) => string,
): Promise<SqlRow[]> {
  await session.exec('BEGIN');
  try {
    await session.exec(
      named
        .map(
          (table) =>
            `CREATE TEMPORARY TABLE ${temporary(table)} (${table.columns
              .map((column) => `${quote(column.name)} ${column.type}`)
              .join(', ')}) ON COMMIT DROP;`,
        )
        .join('\n'),
    );
    for (const table of named) {
      if (table.rowCount === 0) continue;
      await session.query(
        `INSERT INTO pg_temp.${temporary(table)}
         SELECT * FROM json_populate_recordset(NULL::pg_temp.${temporary(table)}, $1::json)`,
        [table.rowsJson],
      );
    }
    return await session.query(pointAtTemporary(query, named, temporary), params);
  } finally {
    await session.exec('ROLLBACK');
  }
}

/** Rewrites `schema.table` (quoted or not) of captured tables to their temporary copies. */
function pointAtTemporary(
  query: string,
  tables: TableSnapshot[],
  temporary: (table: TableSnapshot) => string,
): string {
  let rewritten = query;
  for (const table of tables) {
    const part = (name: string): string => `(?:"${escape(name.replaceAll('"', '""'))}"|${escape(name)}\\b)`;
    const qualified = new RegExp(`(?<![\\w."])${part(table.schema)}\\s*\\.\\s*${part(table.name)}`, 'gi');
    rewritten = rewritten.replace(qualified, `pg_temp.${temporary(table)}`);
  }
  return rewritten;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
