import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Report, TaskGridCell } from './build-report.ts';
import { formatCost, formatMean, formatP, formatRate } from './format-estimate.ts';
import { confinementLines } from './format-report.ts';
import { PAGE_STYLE, escapeHtml, scriptJson } from './html.ts';
import {
  breakdownTable,
  type CellFilter,
  leaderboardTables,
  type Link,
  num,
  systemsHeader,
  text,
} from './html-tables.ts';
import { buildCharts } from './report-charts.ts';

export type { CellFilter, Link } from './html-tables.ts';

export interface HtmlReportOptions {
  /** Load ECharts from this URL (the dashboard); by default its build is inlined, so the file opens offline. */
  echartsUrl?: string;
  /** Link from a table cell to the trajectories behind it (the dashboard); plain text without. */
  linkCells?: (filter: CellFilter) => string;
  /** HTML put above the report (the dashboard's navigation). */
  navigation?: string;
}

/** Reads the ECharts UMD build from node_modules. */
export function readEchartsScript(): string {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve('echarts/dist/echarts.min.js'), 'utf8');
}

/** The whole report as one HTML page; with default options, self-contained (no network needed). */
export function renderHtmlReport(report: Report, options: HtmlReportOptions = {}): string {
  const charts = buildCharts(report);
  const chartIds = new Set(charts.map((chart) => chart.id));
  const link = (filter: CellFilter, html: string): string =>
    options.linkCells ? `<a href="${escapeHtml(options.linkCells(filter))}">${html}</a>` : html;
  const chart = (id: string, note: string, heading = true): string => {
    const spec = charts.find((candidate) => candidate.id === id);
    if (!spec) return `<p class="note">${escapeHtml(note)}</p>`;
    const height = spec.height === undefined ? '' : ` style="height: ${spec.height}px"`;
    return `<div>${heading ? `<h3>${escapeHtml(spec.title)}</h3>` : ''}<div class="chart" id="${id}"${height} data-chart></div></div>`;
  };
  const echarts = options.echartsUrl
    ? `<script src="${escapeHtml(options.echartsUrl)}"></script>`
    : `<script>${readEchartsScript().replace(/<\/script/gi, '<\\/script')}</script>`;
  const title = `mcp-arena report: ${report.runs.map((run) => run.id).join(', ')}`;

  const body = [
    summarySection(report),
    `<section id="leaderboard"><h2>Leaderboard</h2>${leaderboardTables(report, link)}
      ${chart('chart-leaderboard', 'No judged cells to rank.')}</section>`,
    `<section id="breakdown"><h2>Success by category and difficulty</h2>
      <p class="note">Success rate per tool-using system; below it, passed / judged cells.</p>
      <h3>By category</h3><div class="pair">${breakdownTable(report, report.byCategory, 'category', link)}${chart(
        'chart-category',
        'No categories.',
        false,
      )}</div>
      <h3>By difficulty</h3><div class="pair">${breakdownTable(report, report.byDifficulty, 'difficulty', link)}${chart(
        'chart-difficulty',
        'No difficulties.',
        false,
      )}</div></section>`,
    `<section id="modes"><h2>Tool surfaces side by side</h2>
      <p class="note">Each model under every tool surface it ran: oracle (the task's tools only), servers (every tool of the task's apps), retrieval (find the tools first).</p>
      ${modesTable(report, link)}${chart('chart-modes', 'No modes.')}</section>`,
    `<section id="cost"><h2>Cost vs success</h2>${chart(
      'chart-cost',
      'No system has a known cost: cost is unknown, not zero, when a model has no price.',
    )}${costNote(report)}</section>`,
    judgeSections(report, link),
    `<section id="failures"><h2>Failure classes</h2>${
      chartIds.has('chart-failures')
        ? chart('chart-failures', '')
        : '<p class="note">No failure classes recorded for these runs.</p>'
    }</section>`,
    `<section id="distributions"><h2>Tokens and turns</h2><div class="charts">${chart(
      'chart-tokens',
      'No judged cells.',
    )}${chart('chart-turns', 'No judged cells.')}</div></section>`,
    comparisonsSection(report, link),
    errorsSection(report, link),
    retriesSection(report),
    `<section id="tasks"><h2>Per task</h2>${taskGrid(report, link)}</section>`,
  ].join('\n');

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body><header><h1>${escapeHtml(title)}</h1>${options.navigation ?? ''}</header>
<main>${body}</main>
${echarts}
<script type="application/json" id="chart-data">${scriptJson(charts)}</script>
<script>${CHART_SCRIPT}</script>
</body></html>
`;
}

/** Draws every chart of the embedded JSON with ECharts and marks each container when drawn. */
const CHART_SCRIPT = `
(function () {
  var charts = JSON.parse(document.getElementById('chart-data').textContent);
  var instances = [];
  charts.forEach(function (spec) {
    var element = document.getElementById(spec.id);
    if (!element) return;
    var instance = echarts.init(element);
    instance.setOption(spec.option);
    element.setAttribute('data-rendered', 'true');
    element.setAttribute('data-points', String(spec.points));
    instances.push(instance);
  });
  window.addEventListener('resize', function () { instances.forEach(function (instance) { instance.resize(); }); });
})();
`;

function confinedList(report: Report): string {
  const lines = confinementLines(report);
  return lines.length === 0
    ? ''
    : `<p>Confined agents:</p><ul id="confined">${lines.map((line) => `<li>${text(line)}</li>`).join('')}</ul>`;
}

function summarySection(report: Report): string {
  const overall = report.overall;
  const runs = report.runs
    .map(
      (run) =>
        `<li><b>${text(run.id)}</b> (${text(run.createdAt)}): models ${text(run.models.join(', '))}; modes ${text(
          run.modes.join(', '),
        )}; ${run.repeats} repeat(s)</li>`,
    )
    .join('');
  return `<section id="summary"><h2>Summary</h2><ul>${runs}</ul>
    <p>${overall.cells} cells over ${overall.tasks} tasks: ${overall.passed} passed, ${overall.failed} failed,
    <b>${overall.errors} errors</b> (infrastructure faults, shown here and left out of every rate and mean).
    Success ${formatRate(overall.successRate)}, score ${formatMean(overall.score, 3)}.</p>${confinedList(report)}
    <p class="note">Brackets are 95% percentile-bootstrap confidence intervals that resample tasks (a task's repeats stay together).
    Generated ${text(report.generatedAt)}.</p></section>`;
}

function modesTable(report: Report, link: Link): string {
  const models = [...new Set(report.systems.map((system) => system.model))];
  const modes = [...new Set(report.systems.map((system) => system.mode))];
  const rows = models.map((model) => {
    const cells = modes.flatMap((mode) => {
      const group = report.leaderboard.find((entry) => entry.key.model === model && entry.key.mode === mode);
      if (!group) return [num('—'), num('—'), num('—'), num('—')];
      const filter = { model, mode };
      return [
        num(link(filter, text(formatRate(group.metrics.successRate, false)))),
        num(link(filter, text(formatMean(group.metrics.score, 3, false)))),
        num(link(filter, text(formatMean(group.metrics.toolCalls, 1, false)))),
        num(link(filter, text(formatCost(group.metrics.cost)))),
      ];
    });
    return `<tr><td>${text(model)}</td>${cells.join('')}</tr>`;
  });
  return `<div class="scroll"><table id="modes-table"><thead><tr><th rowspan="2">model</th>${modes
    .map((mode) => `<th colspan="4">${text(mode)}</th>`)
    .join(
      '',
    )}</tr><tr>${modes.map(() => '<th>success</th><th>score</th><th>calls</th><th>cost / task</th>').join('')}</tr></thead>
    <tbody>${rows.join('')}</tbody></table></div>`;
}

function costNote(report: Report): string {
  const partial = report.leaderboard.filter((group) => group.metrics.cost.unknownCells > 0);
  if (partial.length === 0) return '';
  return `<p class="note">Cost unknown (no price) for some cells of ${text(
    partial.map((group) => group.label).join(', '),
  )}: their cost per task counts only the priced cells, and a system with no priced cell is left out of the chart.</p>`;
}

function judgeSections(report: Report, link: Link): string {
  const parts: string[] = [];
  const likert = report.leaderboard.filter((group) => group.metrics.likert);
  if (likert.length > 0) {
    parts.push(`<section id="judge"><h2>Judge verdicts (Likert)</h2><table id="judge-table"><thead><tr>
      <th>model · mode</th><th>verdicts</th><th>TSR</th><th>ARS</th><th>ATS</th></tr></thead><tbody>${likert
        .map((group) => {
          const filter = { model: group.key.model!, mode: group.key.mode! };
          const metrics = group.metrics.likert!;
          const cells = [
            String(metrics.cells),
            formatRate(metrics.tsr),
            formatRate(metrics.ars),
            formatRate(metrics.ats),
          ];
          return `<tr><td>${link(filter, text(group.label))}</td>${cells.map((value) => num(link(filter, text(value)))).join('')}</tr>`;
        })
        .join('')}</tbody></table></section>`);
  }
  const people = report.leaderboard.filter((group) => group.metrics.peopleSimulator);
  if (people.length > 0) {
    parts.push(`<section id="people-simulator"><h2>Simulated people</h2><p class="note">Cells where the people judge
      found a simulated person breaking their declaration are people-simulator faults, not the agent's.</p>
      <table id="people-simulator-table"><thead><tr><th>model · mode</th><th>judged</th><th>faults</th>
      <th>fault rate</th><th>success</th><th>without simulator faults</th><th>score w/o faults</th><th>pass^k w/o faults</th></tr></thead><tbody>${people
        .map((group) => {
          const filter = { model: group.key.model!, mode: group.key.mode! };
          const metrics = group.metrics.peopleSimulator!;
          const cells = [
            String(metrics.cells),
            String(metrics.faults),
            formatRate(metrics.faultRate),
            formatRate(group.metrics.successRate),
            formatRate(metrics.successRate),
            formatMean(metrics.score, 3),
            metrics.passHatK ? formatRate(metrics.passHatK, false) : '—',
          ];
          return `<tr><td>${link(filter, text(group.label))}</td>${cells.map((value) => num(link(filter, text(value)))).join('')}</tr>`;
        })
        .join('')}</tbody></table></section>`);
  }
  const retrieval = report.leaderboard.filter((group) => group.metrics.retrieval);
  if (retrieval.length > 0) {
    parts.push(`<section id="retrieval"><h2>Retrieval</h2><table id="retrieval-table"><thead><tr>
      <th>model · mode</th><th>cells</th><th>recall of oracle tools</th><th>query words</th></tr></thead><tbody>${retrieval
        .map((group) => {
          const filter = { model: group.key.model!, mode: group.key.mode! };
          const metrics = group.metrics.retrieval!;
          const cells = [
            String(metrics.cells),
            formatRate(metrics.recall),
            formatMean(metrics.queryLength, 1),
          ];
          return `<tr><td>${link(filter, text(group.label))}</td>${cells.map((value) => num(link(filter, text(value)))).join('')}</tr>`;
        })
        .join('')}</tbody></table></section>`);
  }
  return parts.join('\n');
}

function comparisonsSection(report: Report, link: Link): string {
  if (report.comparisons.length === 0) {
    return '<section id="comparisons"><h2>Paired comparisons</h2><p class="note">Needs two models or two modes on the same tasks.</p></section>';
  }
  const rows = report.comparisons.map(
    ({ a, b, comparison }) =>
      `<tr><td>${link({ model: a.model, mode: a.mode }, text(a.label))}</td><td>${link(
        { model: b.model, mode: b.mode },
        text(b.label),
      )}</td>${[
        String(comparison.pairs),
        String(comparison.onlyA),
        String(comparison.onlyB),
        formatP(comparison.mcnemarP),
        formatMean(comparison.scoreDifference, 3),
        formatP(comparison.bootstrapP),
      ]
        .map((value) => num(text(value)))
        .join('')}</tr>`,
  );
  return `<section id="comparisons"><h2>Paired comparisons</h2>
    <p class="note">Same tasks, paired by task and repeat. McNemar's exact test on success; paired bootstrap over tasks on the score difference.</p>
    <table id="comparisons-table"><thead><tr><th>A</th><th>B</th><th>pairs</th><th>only A passed</th><th>only B passed</th>
    <th>McNemar p</th><th>score A − B [95% CI]</th><th>bootstrap p</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

function errorsSection(report: Report, link: Link): string {
  if (report.errors.length === 0) return '';
  const rows = report.errors.map(
    (error) =>
      `<tr><td>${link({ task: error.taskId, model: error.model, mode: error.mode }, text(error.taskId))}</td>
      <td>${text(error.model)}</td><td>${text(error.mode)}</td><td class="num">${error.repeat}</td>
      <td>${text(error.outcome ?? '–')}</td><td>${text(error.error)}</td></tr>`,
  );
  return `<section id="errors"><h2>Errors (${report.errors.length})</h2>
    <p class="note">Infrastructure faults (an app that did not start, an interrupted cell): not the agent's failures, so left out of every rate and mean.</p>
    <table id="errors-table"><thead><tr><th>task</th><th>model</th><th>mode</th><th>repeat</th><th>kind</th><th>error</th></tr></thead>
    <tbody>${rows.join('')}</tbody></table></section>`;
}

function retriesSection(report: Report): string {
  if (report.retries.length === 0) return '';
  const rows = report.retries.map(
    (retry) =>
      `<tr><td>${text(retry.taskId)}</td><td>${text(retry.model)}</td><td>${text(retry.mode)}</td>
      <td class="num">${retry.repeat}</td><td class="num">${retry.attempt}</td><td>${text(retry.worker)}</td>
      <td class="num">${retry.inputTokens === null ? '–' : `${retry.inputTokens} / ${retry.outputTokens}`}</td>
      <td class="num">${retry.costUsd === null ? 'unknown' : `$${retry.costUsd.toFixed(4)}`}</td>
      <td>${text(retry.outcome)}</td><td>${text(retry.error)}</td></tr>`,
  );
  return `<section id="retries"><h2>Retried tries (${report.retries.length})</h2>
    <p class="note">Tries that ended in an infrastructure error and were run again; the cell's final result is in the tables above. What a try spent counts in the run's cost.</p>
    <table id="retries-table"><thead><tr><th>task</th><th>model</th><th>mode</th><th>repeat</th><th>try</th><th>worker</th><th>tokens in / out</th><th>cost</th><th>kind</th><th>error</th></tr></thead>
    <tbody>${rows.join('')}</tbody></table></section>`;
}

function squareClass(cell: TaskGridCell): string {
  if (cell.judged === 0) return 'err';
  if (cell.passed === cell.judged) return 'pass';
  return cell.passed === 0 ? 'fail' : 'part';
}

function taskGrid(report: Report, link: Link): string {
  const rows = report.tasks.map((task) => {
    const squares = report.systems.map((system) => {
      const cell = task.cells.find((candidate) => candidate.system === system.label);
      if (!cell) return '<td></td>';
      const label = `${cell.passed}/${cell.judged}${cell.errors > 0 ? ` +${cell.errors}E` : ''}`;
      const tooltip = `${task.taskId} · ${system.label}: ${cell.passed} of ${cell.judged} passed, ${cell.errors} errors, mean score ${
        cell.meanScore === null ? 'n/a' : cell.meanScore.toFixed(2)
      }`;
      return `<td class="square ${squareClass(cell)}" title="${text(tooltip)}">${link(
        { task: task.taskId, model: system.model, mode: system.mode },
        text(label),
      )}</td>`;
    });
    return `<tr><td class="task" title="${text(task.title)}">${text(task.taskId)}</td><td>${text(
      task.category,
    )}</td><td>${text(task.difficulty)}</td>${squares.join('')}</tr>`;
  });
  return `<p class="note">passed / judged repeats; +E = errors. Green: all passed, amber: some, red: none, grey: only errors.</p>
    <div class="scroll"><table class="grid" id="task-grid">${systemsHeader(
      report,
      ['task', 'category', 'difficulty'],
      'mode',
    )}<tbody>${rows.join('')}</tbody></table></div>`;
}
