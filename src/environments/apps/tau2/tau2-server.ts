/**
 * The tau2 app's MCP stdio server: a τ² domain's tools on its database, held in memory. Every write call
 * (failed ones too) is appended to the journal, from which the app's state reader rebuilds the database;
 * when the app resets (it changes the epoch file and empties the journal), the next call starts again from
 * a fresh copy of the seed. Telecom's and mock's state is rebuilt from the journal at each call instead, since
 * the user's calls on their device join the same journal from the harness's process (dual control).
 *
 * Run: node --import tsx/esm tau2-server.ts --db <db.json> --journal <file> --epoch <file> [--name retail]
 *      [--seed <seed/tau2 folder>] (telecom, mock)
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { RetailDb } from './retail-data.ts';
import { RETAIL_TOOLS, runRetailTool } from './retail-toolkit.ts';
import {
  isWriteTool,
  journalCall,
  loadDb,
  mockNow,
  readJournal,
  readTau2Seed,
  telecomNow,
} from './tau2-seed.ts';
import { runTelecomCall, TELECOM_AGENT_TOOLS, telecomToolSpecs } from './telecom-toolkit.ts';
import { mockToolSpecs, runMockCall } from './mock-toolkit.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    journal: { type: 'string' },
    epoch: { type: 'string' },
    name: { type: 'string', default: 'retail' },
    seed: { type: 'string' },
  },
});
if (!values.db || !values.journal || !values.epoch) {
  process.stderr.write(
    'usage: tau2-server --db <db.json> --journal <file> --epoch <file> [--name retail] [--seed <dir>]\n',
  );
  process.exit(2);
}
const [dbPath, journal, epochFile] = [values.db, values.journal, values.epoch];
// Telecom and mock: the state is the task's initial state with the journal replayed, rebuilt at each call.
const episode = values.name !== 'retail' && values.seed ? readTau2Seed(values.seed) : undefined;

const readEpoch = (): string => (existsSync(epochFile) ? readFileSync(epochFile, 'utf8') : '');
let epoch = readEpoch();
let db: RetailDb | undefined = episode ? undefined : loadDb(dbPath);

/** The database of the current epoch: a fresh copy of the seed after the app reset. */
function current(): RetailDb {
  const now = readEpoch();
  if (now !== epoch || !db) {
    epoch = now;
    db = loadDb(dbPath);
  }
  return db;
}

const tools = episode
  ? episode.domain === 'mock'
    ? mockToolSpecs('assistant')
    : telecomToolSpecs(TELECOM_AGENT_TOOLS)
  : Object.entries(RETAIL_TOOLS).map(([name, tool]) => ({
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
  const call = { name, arguments: args };
  const outcome = !episode
    ? runRetailTool(current(), name, args)
    : episode.domain === 'mock'
      ? runMockCall(mockNow(episode, readJournal(journal)).state, call)
      : runTelecomCall(telecomNow(episode, readJournal(journal)).state, call);
  if (isWriteTool(name, episode?.domain ?? 'retail')) journalCall(journal, call);
  return { content: [{ type: 'text' as const, text: outcome.text }], isError: outcome.isError };
});

await server.connect(new StdioServerTransport());
