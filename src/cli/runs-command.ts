import type { Command } from 'commander';
import { formatRunListing, listRunStatus } from '../report/run-listing.ts';
import { Store } from '../store/index.ts';
import { storeUrl } from './db-option.ts';
import { printJson } from './options.ts';

interface RunsOptions {
  json?: boolean;
  db?: string;
}

export function registerRunsCommand(program: Command): void {
  program
    .command('runs')
    .description('list stored runs, newest first: id, start, models, modes, cells done / planned, status')
    .option('--json', 'print the list as JSON')
    .option('--db <url>', 'postgres://... to read a Postgres server instead of the embedded store', storeUrl)
    .action(async (options: RunsOptions) => {
      const store = await Store.open(options.db);
      try {
        const runs = listRunStatus(await store.listRuns());
        if (options.json) printJson(runs);
        else process.stdout.write(formatRunListing(runs));
      } finally {
        await store.close();
      }
    });
}
