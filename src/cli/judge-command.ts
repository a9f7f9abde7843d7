import path from 'node:path';
import { type Command, InvalidArgumentError } from 'commander';
import { ArenaError } from '../errors.ts';
import { judgeAgreement } from '../runner/judging/judge-agreement.ts';
import { JUDGE_KINDS, type JudgeRequestKind, judgeRun } from '../runner/judging/judge-run.ts';
import { readLabels } from '../runner/judging/read-labels.ts';
import { Store } from '../store/index.ts';
import { addModelOptions, modelSettingsFromCommand } from './run-spec-options.ts';
import { collect, positiveInteger, printJson } from './options.ts';
import { storeUrl } from './db-option.ts';

interface JudgeOptions {
  judge: string[];
  judgeModel?: string;
  judgeSamples: number;
  retries: number;
  json?: boolean;
  db?: string;
}

interface AgreementOptions {
  run: string;
  judge: string;
  labels: string;
  score?: 'result' | 'trajectory';
  json?: boolean;
  db?: string;
}

export function registerJudgeCommand(program: Command): void {
  const judge = program
    .command('judge')
    .description('LLM judges on stored cells, and their agreement with human labels');
  const cells = judge
    .command('run', { isDefault: true })
    .description(
      'judge the cells of a stored run: `mcp-arena judge RUN_ID --judge keypoints --judge-model ...`',
    )
    .argument('<runId>', 'the run to judge')
    .option(
      '--judge <kind>',
      `repeatable: ${JUDGE_KINDS.join(', ')} (failures: a failure class per failed cell; ` +
        'people: whether the simulated people of a task with people kept to their declaration)',
      collect,
    )
    .option('--judge-model <id>', 'the judge LLM, provider:model (e.g. openai:gpt-5-mini)')
    .option(
      '--judge-samples <n>',
      'repeat each judgement n times: majority verdict, median scores',
      positiveInteger,
      1,
    )
    .option(
      '--retries <n>',
      'asks again after a reply that cannot be parsed, then records it unparsed',
      nonNegative,
      2,
    )
    .option('--json', 'print a summary as JSON')
    .option('--db <url>', 'postgres://... to use a Postgres server instead of the embedded store', storeUrl);
  addModelOptions(cells).action(async (runId: string, options: JudgeOptions, self: Command) => {
    const kinds = options.judge ?? ['keypoints'];
    const unknown = kinds.filter((kind) => !(JUDGE_KINDS as readonly string[]).includes(kind));
    if (unknown.length > 0) {
      throw new ArenaError('USAGE', `unknown judge ${unknown.join(', ')}: use ${JUDGE_KINDS.join(', ')}`);
    }
    const store = await Store.open(options.db);
    try {
      const summary = await judgeRun(store, {
        runId,
        judges: kinds as JudgeRequestKind[],
        ...(options.judgeModel ? { judgeModel: options.judgeModel } : {}),
        samples: options.judgeSamples,
        retries: options.retries,
        settings: modelSettingsFromCommand(self).models,
        onCell: (line) => process.stderr.write(`${line}\n`),
      });
      if (options.json) printJson(summary);
      else {
        process.stdout.write(
          `judged ${summary.cells} cells: ${summary.verdicts} verdicts (${summary.unparsed} unparsed), ` +
            `${summary.failureClasses} failure classes${summary.skipped.length ? `, ${summary.skipped.length} skipped` : ''}\n`,
        );
        for (const skipped of summary.skipped)
          process.stdout.write(`skipped ${skipped.taskId}: ${skipped.reason}\n`);
      }
    } finally {
      await store.close();
    }
  });
  judge
    .command('agreement')
    .description(
      "accuracy, Cohen's κ, quadratic-weighted κ and the confusion matrix of a judge against labels",
    )
    .requiredOption('--run <id>', 'the run whose cells were judged')
    .requiredOption('--judge <name>', 'judge model as stored (or an unambiguous part of it)')
    .requiredOption(
      '--labels <file>',
      'JSON labels by task or cell id, or `human` for the human verdicts stored with the run',
    )
    .option('--score <which>', 'Likert judges: compare the `result` (default) or `trajectory` score')
    .option('--json', 'print {n, agreement, kappa, weightedKappa, confusion}')
    .option('--db <url>', 'postgres://... to read a Postgres server instead of the embedded store', storeUrl)
    .action(async (options: AgreementOptions) => {
      const store = await Store.open(options.db);
      try {
        const result = await judgeAgreement(store, {
          runId: options.run,
          judge: options.judge,
          ...(options.labels === 'human' ? {} : { labels: readLabels(path.resolve(options.labels)) }),
          ...(options.score ? { score: options.score } : {}),
        });
        const { n, agreement, kappa, weightedKappa, confusion } = result;
        if (result.undecided > 0 || result.unlabelled > 0) {
          process.stderr.write(
            `left out: ${result.undecided} unparsed or tied judgements, ${result.unlabelled} cells without a label\n`,
          );
        }
        if (options.json) {
          printJson({ n, agreement, kappa, weightedKappa, confusion });
          return;
        }
        const format = (value: number | null): string => (value === null ? 'n/a' : value.toFixed(3));
        const width = Math.max(...confusion.categories.map((category) => category.length), 7);
        const pad = (text: string | number): string => String(text).padStart(width);
        process.stdout.write(
          [
            `judge ${result.judgeModel} (${result.kind}) against the labels, ${n} items`,
            `agreement ${(agreement * 100).toFixed(2)}%   Cohen's κ ${format(kappa)}   quadratic-weighted κ ${format(weightedKappa)}`,
            '',
            `${pad('label ↓ / judge →')}  ${confusion.categories.map(pad).join('  ')}`,
            ...confusion.counts.map(
              (row, index) => `${pad(confusion.categories[index]!)}  ${row.map(pad).join('  ')}`,
            ),
            '',
          ].join('\n'),
        );
      } finally {
        await store.close();
      }
    });
}

function nonNegative(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new InvalidArgumentError('must be a whole number of 0 or more');
  return parsed;
}
