import path from 'node:path';
import type { Command } from 'commander';
import { sweepStaleCells } from '../environments/index.ts';
import { formatTable } from '../report/index.ts';
import { runPool, type TaskValidation, validateTask } from '../runner/index.ts';
import { formatProblem, readSuite } from '../tasks/index.ts';
import { positiveInteger, printJson } from './options.ts';

export function registerValidateCommand(program: Command): void {
  program
    .command('validate')
    .description("check every task's file, then that its reference plan passes and a do-nothing run fails")
    .argument('<paths...>', 'suite folders or task folders')
    .option('--concurrency <n>', 'tasks validated at once', positiveInteger, 2)
    .option('--verbose', "list every checkpoint of each task's reference and do-nothing runs")
    .option('--json', 'print the result as JSON (with every checkpoint)')
    .action(async (paths: string[], options: { concurrency: number; verbose?: boolean; json?: boolean }) => {
      sweepStaleCells();
      const results = await runPool(
        readSuite(paths),
        options.concurrency,
        async (result): Promise<TaskValidation> => {
          if (result.ok) return validateTask(result.task);
          return {
            id: path.basename(result.dir),
            valid: false,
            referencePassed: false,
            noopFailed: false,
            errors: result.problems.map(formatProblem),
          };
        },
      );
      if (options.json) {
        printJson({ tasks: results });
      } else {
        const yesNo = (value: boolean): string => (value ? 'yes' : 'no');
        process.stdout.write(
          `${formatTable(
            ['task', 'valid', 'reference passed', 'noop failed'],
            results.map((task) => [
              task.id,
              yesNo(task.valid),
              yesNo(task.referencePassed),
              yesNo(task.noopFailed),
            ]),
          )}\n`,
        );
        for (const task of results) {
          if (task.skipped) process.stdout.write(`  ${task.id}: skipped: ${task.skipped}\n`);
          for (const error of task.errors) process.stdout.write(`  ${task.id}: ${error}\n`);
          if (options.verbose && task.checkpoints) process.stdout.write(formatCheckpoints(task));
        }
        const invalid = results.filter((task) => !task.valid).length;
        process.stdout.write(
          invalid === 0
            ? `all ${results.length} tasks valid\n`
            : `${invalid} of ${results.length} tasks invalid\n`,
        );
      }
      if (results.some((task) => !task.valid)) process.exitCode = 1;
    });
}

/** `  id, reference run:` then `    ✓ 2 name (detail)` lines, the same for the do-nothing run. */
function formatCheckpoints(task: TaskValidation): string {
  return (['reference', 'noop'] as const)
    .map((run) => {
      const lines = task.checkpoints![run].map(
        (checkpoint) =>
          `    ${checkpoint.passed ? '✓' : '✗'} ${checkpoint.points} ${checkpoint.name}` +
          (checkpoint.detail ? ` (${checkpoint.detail})` : ''),
      );
      return `  ${task.id}, ${run === 'noop' ? 'do-nothing' : 'reference'} run:\n${lines.join('\n')}\n`;
    })
    .join('');
}
