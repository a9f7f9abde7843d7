import pg from 'pg';
import type { SqlClient } from './sql-client.ts';

// Postgres returns bigint as text by default; token counts fit comfortably in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

type Queryable = Pick<pg.PoolClient, 'query'>;

function wrap(db: Queryable, transaction: SqlClient['transaction'], close: () => Promise<void>): SqlClient {
  return {
    query: async <Row>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as Row[],
    exec: async (sql) => {
      await db.query(sql);
    },
    transaction,
    close,
  };
}

/** A Postgres server by URL, for runs shared between machines. */
export async function openPgClient(url: string): Promise<SqlClient> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle connection the server dropped (a restart) is discarded; the next query opens a new one.
  pool.on('error', () => {});
  await pool.query('select 1');
  const nested = (): Promise<never> => Promise.reject(new Error('nested transactions are not supported'));
  return wrap(
    pool,
    async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client, nested, async () => {}));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    () => pool.end(),
  );
}
