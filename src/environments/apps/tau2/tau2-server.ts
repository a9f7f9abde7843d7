/**
 * The tau2 app's MCP stdio server: a τ² domain's tools on its database, held in memory. Every write call
 * (failed ones too) is appended to the journal, from which the app's state reader rebuilds the database;
 * when the app resets (it changes the epoch file and empties the journal), the next call starts again from
 * a fresh copy of the seed.
 *
 * Run: node --import tsx/esm tau2-server.ts --db <db.json> --journal <file> --epoch <file> [--name retail]
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { RetailDb } from './retail-data.ts';
import { RETAIL_TOOLS, runRetailTool } from './retail-toolkit.ts';
import { isWriteTool, journalCall, loadDb } from './tau2-seed.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    journal: { type: 'string' },
    epoch: { type: 'string' },
    name: { type: 'string', default: 'retail' },
  },
});
if (!values.db || !values.journal || !values.epoch) {
  process.stderr.write('usage: tau2-server --db <db.json> --journal <file> --epoch <file> [--name retail]\n');
  process.exit(2);
}
const [dbPath, journal, epochFile] = [values.db, values.journal, values.epoch];

const readEpoch = (): string => (existsSync(epochFile) ? readFileSync(epochFile, 'utf8') : '');
let epoch = readEpoch();
let db: RetailDb = loadDb(dbPath);

/** The database of the current epoch: a fresh copy of the seed after the app reset. */
function current(): RetailDb {
  const now = readEpoch();
  if (now !== epoch) {
    epoch = now;
    db = loadDb(dbPath);
  }
  return db;
}

const tools = Object.entries(RETAIL_TOOLS).map(([name, tool]) => ({
  name,
  description: tool.description,
  inputSchema: z.toJSONSchema(z.object(tool.input)) as { type: 'object'; [key: string]: unknown },
  annotations: { readOnlyHint: tool.kind !== 'write', destructiveHint: tool.kind === 'write' },
}));

const server = new Server(
  { name: values.name ?? 'retail', version: '0.1.0' },
  { capabilities: { tools: {} } },
);
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name } = request.params;
  const args = request.params.arguments ?? {};
  const outcome = runRetailTool(current(), name, args);
  if (isWriteTool(name)) journalCall(journal, { name, arguments: args });
  return { content: [{ type: 'text' as const, text: outcome.text }], isError: outcome.isError };
});

await server.connect(new StdioServerTransport());
