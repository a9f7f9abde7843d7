// Writes a store's whole content as JSON with its schema version: the fixture that shows a store written by
// this version still opens after every later migration (test/stored-formats.test.ts).
//
// Run: MCP_ARENA_HOME=<home with a small run> npx tsx scripts/dump-store-fixture.ts > test/fixtures/store/v<N>.json
import { Store } from '../src/store/index.ts';

const store = await Store.open();
try {
  const version = await store.schemaVersion();
  const tables = await store.client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_name <> 'schema_version' order by 1`,
  );
  const dump: Record<string, unknown[]> = {};
  for (const { name } of tables) dump[name] = await store.client.query(`select * from "${name}"`);
  process.stdout.write(`${JSON.stringify({ schemaVersion: version, tables: dump }, null, 1)}\n`);
} finally {
  await store.close();
}
