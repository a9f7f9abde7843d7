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
import { loadDb, readJournal, readTau2Seed, replayCalls, type Tau2Seed } from './tau2-seed.ts';

/** The checks' reader over a seed and a journal of write calls (none: the database as seeded). */
export function tau2Reader(seed: Tau2Seed, journal?: string): Tau2State['tau2'] {
  const writes = async () => (journal ? readJournal(journal) : []);
  return {
    domain: async () => seed.domain,
    db: async () => replayCalls(loadDb(seed.dbPath), await writes()).db,
    task: async () => seed.task,
    writes,
    replay: async (calls) => replayCalls(loadDb(seed.dbPath), calls),
  };
}

/**
 * A τ²-bench domain (retail) as an app: its tools served by mcp-arena's own MCP server with upstream's
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
          .update(canonicalJson(await state.db()))
          .digest('hex'),
      stop: async () => {},
    };
  }
}
