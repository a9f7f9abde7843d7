import type { Command } from 'commander';
import type { ToolMode } from '../environments/index.ts';
import { sweepStaleCells } from '../environments/index.ts';
import { assertModelId, defaultModelId, loadCassettes } from '../models/index.ts';
import { formatTable, summarize } from '../report/index.ts';
import { planCells, runCell, runPool } from '../runner/index.ts';
import { type CellRecord, runCassette, Store } from '../store/index.ts';
import { loadSuite } from '../tasks/index.ts';
import { addModelOptions, type ModelOptions, toRunSettings } from './model-options.ts';
import { collect, positiveInteger, printJson, toolMode } from './options.ts';

interface RunOptions extends ModelOptions {
  model?: string[];
  mode?: ToolMode[];
  repeats: number;
  concurrency: number;
  db?: string;
  json?: boolean;
}

export function registerRunCommand(program: Command): void {
  const command = program
    .command('run')
    .description('run every task under the given suite or task folders and store the results')
    .argument('<paths...>', 'suite folders or task folders')
    .option(
      '-m, --model <id>',
      'model to test, repeatable: provider:model (openai:gpt-5, anthropic:claude-sonnet-4-5, ...), reference, noop, replay:<run>',
      collect,
    )
    .option(
      '--mode <mode>',
      'tool surface, repeatable: oracle (task tools only) or servers (all app tools)',
      toolMode,
    )
    .option('--repeats <n>', 'runs of each task per model and mode', positiveInteger, 1)
    .option('--concurrency <n>', 'cells running at once', positiveInteger, 1)
    .option('--db <url>', 'postgres://... to use a Postgres server instead of the embedded store')
    .option('--json', 'print the result as JSON');
  addModelOptions(command).action(async (paths: string[], options: RunOptions) => runAction(paths, options));
}

async function runAction(paths: string[], options: RunOptions): Promise<void> {
  const tasks = loadSuite(paths);
  const models = options.model ?? [defaultModelId()];
  if (!options.model) {
    process.stderr.write(
      models[0] === 'reference'
        ? "No --model and no API key: running the reference model (follows each task's plan).\n"
        : `No --model given: running ${models[0]} (its API key is set).\n`,
    );
  }
  const settings = toRunSettings(options);
  for (const model of models) assertModelId(model, settings.models);
  const modes = options.mode ?? ['oracle'];

  sweepStaleCells();
  const store = await Store.open(options.db);
  settings.models.cassettes = await loadCassettes(models, (runId) => runCassette(store, runId));
  const controller = new AbortController();
  const interrupt = (): void => {
    process.stderr.write('Interrupted: finishing cells in flight as errors.\n');
    controller.abort(new Error('interrupted'));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    const run = await store.createRun({ paths, models, modes, repeats: options.repeats });
    const plans = planCells(tasks, models, modes, options.repeats);
    let finished = 0;
    const cells = await runPool(plans, options.concurrency, async (plan) => {
      const cell = controller.signal.aborted
        ? null
        : await runCell(plan, run.id, settings, controller.signal);
      if (cell) {
        await store.saveCell(cell);
        finished += 1;
        process.stderr.write(`[${finished}/${plans.length}] ${describeCell(cell)}\n`);
      }
      return cell;
    });
    const done = cells.filter((cell): cell is CellRecord => cell !== null);
    const summaries = await store.listCells(run.id);
    const metrics = summarize(summaries);
    if (options.json) {
      printJson({
        runId: run.id,
        cells: summaries.map((cell) => ({
          task: cell.taskId,
          model: cell.model,
          mode: cell.mode,
          repeat: cell.repeat,
          status: cell.status,
          score: cell.score,
          checkpoints: { earned: cell.earned, total: cell.total },
          turns: cell.turns,
          toolCalls: cell.toolCalls,
          failedToolCalls: cell.failedToolCalls,
          inputTokens: cell.inputTokens,
          outputTokens: cell.outputTokens,
          costUsd: cell.costUsd,
          durationMs: Math.round(cell.durationMs),
          ...(cell.error ? { error: cell.error } : {}),
        })),
        metrics: { successRate: metrics.successRate, meanScore: metrics.meanScore },
      });
    } else {
      process.stdout.write(
        `${formatTable(
          [
            'task',
            'model',
            'mode',
            'rep',
            'status',
            'score',
            'points',
            'turns',
            'calls',
            'failed',
            'seconds',
          ],
          summaries.map((cell) => [
            cell.taskId,
            cell.model,
            cell.mode,
            cell.repeat,
            cell.status,
            cell.score.toFixed(2),
            `${cell.earned}/${cell.total}`,
            cell.turns,
            cell.toolCalls,
            cell.failedToolCalls,
            (cell.durationMs / 1000).toFixed(1),
          ]),
        )}\n\n`,
      );
      const rate = metrics.successRate === null ? 'n/a' : `${(metrics.successRate * 100).toFixed(1)}%`;
      const score = metrics.meanScore === null ? 'n/a' : metrics.meanScore.toFixed(3);
      process.stdout.write(
        `run ${run.id}: ${metrics.passed} passed, ${metrics.failed} failed, ${metrics.errors} errors; ` +
          `success ${rate}, mean score ${score}\n`,
      );
      for (const cell of done.filter((candidate) => candidate.error)) {
        process.stdout.write(`  error in ${cell.taskId} (${cell.model}): ${cell.error}\n`);
      }
    }
    if (controller.signal.aborted) process.exitCode = 130;
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    await store.close();
  }
}

function describeCell(cell: CellRecord): string {
  const seconds = (cell.durationMs / 1000).toFixed(1);
  return `${cell.taskId} ${cell.model} ${cell.mode} #${cell.repeat}: ${cell.status} ${cell.score.score.toFixed(2)} (${seconds}s)`;
}
