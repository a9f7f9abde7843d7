import type { Command } from 'commander';
import { ArenaError } from '../errors.ts';
import type { Store } from '../store/index.ts';
import { loadSuite } from '../tasks/index.ts';
import { collect, positiveInteger, toolMode } from './options.ts';
import type { RunCommandOptions } from './run-options.ts';
import { addRunOptions } from './run-spec-options.ts';
import { storeUrl } from './db-option.ts';

export function registerRunCommand(program: Command): void {
  const command = program
    .command('run')
    .description('run every task under the given suite or task folders and store the results')
    .argument('[paths...]', 'suite folders or task folders (none with --resume)')
    .option(
      '-m, --model <id>',
      'model to test, repeatable: provider:model (openai:gpt-5, anthropic:claude-sonnet-4-5, ...), reference, noop, replay:<run>',
      collect,
    )
    .option(
      '--agent <name>',
      'external agent to test, repeatable (see --agents), beside any --model',
      collect,
    )
    .option(
      '--mode <mode>',
      "tool surface, repeatable (default servers): servers (every tool of the task's apps), oracle (the task's tools only), retrieval (find_tools / call_tool)",
      toolMode,
    )
    .option('--repeats <n>', 'runs of each task per model and mode', positiveInteger, 1)
    .option('--concurrency <n>', 'cells running at once', positiveInteger, 2)
    .option('--resume <run-id>', 'finish a stopped run: run only its cells not yet finished')
    .option(
      '--queue <url>',
      'redis://HOST:PORT: put the cells on a BullMQ queue for `mcp-arena worker`s and exit',
    )
    .option('--wait', 'with --queue: follow the run until every cell is stored')
    .option('--db <url>', 'postgres://... to use a Postgres server instead of the embedded store', storeUrl)
    .option('--json', 'print the result as JSON');
  // The options kept with the run: the run spec's entries (runner/run-spec.ts).
  addRunOptions(command).action(async (paths: string[], options: RunCommandOptions, self: Command) =>
    runAction(paths, options, self),
  );
}

async function runAction(paths: string[], options: RunCommandOptions, command: Command): Promise<void> {
  if (
    options.resume &&
    (paths.length > 0 ||
      options.model ||
      options.agent ||
      options.mode ||
      command.getOptionValueSource('repeats') === 'cli')
  ) {
    throw new ArenaError(
      'USAGE',
      '--resume runs the stored run as it was planned: give no paths, --model, --mode or --repeats with it',
    );
  }
  if (options.queue && !/^postgres(ql)?:\/\//.test(options.db ?? '')) {
    throw new ArenaError(
      'USAGE',
      '--queue needs --db postgres://...: the workers store their cells in that server',
    );
  }
  if (options.wait && !options.queue) throw new ArenaError('USAGE', '--wait goes with --queue');
  if (!options.resume && paths.length === 0) {
    throw new ArenaError('USAGE', 'give the suite or task folders to run, or --resume RUN_ID');
  }
  const tasks = options.resume ? undefined : loadSuite(paths);
  // The embedded store's server is a process of its own, where PGlite takes most of a second to start: it
  // starts now, while this process loads the modules that plan and run the cells (run-action.ts).
  const opening = openRunStore(options);
  opening.catch(() => {}); // awaited, and a failure reported, in runOpened
  const { runOpened } = await import('./run-action.ts');
  await runOpened({ paths, tasks, options, command }, opening);
}

async function openRunStore(options: RunCommandOptions): Promise<Store> {
  // With a queue, workers may be creating the shared schema at this very moment: retry as they do.
  if (options.queue) return (await import('../runner/queue/index.ts')).openSharedStore(options.db!);
  return (await import('../store/index.ts')).Store.open(options.db);
}
