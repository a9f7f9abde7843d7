// The report's tables of systems: the leaderboard and the breakdowns by category and difficulty.
import type { Estimate } from './bootstrap.ts';
import type { Report, ReportGroup } from './build-report.ts';
import {
  formatCostParts,
  formatCount,
  formatMean,
  formatMeanInterval,
  formatRate,
  formatRateInterval,
} from './format-estimate.ts';
import type { GroupKey } from './group-cells.ts';
import { escapeHtml } from './html.ts';
import { passColumns } from './pass-columns.ts';

export type CellFilter = Partial<Record<GroupKey, string>>;
/** Wraps a table cell's HTML in a link to the cells behind it (the dashboard), or leaves it as it is. */
export type Link = (filter: CellFilter, html: string) => string;

export const num = (html: string): string => `<td class="num">${html}</td>`;
export const text = (value: string): string => escapeHtml(value);

/** A value that links to its cells, with a muted second line (its 95% interval, a count) when given. */
function estimateCell(link: (html: string) => string, value: string, below = ''): string {
  return num(`${link(text(value))}${below ? `<span class="sub">${text(below)}</span>` : ''}`);
}

export function leaderboardTables(report: Report, link: Link): string {
  const passes = passColumns(report.leaderboard.map((group) => group.metrics.passAtK));
  const table = (
    id: string,
    headers: string[],
    cells: (group: ReportGroup, linked: (html: string) => string) => string[],
  ) => {
    const rows = report.leaderboard.map((group) => {
      const filter: CellFilter = { model: group.key.model!, mode: group.key.mode! };
      const linked = (html: string): string => link(filter, html);
      return `<tr><td>${linked(text(group.key.model!))}</td><td>${linked(text(group.key.mode!))}</td>${cells(group, linked).join('')}</tr>`;
    });
    return `<table id="${id}"><thead><tr><th>model</th><th>mode</th>${headers
      .map((name) => `<th class="num">${text(name)}</th>`)
      .join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
  };
  const rate = (estimate: Estimate, linked: (html: string) => string): string =>
    estimateCell(linked, formatRate(estimate, false), formatRateInterval(estimate));
  const mean = (estimate: Estimate, digits: number, linked: (html: string) => string): string =>
    estimateCell(linked, formatMean(estimate, digits, false), formatMeanInterval(estimate, digits));

  const success = table(
    'leaderboard-table',
    ['tasks', 'cells', 'errors', 'success', 'score', ...passes.map((column) => column.label)],
    ({ metrics }, linked) => [
      estimateCell(linked, String(metrics.tasks)),
      estimateCell(linked, String(metrics.cells)),
      estimateCell(linked, String(metrics.errors)),
      rate(metrics.successRate, linked),
      mean(metrics.score, 3, linked),
      ...passes.map((column) => {
        const estimate = column.estimateOf(metrics.passAtK);
        return estimateCell(linked, estimate ? formatRate(estimate, false) : metrics.passAtK ? '—' : 'n/a');
      }),
    ],
  );
  const effort = table(
    'effort-table',
    [
      'turns',
      'tool calls',
      'failed calls',
      'unknown tools',
      'input tok',
      'output tok',
      'cached tok',
      'reasoning tok',
      'cost / task',
      'seconds',
    ],
    ({ metrics }, linked) => {
      const cost = formatCostParts(metrics.cost);
      return [
        mean(metrics.turns, 1, linked),
        mean(metrics.toolCalls, 1, linked),
        estimateCell(linked, formatRate(metrics.failedCallRate, false)),
        estimateCell(linked, formatRate(metrics.unknownToolRate, false)),
        estimateCell(linked, formatCount(metrics.inputTokens)),
        estimateCell(linked, formatCount(metrics.outputTokens)),
        estimateCell(linked, formatCount(metrics.cachedInputTokens)),
        estimateCell(linked, formatCount(metrics.reasoningTokens)),
        estimateCell(linked, cost.value, cost.priced),
        estimateCell(linked, formatMean(metrics.durationSeconds, 1, false)),
      ];
    },
  );
  const leftOut = report.leaderboard.reduce(
    (sum, group) => sum + (group.metrics.passAtK?.tasksLeftOut ?? 0),
    0,
  );
  const passNote =
    passes.length > 1
      ? ` pass@k and pass^k (k = the full number of repeats) count only tasks with all k repeats${
          leftOut > 0 ? ` (${leftOut} task × system unit(s) left out)` : ''
        }.`
      : '';
  return `<h3>Success</h3><div class="scroll">${success}</div>
    <h3>Effort and cost</h3><div class="scroll">${effort}</div>
    <p class="note">Below a value: its 95% interval.${passNote} Failed / unknown-tool calls are shares of all tool calls;
    means are per cell; seconds from start to stored result.</p>`;
}

/** Success per category (or difficulty): one row per value, so many categories grow the table down, not across. */
export function breakdownTable(
  report: Report,
  groups: ReportGroup[],
  key: 'category' | 'difficulty',
  link: Link,
): string {
  const values = [...new Set(groups.map((group) => group.key[key]!))];
  const rows = values.map((value) => {
    const cells = report.systems.map((system) => {
      const group = groups.find(
        (candidate) =>
          candidate.key.model === system.model &&
          candidate.key.mode === system.mode &&
          candidate.key[key] === value,
      );
      if (!group) return num('');
      return estimateCell(
        (html) => link({ model: system.model, mode: system.mode, [key]: value }, html),
        formatRate(group.metrics.successRate, false),
        `${group.metrics.passed}/${group.metrics.judged}`,
      );
    });
    return `<tr><td>${text(value)}</td>${cells.join('')}</tr>`;
  });
  return `<div class="scroll"><table id="${key}-table">${systemsHeader(report, [key])}<tbody>${rows.join(
    '',
  )}</tbody></table></div>`;
}

/**
 * A table head with a column per system: each model once over its modes (systems come grouped by model),
 * so columns are as narrow as a mode's name. The `leading` headers span both rows.
 */
export function systemsHeader(report: Report, leading: string[], modeClass = 'num'): string {
  const models = [...new Set(report.systems.map((system) => system.model))];
  return `<thead><tr>${leading.map((name) => `<th rowspan="2">${text(name)}</th>`).join('')}${models
    .map(
      (model) =>
        `<th colspan="${report.systems.filter((system) => system.model === model).length}" class="group">${text(model)}</th>`,
    )
    .join('')}</tr><tr>${report.systems
    .map((system) => `<th class="${modeClass}">${text(system.mode)}</th>`)
    .join('')}</tr></thead>`;
}
