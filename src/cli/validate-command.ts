import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Command, InvalidArgumentError } from 'commander';
import { describeStateSize, sweepStaleCells } from '../environments/index.ts';
import { formatTable } from '../report/index.ts';
import {
  formatDuration,
  type ProbeResult,
  runPool,
  type TaskValidation,
  validateTask,
} from '../runner/index.ts';
import { formatProblem, readProbeFolder, readSuite, type Task, type TaskLoadResult } from '../tasks/index.ts';
import { ArenaError } from '../errors.ts';
import { positiveInteger, printJson } from './options.ts';

interface ValidateCliOptions {
  concurrency: number;
  probes: 'all' | 'none';
  probesFrom?: string;
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
    .option(
      '--probes-from <dir>',
      "a review round: run DIR/<task-id>/*.yaml instead of the tasks' own probes, only for the tasks with a folder there, and count false passes and false failures",
    )
    .option('--verbose', 'list every checkpoint of the reference and do-nothing runs, and every probe')
    .option('--json', 'print the result as JSON (with every checkpoint and probe)')
    .action(async (paths: string[], options: ValidateCliOptions) => {
      sweepStaleCells();
      const round = options.probesFrom === undefined ? undefined : readRound(options.probesFrom);
      const loaded = round ? round.select(readSuite(paths)) : readSuite(paths);
      let done = 0;
      const started = performance.now();
      const results = await runPool(loaded, options.concurrency, async (result): Promise<TaskValidation> => {
        const validation = result.ok
          ? round
            ? await validateTask(...round.probesFor(result.task))
            : await validateTask(result.task, { probes: options.probes === 'all' })
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
      if (options.json)
        printJson({
          tasks: results,
          totals: round ? { ...probeTotals(results), ...roundTotals(results) } : probeTotals(results),
        });
      else if (round) process.stdout.write(formatRound(results, options.verbose === true));
      else process.stdout.write(formatValidation(results, options.verbose === true));
      const falseVerdicts = roundTotals(results);
      if (results.some((task) => !task.valid) || falseVerdicts.falsePasses + falseVerdicts.falseFailures > 0)
        process.exitCode = 1;
    });
}

/**
 * A review round's folder: `<dir>/<task-id>/*.yaml`, probes written apart from the suite. Only the suite's
 * tasks with a folder there are validated, with the folder's probes in place of their own.
 */
function readRound(dir: string) {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new ArenaError(
      'USAGE',
      `--probes-from: ${dir} is not a folder. Fix: give the round's folder, holding <task-id>/*.yaml.`,
    );
  const folders = readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory());
  if (folders.length === 0)
    throw new ArenaError(
      'USAGE',
      `--probes-from: ${dir} has no task folders. Fix: put each task's probes in ${dir}/<task-id>/.`,
    );
  return {
    select(loaded: TaskLoadResult[]): TaskLoadResult[] {
      const idOf = (result: TaskLoadResult): string =>
        result.ok ? result.task.id : path.basename(result.dir);
      const selected = loaded.filter((result) => folders.includes(idOf(result)));
      const ids = new Set(loaded.map(idOf));
      const unmatched = folders.filter((name) => !ids.has(name));
      if (unmatched.length > 0)
        process.stderr.write(
          `--probes-from: no task here for ${unmatched.map((name) => `${name}/`).join(', ')} (not run)\n`,
        );
      if (selected.length === 0)
        throw new ArenaError(
          'USAGE',
          `--probes-from: none of the tasks given has a folder in ${dir}. Fix: name the folders by task id.`,
        );
      return selected;
    },
    probesFor(task: Task): [Task, Parameters<typeof validateTask>[1]] {
      const { probes, problems } = readProbeFolder(path.join(dir, task.id), task.apps);
      const unreadable = new Map<string, string[]>();
      for (const problem of problems) {
        const name = path.basename(problem.file).replace(/\.ya?ml$/, '');
        unreadable.set(name, [...(unreadable.get(name) ?? []), formatProblem(problem)]);
      }
      return [
        { ...task, probes: probes.filter((probe) => !unreadable.has(probe.name)) },
        {
          probes: true,
          outside: {
            invalidProbes: [...unreadable].map(([name, reasons]) => ({ name, reason: reasons.join('; ') })),
          },
        },
      ];
    },
  };
}

/** False passes and false failures over every task of a round, and the probes that did not count. */
function roundTotals(results: readonly TaskValidation[]) {
  const rounds = results.flatMap((task) => (task.round ? [task.round] : []));
  const sum = (count: (round: (typeof rounds)[number]) => number): number =>
    rounds.reduce((total, round) => total + count(round), 0);
  return {
    countedAlternatives: sum((round) => round.alternatives),
    countedWrong: sum((round) => round.wrong),
    falsePasses: sum((round) => round.falsePasses.length),
    falseFailures: sum((round) => round.falseFailures.length),
    invalidProbes: sum((round) => round.invalid.length),
  };
}

/** A round's table: per task its false verdicts, then each of them and the invalid probes apart. */
function formatRound(results: readonly TaskValidation[], verbose: boolean): string {
  const yesNo = (value: boolean): string => (value ? 'yes' : 'no');
  let out = `${formatTable(
    [
      'task',
      'reference passed',
      'noop failed',
      'alternatives',
      'false failures',
      'wrong',
      'false passes',
      'invalid probes',
    ],
    results.map((task) => [
      task.id,
      task.skipped ? 'skipped' : yesNo(task.referencePassed),
      task.skipped ? 'skipped' : yesNo(task.noopFailed),
      String(task.round?.alternatives ?? '-'),
      String(task.round?.falseFailures.length ?? '-'),
      String(task.round?.wrong ?? '-'),
      String(task.round?.falsePasses.length ?? '-'),
      String(task.round?.invalid.length ?? '-'),
    ]),
  )}\n`;
  for (const task of results) {
    if (task.skipped) out += `  ${task.id}: skipped: ${task.skipped}\n`;
    for (const error of task.errors) out += `  ${task.id}: ${error}\n`;
    const probe = (name: string) => task.probes?.find((each) => each.name === name);
    for (const name of task.round?.falsePasses ?? [])
      out += `  ${task.id}: false pass: ${name} (${probe(name)?.why ?? ''}): no required checkpoint failed\n`;
    for (const name of task.round?.falseFailures ?? [])
      out += `  ${task.id}: false failure: ${name} (${probe(name)?.why ?? ''}): ${probe(name)?.failedCheckpoints.join('; ') ?? ''}\n`;
    if (verbose) out += formatDetails(task);
  }
  const invalid = results.flatMap((task) =>
    (task.round?.invalid ?? []).map((each) => ({ task: task.id, ...each })),
  );
  if (invalid.length > 0) {
    out += 'invalid probes (not counted):\n';
    for (const each of invalid) out += `  ${each.task}: ${each.name}: ${each.reason}\n`;
  }
  const totals = roundTotals(results);
  const counted = totals.countedAlternatives + totals.countedWrong;
  const wrongVerdicts = totals.falsePasses + totals.falseFailures;
  const share = counted === 0 ? '' : ` (${((100 * wrongVerdicts) / counted).toFixed(1)}%)`;
  const broken = results.filter((task) => !task.valid).length;
  out += `round over ${results.length} tasks: ${totals.falsePasses} false passes of ${totals.countedWrong} wrong plans, ${totals.falseFailures} false failures of ${totals.countedAlternatives} alternatives; ${wrongVerdicts} false verdicts of ${counted}${share}; ${totals.invalidProbes} invalid probes not counted`;
  if (broken > 0) out += `; ${broken} tasks invalid`;
  return `${out}\n`;
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
    beside: besideTotals(probes),
  };
}

/**
 * Per checkpoint beside the required ones (a second verdict, as tau2's verified reward): the probes it
 * judged right, alternatives passed and wrong plans failed, against the required checkpoints' verdicts.
 */
function besideTotals(probes: readonly ProbeResult[]) {
  const names = [...new Set(probes.flatMap((probe) => probe.beside.map((checkpoint) => checkpoint.name)))];
  return names.map((name) => {
    const judged = probes.flatMap((probe) => {
      const checkpoint = probe.beside.find((each) => each.name === name);
      return checkpoint && probe.error === undefined ? [{ probe, passed: checkpoint.passed }] : [];
    });
    const right = (passed: boolean, probe: ProbeResult) => passed === (probe.kind === 'alternative');
    return {
      name,
      probes: judged.length,
      right: judged.filter(({ probe, passed }) => right(passed, probe)).length,
      rightByRequired: judged.filter(({ probe }) => right(probe.passed, probe)).length,
      caughtWhereRequiredMissed: judged.filter(
        ({ probe, passed }) => probe.kind === 'wrong' && probe.passed && !passed,
      ).length,
    };
  });
}

function summarize(task: TaskValidation): string {
  if (task.skipped) return `skipped (${task.skipped.split('\n')[0]})`;
  const parts = [task.valid ? 'valid' : `INVALID (${task.errors.length} problems)`];
  if (task.round) {
    const { falsePasses, falseFailures, invalid } = task.round;
    parts.push(
      `${falsePasses.length} false passes, ${falseFailures.length} false failures, ${invalid.length} invalid probes`,
    );
    return parts.join(', ');
  }
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
  // A checkpoint beside the required ones is worth a line where it catches what they accept (tau2's verified reward).
  for (const beside of totals.beside.filter((each) => each.caughtWhereRequiredMissed > 0))
    out += `\nbeside the required checkpoints, ${beside.name} judges ${beside.right}/${beside.probes} probes right (the required ones ${beside.rightByRequired}/${beside.probes}) and catches ${beside.caughtWhereRequiredMissed} wrong plans they accept`;
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
    for (const checkpoint of probe.beside)
      out += `    ${checkpoint.passed ? '✓' : '✗'} ${checkpoint.name} (beside the required checkpoints)\n`;
    for (const call of probe.failedToolCalls)
      out += `    ! step ${call.step + 1} ${call.tool}: ${call.error}\n`;
  }
  return out;
}
