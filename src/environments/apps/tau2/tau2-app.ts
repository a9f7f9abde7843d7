import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Task } from '../../../tasks/index.ts';
import { moduleProcessArgs } from '../../../module-process.ts';
import type { App, RunningApp } from '../../app.ts';
import { seedDir } from '../../app-support.ts';
import type { CellDir } from '../../cell-dir.ts';
import { canonicalJson } from './retail-data.ts';
import type { Tau2State } from './tau2-reader.ts';
import {
  isWriteTool,
  journalCall,
  loadDb,
  mockNow,
  readJournal,
  readTau2Seed,
  replayCalls,
  type Tau2Seed,
  telecomNow,
} from './tau2-seed.ts';
import { runTelecomCall, telecomToolSpecs, TELECOM_USER_TOOLS, type TelecomCall } from './telecom-toolkit.ts';
import { mockToolSpecs, runMockCall } from './mock-toolkit.ts';

/** A user's call on the state the journal gives now, in a domain where the user has tools. */
function runUserCall(seed: Tau2Seed, journal: string, call: TelecomCall): { text: string; isError: boolean } {
  const calls = readJournal(journal);
  return seed.domain === 'mock'
    ? runMockCall(mockNow(seed, calls).state, call)
    : runTelecomCall(telecomNow(seed, calls).state, call);
}

/**
 * The checks' reader over a seed and a journal of write calls (none: the database as seeded). In telecom
 * and mock it is also the user's device (phone, inbox): a user's call runs on the state the journal gives
 * and, a write, joins it.
 */
export function tau2Reader(seed: Tau2Seed, journal?: string): Tau2State['tau2'] {
  const writes = async () => (journal ? readJournal(journal) : []);
  const retail = () => {
    if (seed.domain !== 'retail')
      throw new Error(`tau2.db() reads retail's database; ${seed.domain}: use tau2.telecom()`);
    return loadDb(seed.dbPath);
  };
  return {
    domain: async () => seed.domain,
    db: async () => replayCalls(retail(), await writes()).db,
    task: async () => seed.task,
    writes,
    replay: async (calls) => replayCalls(retail(), calls),
    telecom: async () => telecomNow(seed, await writes()).state,
    telecomReplay: async (calls, sync) => telecomNow(seed, calls, sync),
    mock: async () => mockNow(seed, await writes()).state,
    mockReplay: async (calls) => mockNow(seed, calls),
    userTools: async () =>
      seed.domain === 'telecom'
        ? telecomToolSpecs(TELECOM_USER_TOOLS)
        : seed.domain === 'mock'
          ? mockToolSpecs('user')
          : [],
    callUserTool: async (name, args) => {
      if (seed.domain === 'retail' || !journal)
        return { text: `Error: the user has no tool '${name}' here`, isError: true };
      const call: TelecomCall = { name, arguments: args, requestor: 'user' };
      const outcome = runUserCall(seed, journal, call);
      if (isWriteTool(name, seed.domain, call)) journalCall(journal, call);
      return outcome;
    },
  };
}

/** The whole state of a domain now, for the snapshot. */
const stateNow = (state: Tau2State['tau2'], domain: Tau2Seed['domain']): Promise<unknown> =>
  domain === 'telecom' ? state.telecom() : domain === 'mock' ? state.mock() : state.db();

/**
 * A τ²-bench domain (retail, telecom, mock) as an app: its tools served by mcp-arena's own MCP server with upstream's
 * names, arguments, errors and effects, on the database of the task's `seed/tau2/tau2.json`, held in the
 * server's memory. Reset empties the journal and moves the epoch: the server's next call starts from a
 * fresh copy of the seed, without a restart.
 */
export class Tau2App implements App<Tau2State> {
  readonly name = 'tau2';

  async start(task: Task, cell: CellDir): Promise<RunningApp<Tau2State>> {
    const seed = readTau2Seed(seedDir(task, 'tau2'));
    const dir = cell.subdir('tau2');
    const journal = path.join(dir, 'journal.jsonl');
    const epochFile = path.join(dir, 'epoch');
    let epoch = 0;
    writeFileSync(journal, '');
    writeFileSync(epochFile, String(epoch));
    const state = tau2Reader(seed, journal);
    return {
      name: this.name,
      servers: [
        {
          name: this.name,
          command: process.execPath,
          args: [
            ...moduleProcessArgs(import.meta.url, './tau2-server.ts'),
            ...['--db', seed.dbPath, '--journal', journal, '--epoch', epochFile, '--name', seed.domain],
            ...(seed.domain === 'retail' ? [] : ['--seed', seedDir(task, 'tau2')]),
          ],
          cwd: dir,
        },
      ],
      state: { tau2: state },
      before: { tau2: tau2Reader(seed) },
      reset: async () => {
        writeFileSync(journal, '');
        epoch += 1;
        writeFileSync(epochFile, String(epoch));
      },
      snapshot: async () =>
        createHash('sha256')
          .update(canonicalJson(await stateNow(state, seed.domain)))
          .digest('hex'),
      stop: async () => {},
    };
  }
}
