import path from 'node:path';
import type { Command } from 'commander';
import { importLiveMcpBench, importTau2, TAU2_IMPORT_DOMAINS } from '../importers/index.ts';
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
  command
    .command('tau2')
    .description(
      "τ²-bench: a domain's tasks as a suite (user as a person, policy, gold plan, upstream's reward)",
    )
    .argument(
      '<dir>',
      'the τ²-bench data folder (domains/retail/db.json, tasks.json, policy.md; domains/telecom/db.toml, user_db.toml, tasks_small.json, ...)',
    )
    .requiredOption('--out <dir>', 'the suite folder to write')
    .option('--domain <domain>', `the domain: ${TAU2_IMPORT_DOMAINS.join(', ')}`, 'retail')
    .option('--json', 'print what was imported as JSON')
    .action(async (dir: string, options: { out: string; domain: string; json?: boolean }) => {
      const summary = await importTau2(path.resolve(dir), options.domain, path.resolve(options.out));
      const count = (pick: (task: (typeof summary.tasks)[number]) => boolean) =>
        summary.tasks.filter(pick).length;
      const figures = {
        domain: summary.domain,
        out: summary.out,
        tasks: summary.tasks.length,
        goldFailingUpstream: count((task) => task.gold.upstream.reward !== 1),
        goldFailingVerified: count((task) => task.gold.verified.reward !== 1),
        doNothingPassingUpstream: count((task) => task.nothing.upstream.reward === 1),
        doNothingPassingVerified: count((task) => task.nothing.verified.reward === 1),
      };
      if (options.json) {
        printJson(figures);
        return;
      }
      process.stderr.write(
        `wrote ${figures.tasks} ${figures.domain} tasks to ${figures.out} (its README lists what validation found): ` +
          `gold actions fail upstream's reward on ${figures.goldFailingUpstream}, the verified one on ${figures.goldFailingVerified}; ` +
          `a do-nothing run passes upstream's on ${figures.doNothingPassingUpstream}, the verified one on ${figures.doNothingPassingVerified}\n`,
      );
    });
}
