import path from 'node:path';
import type { Command } from 'commander';
import { judgeAgreement } from '../judging/judge-agreement.ts';
import { readLabels } from '../judging/read-labels.ts';
import { Store } from '../store/index.ts';
import { printJson } from './options.ts';

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
    .option('--db <url>', 'postgres://... to read a Postgres server instead of the embedded store')
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
