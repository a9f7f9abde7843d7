import path from 'node:path';
import { describeAppContract } from './app-contract.ts';
import { SqlApp } from './sql-app.ts';

describeAppContract('sql', () => new SqlApp(), {
  taskDir: path.join(import.meta.dirname, 'test-fixtures', 'sql'),
  seeded: async (state) => {
    const rows = await state.sql!('SELECT name FROM customers ORDER BY id');
    const audit = await state.sql!('SELECT count(*)::int AS n FROM audit.events');
    return rows.map((row) => row.name).join() === 'Acme GmbH,Globex Ltd' && audit[0]?.n === 1;
  },
  read: { tool: 'sql__execute_sql', arguments: { sql: 'SELECT name FROM customers' }, expect: 'Globex Ltd' },
  change: {
    tool: 'sql__execute_sql',
    arguments: {
      sql: "UPDATE invoices SET status = 'paid' WHERE customer_id = 2; INSERT INTO customers VALUES (3, 'Initech', 'US')",
    },
  },
  changed: async (state) => {
    const rows = await state.sql!("SELECT count(*)::int AS n FROM invoices WHERE status = 'open'");
    return rows[0]?.n === 0;
  },
});
