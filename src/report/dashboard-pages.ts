import type { RunOverview } from '../store/index.ts';
import type { CellFilter } from './html-report.ts';
import { PAGE_STYLE, escapeHtml } from './html.ts';
import type { MetricCell } from './metrics.ts';

export const DASHBOARD_NAVIGATION = '<nav><a href="/">Runs</a></nav>';

/** A dashboard page with the shared style and navigation. */
export function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body><header><h1>${escapeHtml(title)}</h1>${DASHBOARD_NAVIGATION}</header><main>${body}</main></body></html>
`;
}

export function reportHref(runIds: readonly string[]): string {
  return `/report?runs=${encodeURIComponent(runIds.join(','))}`;
}

export function cellsHref(runIds: readonly string[], filter: CellFilter): string {
  const query = new URLSearchParams({ runs: runIds.join(',') });
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) query.set(key, value);
  return `/cells?${query.toString()}`;
}

/** The runs in the store, newest first; pick one or several to report on. */
export function renderRunsPage(runs: readonly RunOverview[]): string {
  if (runs.length === 0) {
    return renderPage(
      'mcp-arena runs',
      '<section><p>No runs in this store yet. Start one with <code>mcp-arena run suites/core</code>.</p></section>',
    );
  }
  const rows = runs.map(
    (run) => `<tr><td><input type="checkbox" name="run" value="${escapeHtml(run.id)}"></td>
      <td><a class="run-link" href="${escapeHtml(reportHref([run.id]))}">${escapeHtml(run.id)}</a></td>
      <td>${escapeHtml(run.createdAt.toISOString())}</td><td>${escapeHtml(run.config.models.join(', '))}</td>
      <td>${escapeHtml(run.config.modes.join(', '))}</td><td class="num">${run.config.repeats}</td>
      <td class="num">${run.cells}</td><td class="num">${run.passed}</td><td class="num">${run.failed}</td>
      <td class="num">${run.errors}</td></tr>`,
  );
  return renderPage(
    'mcp-arena runs',
    `<section><h2>Runs</h2>
    <form method="get" action="/report" id="runs-form" onsubmit="var ids=[].map.call(this.querySelectorAll('input[name=run]:checked'),function(b){return b.value});this.runs.value=ids.join(',');">
    <input type="hidden" name="runs"><table id="runs-table"><thead><tr><th></th><th>run</th><th>started</th><th>models</th>
    <th>modes</th><th>repeats</th><th>cells</th><th>passed</th><th>failed</th><th>errors</th></tr></thead>
    <tbody>${rows.join('')}</tbody></table><p><button type="submit">Report on the selected runs</button></p></form></section>`,
  );
}

/** The cells behind a table cell of the report, each linking to its trajectory. */
export function renderCellsPage(
  runIds: readonly string[],
  filter: CellFilter,
  cells: readonly MetricCell[],
): string {
  const description = Object.entries(filter)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  const rows = cells.map((cell) => {
    const statusClass = cell.status === 'passed' ? 'pass' : cell.status === 'failed' ? 'fail' : 'err';
    return `<tr><td><a class="cell-link" href="/cell/${encodeURIComponent(cell.id)}">${escapeHtml(cell.taskId)}</a></td>
      <td>${escapeHtml(cell.model)}</td><td>${escapeHtml(cell.mode)}</td><td class="num">${cell.repeat}</td>
      <td><span class="badge ${statusClass}">${escapeHtml(cell.status)}</span></td><td class="num">${cell.score.toFixed(3)}</td>
      <td class="num">${cell.turns}</td><td class="num">${cell.toolCalls}</td><td class="num">${cell.failedToolCalls}</td>
      <td class="num">${cell.costUsd === null ? 'unknown' : `$${cell.costUsd.toFixed(4)}`}</td>
      <td class="num">${(cell.durationMs / 1000).toFixed(1)}</td>
      <td>${cell.error ? escapeHtml(`${cell.outcome ?? 'error'}: ${cell.error}`) : ''}</td></tr>`;
  });
  return renderPage(
    `Cells: ${description || 'all'}`,
    `<section><p><a href="${escapeHtml(reportHref(runIds))}">← report</a></p><h2>${cells.length} cells</h2>
    <table id="cells-table"><thead><tr><th>task</th><th>model</th><th>mode</th><th>repeat</th><th>status</th><th>score</th>
    <th>turns</th><th>calls</th><th>failed</th><th>cost</th><th>seconds</th><th>error</th></tr></thead>
    <tbody>${rows.join('')}</tbody></table></section>`,
  );
}
