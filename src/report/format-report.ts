import { formatCost, formatCount, formatMean, formatP, formatRate } from './format-estimate.ts';
import { formatTable } from './format-table.ts';
import { passColumns } from './pass-columns.ts';
import type { Report, ReportGroup } from './build-report.ts';

/** The report as terminal tables: grouped metrics, optional judge/retrieval/failure tables, comparisons. */
export function formatReport(report: Report): string {
  const sections: string[] = [];
  const runs = report.runs.map((run) => run.id).join(', ');
  sections.push(
    `runs ${runs}: ${report.overall.cells} cells, ${report.overall.passed} passed, ${report.overall.failed} failed, ` +
      `${report.overall.errors} errors (errors are infrastructure faults, left out of every rate). ` +
      `Brackets: 95% bootstrap CI over tasks.`,
  );
  sections.push(formatGroups(report));
  const confined = confinementLines(report);
  if (confined.length > 0) sections.push(`Confined agents\n${confined.join('\n')}`);

  const withLikert = report.groups.filter((group) => group.metrics.likert);
  if (withLikert.length > 0) {
    sections.push(
      `Judge (Likert)\n${formatTable(
        [...report.by, 'verdicts', 'TSR', 'ARS', 'ATS'],
        withLikert.map((group) => [
          ...keyColumns(report, group),
          group.metrics.likert!.cells,
          formatRate(group.metrics.likert!.tsr),
          formatRate(group.metrics.likert!.ars),
          formatRate(group.metrics.likert!.ats),
        ]),
      )}`,
    );
  }
  const withPeople = report.groups.filter((group) => group.metrics.peopleSimulator);
  if (withPeople.length > 0) {
    sections.push(
      `Simulated people (judge people: cells where a simulated person broke their declaration are people-simulator faults, not the agent's)\n${formatTable(
        [
          ...report.by,
          'judged',
          'faults',
          'fault rate',
          'success',
          'without simulator faults',
          'score w/o faults',
          'pass^k w/o faults',
        ],
        withPeople.map((group) => [
          ...keyColumns(report, group),
          group.metrics.peopleSimulator!.cells,
          group.metrics.peopleSimulator!.faults,
          formatRate(group.metrics.peopleSimulator!.faultRate),
          formatRate(group.metrics.successRate),
          formatRate(group.metrics.peopleSimulator!.successRate),
          formatMean(group.metrics.peopleSimulator!.score, 3),
          group.metrics.peopleSimulator!.passHatK
            ? formatRate(group.metrics.peopleSimulator!.passHatK, false)
            : '-',
        ]),
      )}`,
    );
  }
  const withRetrieval = report.groups.filter((group) => group.metrics.retrieval);
  if (withRetrieval.length > 0) {
    sections.push(
      `Retrieval\n${formatTable(
        [...report.by, 'cells', 'recall', 'query words'],
        withRetrieval.map((group) => [
          ...keyColumns(report, group),
          group.metrics.retrieval!.cells,
          formatRate(group.metrics.retrieval!.recall),
          formatMean(group.metrics.retrieval!.queryLength, 1),
        ]),
      )}`,
    );
  }
  const classes = [
    ...new Set(report.groups.flatMap((group) => Object.keys(group.metrics.failureClasses ?? {}))),
  ].sort();
  if (classes.length > 0) {
    sections.push(
      `Failure classes (failed cells)\n${formatTable(
        [...report.by, ...classes],
        report.groups.map((group) => [
          ...keyColumns(report, group),
          ...classes.map((name) => group.metrics.failureClasses?.[name] ?? 0),
        ]),
      )}`,
    );
  }

  if (report.comparisons.length > 0) {
    sections.push(
      `Paired comparisons (same tasks; McNemar exact on success pairs, paired bootstrap on score)\n${formatTable(
        ['A', 'B', 'pairs', 'A only', 'B only', 'McNemar p', 'score A−B', 'bootstrap p'],
        report.comparisons.map(({ a, b, comparison }) => [
          a.label,
          b.label,
          comparison.pairs,
          comparison.onlyA,
          comparison.onlyB,
          formatP(comparison.mcnemarP),
          formatMean(comparison.scoreDifference, 3),
          formatP(comparison.bootstrapP),
        ]),
      )}`,
    );
  }
  if (report.errors.length > 0) {
    sections.push(
      `Errors (infrastructure faults, left out of every rate)\n${formatTable(
        ['task', 'model', 'mode', 'repeat', 'kind', 'error'],
        report.errors.map((error) => [
          error.taskId,
          error.model,
          error.mode,
          error.repeat,
          error.outcome ?? '-',
          error.error,
        ]),
      )}`,
    );
  }
  if (report.retries.length > 0) {
    sections.push(
      `Retried tries (infrastructure errors the runner tried again)\n${formatTable(
        ['task', 'model', 'mode', 'repeat', 'try', 'worker', 'tokens in/out', 'cost', 'kind', 'error'],
        report.retries.map((retry) => [
          retry.taskId,
          retry.model,
          retry.mode,
          retry.repeat,
          retry.attempt,
          retry.worker,
          retry.inputTokens === null ? '-' : `${retry.inputTokens}/${retry.outputTokens}`,
          retry.costUsd === null ? 'unknown' : `$${retry.costUsd.toFixed(4)}`,
          retry.outcome,
          retry.error,
        ]),
      )}`,
    );
  }
  return `${sections.join('\n\n')}\n`;
}

function keyColumns(report: Report, group: ReportGroup): string[] {
  return report.by.map((key) => group.key[key] ?? '');
}

function formatGroups(report: Report): string {
  const passes = passColumns(report.groups.map((group) => group.metrics.passAtK));
  const table = formatTable(
    [
      ...report.by,
      'tasks',
      'cells',
      'errors',
      'success',
      'score',
      ...passes.map((column) => column.label),
      'turns',
      'calls',
      'failed calls',
      'unknown tools',
      'input tok',
      'output tok',
      'cost/task',
      'seconds',
    ],
    report.groups.map((group) => {
      const metrics = group.metrics;
      return [
        ...keyColumns(report, group),
        metrics.tasks,
        metrics.cells,
        metrics.errors,
        formatRate(metrics.successRate),
        formatMean(metrics.score, 3),
        ...passes.map((column) => {
          const estimate = column.estimateOf(metrics.passAtK);
          return estimate ? formatRate(estimate, false) : metrics.passAtK ? '-' : 'n/a';
        }),
        formatMean(metrics.turns, 1),
        formatMean(metrics.toolCalls, 1),
        formatRate(metrics.failedCallRate, false),
        formatRate(metrics.unknownToolRate, false),
        formatCount(metrics.inputTokens),
        formatCount(metrics.outputTokens),
        formatCost(metrics.cost),
        formatMean(metrics.durationSeconds, 1, false),
      ];
    }),
  );
  const leftOut = report.groups.reduce((sum, group) => sum + (group.metrics.passAtK?.tasksLeftOut ?? 0), 0);
  const note =
    leftOut > 0
      ? `\npass@k and pass^k count only tasks with the full number of repeats; ${leftOut} task×model×mode unit(s) left out.`
      : '';
  return `${table}${note}`;
}

/** One line per system whose agent ran confined: how many of its cells, and how. */
export function confinementLines(report: Report): string[] {
  return report.systems.flatMap((system) =>
    system.confined
      ? [
          `${system.label}: ${system.confined.cells} of ${system.confined.of} cells ran confined (${system.confined.how.join('; ')})`,
        ]
      : [],
  );
}
