/**
 * The store server process (started detached by the first client, src/store/server/client.ts):
 * `node --import tsx main.ts <data folder>`.
 */
import { runStoreServer } from './store-server.ts';

const DEFAULT_IDLE_MS = 30_000;
const dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write('usage: main.ts <data folder>\n');
  process.exit(2);
}
const idleMs = Number(process.env.MCP_ARENA_STORE_IDLE_MS ?? DEFAULT_IDLE_MS);
process.exit(await runStoreServer(dataDir, Number.isFinite(idleMs) ? idleMs : DEFAULT_IDLE_MS));
