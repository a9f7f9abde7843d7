import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { runCassette, Store } from '../store/index.ts';
import { storeUrl } from './db-option.ts';
import { outputFile } from './options.ts';

export function registerCassetteCommand(program: Command): void {
  program
    .command('cassette')
    .description("write a stored run's model turns to a file that `--model replay:<file>` plays back")
    .argument('<run-id>', 'the run to record')
    .option('-o, --out <file>', 'where to write the cassette (default: stdout)', outputFile)
    .option(
      '--db <url>',
      'postgres://... to read from a Postgres server instead of the embedded store',
      storeUrl,
    )
    .action(async (runId: string, options: { out?: string; db?: string }) => {
      const store = await Store.open(options.db);
      try {
        const text = `${JSON.stringify(await runCassette(store, runId), null, 2)}\n`;
        if (options.out) {
          writeFileSync(options.out, text);
          process.stderr.write(`wrote ${options.out}\n`);
        } else {
          process.stdout.write(text);
        }
      } finally {
        await store.close();
      }
    });
}
