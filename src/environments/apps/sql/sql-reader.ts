/** A row returned by an SQL query, column name to value. */
export type SqlRow = Record<string, unknown>;

/** A base table of the database. */
export interface SqlTable {
  schema: string;
  name: string;
}

/** Runs one SQL statement against the sql app's database and returns its rows. */
export interface SqlReader {
  (query: string, params?: unknown[]): Promise<SqlRow[]>;
  /**
   * The database's base tables, sorted by schema and name. Given by the app's readers; for `before.sql` it
   * is the seeded tables (its catalogue queries, such as information_schema, see the live database).
   */
  tables?(): Promise<SqlTable[]>;
  /**
   * A base table's rows as Postgres writes them in JSON, in storage order (undefined for a table it does not
   * know): equal texts before and after mean the table is untouched, which `diffSql` then need not read row
   * by row. Different texts prove nothing (an update moves a row).
   */
  rowsJson?(table: SqlTable): Promise<string | undefined>;
}

/** What the sql app offers checks (`context.sql`, and `before.sql` as seeded). */
export interface SqlState {
  /** Rows of one SQL statement against the sql app's database, e.g. `await sql('SELECT * FROM invoices')`. */
  sql: SqlReader;
}
