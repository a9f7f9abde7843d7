import path from 'node:path';
import { type Command, InvalidArgumentError } from 'commander';
import { describeStateSize, sweepStaleCells } from '../environments/index.ts';
import { formatTable } from '../report/index.ts';
import { formatDuration, runPool, type TaskValidation, validateTask } from '../runner/index.ts';
import { formatProblem, readSuite } from '../tasks/index.ts';
import { positiveInteger, printJson } from './options.ts';

interface ValidateCliOptions {
  concurrency: number;
  probes: 'all' | 'none';
  verbose?: boolean;
  json?: boolean;
}

export function registerValidateCommand(program: Command): void {
  program
    .command('validate')
    .description(
      "check every task's files, then that its reference plan passes, a do-nothing run fails, and its probes behave",
    )
    .argument('<paths...>', 'suite folders or task folders')
    .option('--concurrency <n>', 'tasks validated at once', positiveInteger, 2)
    .option('--probes <which>', 'all: run every probe in probes/; none: skip them', probeChoice, 'all')
    .option('--verbose', 'list every checkpoint of the reference and do-nothing runs, and every probe')
    .option('--json', 'print the result as JSON (with every checkpoint and probe)')
    .action(async (paths: string[], options: ValidateCliOptions) => {
      sweepStaleCells();
      const loaded = readSuite(paths);
      let done = 0;
      const started = performance.now();
      const results = await runPool(loaded, options.concurrency, async (result): Promise<TaskValidation> => {
        const validation = result.ok
          ? await validateTask(result.task, { probes: options.probes === 'all' })
          : {
              id: path.basename(result.dir),
              valid: false,
              referencePassed: false,
              noopFailed: false,
              errors: result.problems.map(formatProblem),
            };
        done += 1;
        process.stderr.write(
          `[${done}/${loaded.length}] ${validation.id}: ${summarize(validation)} (${formatDuration(performance.now() - started)} so far)\n`,
        );
        return validation;
      });
      if (options.json) printJson({ tasks: results, totals: probeTotals(results) });
      else process.stdout.write(formatValidation(results, options.verbose === true));
      if (results.some((task) => !task.valid)) process.exitCode = 1;
    });
}

function probeChoice(value: string): 'all' | 'none' {
  if (value === 'all' || value === 'none') return value;
  throw new InvalidArgumentError('must be all or none');
}

/** Alternatives that passed and wrong plans caught, over every task that ran its probes. */
function probeTotals(results: readonly TaskValidation[]) {
  const probes = results.flatMap((task) => task.probes ?? []);
  const alternatives = probes.filter((probe) => probe.kind === 'alternative');
  const wrong = probes.filter((probe) => probe.kind === 'wrong');
  return {
    tasks: results.length,
    valid: results.filter((task) => task.valid).length,
    alternatives: alternatives.length,
    alternativesPassed: alternatives.filter((probe) => probe.asExpected).length,
    wrong: wrong.length,
    wrongCaught: wrong.filter((probe) => probe.asExpected).length,
  };
}

function summarize(task: TaskValidation): string {
  if (task.skipped) return `skipped (${task.skipped.split('\n')[0]})`;
  const parts = [task.valid ? 'valid' : `INVALID (${task.errors.length} problems)`];
  if (task.probes) {
    const alternatives = task.probes.filter((probe) => probe.kind === 'alternative');
    const wrong = task.probes.filter((probe) => probe.kind === 'wrong');
    parts.push(
      `${alternatives.filter((probe) => probe.asExpected).length}/${alternatives.length} alternatives passed`,
      `${wrong.filter((probe) => probe.asExpected).length}/${wrong.length} wrong plans caught`,
    );
  }
  return parts.join(', ');
}

function formatValidation(results: readonly TaskValidation[], verbose: boolean): string {
  const yesNo = (value: boolean): string => (value ? 'yes' : 'no');
  const ratio = (task: TaskValidation, kind: 'alternative' | 'wrong'): string => {
    if (!task.probes) return '-';
    const probes = task.probes.filter((probe) => probe.kind === kind);
    return `${probes.filter((probe) => probe.asExpected).length}/${probes.length}`;
  };
  let out = `${formatTable(
    ['task', 'valid', 'reference passed', 'noop failed', 'alternatives passed', 'wrong caught'],
    results.map((task) => [
      task.id,
      yesNo(task.valid),
      yesNo(task.referencePassed),
      yesNo(task.noopFailed),
      ratio(task, 'alternative'),
      ratio(task, 'wrong'),
    ]),
  )}\n`;
  for (const task of results) {
    if (task.skipped) out += `  ${task.id}: skipped: ${task.skipped}\n`;
    for (const error of task.errors) out += `  ${task.id}: ${error}\n`;
    if (verbose) out += formatDetails(task);
  }
  const totals = probeTotals(results);
  const invalid = results.length - totals.valid;
  out +=
    invalid === 0 ? `all ${results.length} tasks valid` : `${invalid} of ${results.length} tasks invalid`;
  if (totals.alternatives + totals.wrong > 0)
    out += `; probes: ${totals.alternativesPassed}/${totals.alternatives} alternatives passed, ${totals.wrongCaught}/${totals.wrong} wrong plans caught`;
  return `${out}\n`;
}

/** Every checkpoint of the reference and do-nothing runs, then each probe with what decided it. */
function formatDetails(task: TaskValidation): string {
  let out = '';
  if (task.state) {
    const { seeded, charsRead, listings, largestResult } = task.state;
    const count = (chars: number): string => chars.toLocaleString('en-US');
    const listed =
      listings.length > 0 ? `; its listings returned ${listings.map(count).join(', ')} characters` : '';
    out += `  ${task.id}, state: ${describeStateSize(seeded) || 'none measured'}${listed}; the reference read ${count(charsRead)} characters (largest result ${count(largestResult)})\n`;
  }
  if (task.checkpoints) {
    for (const run of ['reference', 'noop'] as const) {
      const lines = task.checkpoints[run].map(
        (checkpoint) =>
          `    ${checkpoint.passed ? '✓' : '✗'} ${checkpoint.points} ${checkpoint.name}` +
          (checkpoint.detail ? ` (${checkpoint.detail})` : ''),
      );
      out += `  ${task.id}, ${run === 'noop' ? 'do-nothing' : 'reference'} run:\n${lines.join('\n')}\n`;
    }
  }
  for (const probe of task.probes ?? []) {
    const verdict = probe.passed ? 'passed' : 'failed';
    out += `  ${task.id}, probe ${probe.name} (${probe.kind}, ${verdict}${probe.asExpected ? '' : ', NOT AS EXPECTED'}): ${probe.why}\n`;
    for (const checkpoint of probe.failedCheckpoints) out += `    ✗ ${checkpoint}\n`;
    for (const call of probe.failedToolCalls)
      out += `    ! step ${call.step + 1} ${call.tool}: ${call.error}\n`;
  }
  return out;
}
