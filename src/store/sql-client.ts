/** The little of a Postgres driver the store needs; PGlite and node-postgres both fit behind it. */
export interface SqlClient {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (client: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
