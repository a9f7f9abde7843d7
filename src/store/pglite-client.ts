import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { SqlClient } from './sql-client.ts';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

function wrap(db: Queryable, transaction: SqlClient['transaction'], close: () => Promise<void>): SqlClient {
  return {
    query: async <Row>(sql: string, params: unknown[] = []) => (await db.query<Row>(sql, params)).rows,
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction,
    close,
  };
}

/** Embedded Postgres (WASM) in a local folder: no server to install. `dataDir` undefined = in memory. */
export async function openPgliteClient(dataDir?: string): Promise<SqlClient> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // int8 (token counts) as plain numbers, like the pg client does.
  const db = await PGlite.create(dataDir, { parsers: { 20: Number } });
  const nested = (): Promise<never> => Promise.reject(new Error('nested transactions are not supported'));
  return wrap(
    db,
    (work) => db.transaction((tx) => work(wrap(tx, nested, async () => {}))),
    () => db.close(),
  );
}
