import path from 'node:path';
import type { Command } from 'commander';
import { importLiveMcpBench } from '../importers/index.ts';
import { Store } from '../store/index.ts';
import { printJson } from './options.ts';
import { storeUrl } from './db-option.ts';

interface ImportOptions {
  json?: boolean;
  db?: string;
}

export function registerImportCommand(program: Command): void {
  const command = program
    .command('import')
    .description("import a public benchmark's tasks, tools, recorded runs and verdicts into the store");
  command
    .command('livemcpbench')
    .description(
      "LiveMCPBench: 95 tasks, 527 tools, Claude Sonnet 4's recorded runs, human and ten judges' verdicts",
    )
    .argument('<dir>', 'the LiveMCPBench data folder (annotated_data/, tools/, trajectories/, judges/)')
    .option('--json', 'print what was imported as JSON')
    .option('--db <url>', 'postgres://... to use a Postgres server instead of the embedded store', storeUrl)
    .action(async (dir: string, options: ImportOptions) => {
      const store = await Store.open(options.db);
      try {
        const summary = await importLiveMcpBench(store, path.resolve(dir));
        if (options.json) {
          printJson(summary);
          return;
        }
        process.stderr.write(
          `imported ${summary.tasks} tasks (${summary.tasksNeedingNetwork} need the internet), ${summary.tools} tools\n`,
        );
        for (const run of summary.runs) {
          process.stderr.write(
            `run ${run.id}: ${run.model}, ${run.cells} cells with the human verdicts and ${run.judges.length} judges' verdicts\n`,
          );
          process.stdout.write(`${run.id}\n`);
        }
      } finally {
        await store.close();
      }
    });
}
