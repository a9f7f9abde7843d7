import path from 'node:path';
import type { AppContractFixture } from '../../../app-contract-fixture.ts';

/** The sql app's contract: a seed, a read and a change through its MCP server, and how checks see them. */
export const contractFixture: AppContractFixture = {
  taskDir: path.join(import.meta.dirname, 'sql'),
  seeded: async (state) => {
    const rows = await state.sql!('SELECT name FROM customers ORDER BY id');
    const audit = await state.sql!('SELECT count(*)::int AS n FROM audit.events');
    return rows.map((row) => row.name).join() === 'Acme GmbH,Globex Ltd' && audit[0]?.n === 1;
  },
  read: {
    tool: 'sql__execute_sql',
    arguments: { sql: 'SELECT name FROM customers' },
    expect: 'Globex Ltd',
  },
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
  // Session settings, roles and an open transaction outlive DROP SCHEMA: a reset must undo them too.
  beforeReset: [
    { tool: 'sql__execute_sql', arguments: { sql: 'CREATE ROLE auditor' } },
    {
      tool: 'sql__execute_sql',
      arguments: { sql: "SET search_path TO audit; SET TIME ZONE 'Asia/Tokyo'" },
    },
    { tool: 'sql__execute_sql', arguments: { sql: "BEGIN; INSERT INTO events VALUES (99, 'open')" } },
  ],
  afterReset: [
    { tool: 'sql__execute_sql', arguments: { sql: 'CREATE ROLE auditor' } },
    { tool: 'sql__execute_sql', arguments: { sql: 'SELECT count(*) FROM events' }, fails: true },
  ],
};
