import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ArenaError } from '../errors.ts';
import type { RunRecord, Store } from '../store/index.ts';
import { buildReport } from './build-report.ts';
import {
  DASHBOARD_NAVIGATION,
  cellsHref,
  renderCellsPage,
  renderPage,
  renderRunsPage,
} from './dashboard-pages.ts';
import { GROUP_KEYS, type GroupKey, groupValue, parseGroupKeys } from './group-cells.ts';
import { type CellFilter, readEchartsScript, renderHtmlReport } from './html-report.ts';
import type { MetricCell } from './metrics.ts';
import { escapeHtml } from './html.ts';
import { type TrajectoryExtras, renderTrajectory } from './trajectory-page.ts';

export interface DashboardOptions {
  store: Store;
  /** 0 picks a free port. */
  port: number;
  /** Loopback only by default: the dashboard has no authentication. */
  host?: string;
  /**
   * The cells the report views count, with what later stages added (judge verdicts, failure classes,
   * retrieval stats); by default the store's cells as they are.
   */
  loadMetricCells?: (runIds: readonly string[]) => Promise<MetricCell[]>;
  /** What later stages stored about a cell (verdicts, failure class, retrieval), for the trajectory viewer. */
  loadCellExtras?: (cellId: string) => Promise<TrajectoryExtras>;
}

export interface Dashboard {
  url: string;
  close(): Promise<void>;
}

class NotFound extends Error {}

/** A read-only web dashboard over the store: runs, the report's views, cells and their trajectories. */
export async function startDashboard(options: DashboardOptions): Promise<Dashboard> {
  const { store } = options;
  let echarts: string | undefined;
  const loadCells = options.loadMetricCells ?? ((runIds: readonly string[]) => store.listCellsOf(runIds));

  const routes = async (url: URL): Promise<{ type: string; body: string }> => {
    const html = (body: string): { type: string; body: string } => ({
      type: 'text/html; charset=utf-8',
      body,
    });
    const json = (value: unknown): { type: string; body: string } => ({
      type: 'application/json; charset=utf-8',
      body: JSON.stringify(value),
    });
    if (url.pathname === '/') return html(renderRunsPage(await store.listRuns()));
    if (url.pathname === '/assets/echarts.min.js') {
      echarts ??= readEchartsScript();
      return { type: 'text/javascript; charset=utf-8', body: echarts };
    }
    if (url.pathname === '/api/runs') return json(await store.listRuns());
    if (url.pathname === '/report' || url.pathname === '/api/report') {
      const runIds = runIdsOf(url);
      const runs = await getRuns(store, runIds);
      const by = url.searchParams.get('by');
      const cells = await loadCells(runIds);
      const attempts = (await Promise.all(runIds.map((id) => store.listAttempts(id)))).flat();
      const report = buildReport(runs, cells, { attempts, ...(by ? { by: groupKeysOf(by) } : {}) });
      if (url.pathname === '/api/report') return json(report);
      return html(
        renderHtmlReport(report, {
          echartsUrl: '/assets/echarts.min.js',
          linkCells: (filter) => cellsHref(runIds, filter),
          navigation: DASHBOARD_NAVIGATION,
        }),
      );
    }
    if (url.pathname === '/cells') {
      const runIds = runIdsOf(url);
      await getRuns(store, runIds);
      const filter = filterOf(url);
      const cells = (await loadCells(runIds)).filter((cell) => matches(cell, filter));
      return html(renderCellsPage(runIds, filter, cells));
    }
    const cellMatch = /^\/cell\/([^/]+)$/.exec(url.pathname);
    if (cellMatch) {
      const id = decodeURIComponent(cellMatch[1]!);
      const cell = await store.getCell(id);
      const [turns, checkpoints, extras, runAttempts] = await Promise.all([
        store.loadTurns(id),
        store.loadCheckpoints(id),
        options.loadCellExtras?.(id) ?? Promise.resolve({}),
        store.listAttempts(cell.runId),
      ]);
      const attempts = runAttempts.filter(
        (attempt) =>
          attempt.taskId === cell.taskId &&
          attempt.model === cell.model &&
          attempt.mode === cell.mode &&
          attempt.repeat === cell.repeat,
      );
      return html(
        renderPage(
          `${cell.taskId} · ${cell.model} · ${cell.mode} · #${cell.repeat}`,
          `<p><a href="${escapeHtml(cellsHref([cell.runId], { task: cell.taskId, model: cell.model, mode: cell.mode }))}">← cells</a></p>${renderTrajectory({ cell, turns, checkpoints, extras, attempts })}`,
        ),
      );
    }
    throw new NotFound(url.pathname);
  };

  // Filled in once the port is known: Host and Origin must name this dashboard, so a page that rebinds
  // its own name to 127.0.0.1 (DNS rebinding) cannot read trajectories.
  let allowedHosts = new Set<string>();
  let allowedOrigins = new Set<string>();
  const server = http.createServer((request, response) => {
    const origin = request.headers.origin;
    if (
      !allowedHosts.has(request.headers.host ?? '') ||
      (origin !== undefined && !allowedOrigins.has(origin))
    ) {
      response.writeHead(403, { 'content-type': 'text/plain' }).end('Host or Origin not allowed\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response
        .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' })
        .end('read-only dashboard\n');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    routes(url).then(
      ({ type, body }) => {
        response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        const status = error instanceof NotFound ? 404 : error instanceof ArenaError ? 400 : 500;
        const message =
          error instanceof NotFound
            ? `Nothing at ${error.message}.`
            : `${(error as Error).message ?? String(error)}`;
        if (status === 500) process.stderr.write(`dashboard: ${(error as Error).stack ?? String(error)}\n`);
        response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          renderPage(
            status === 404 ? 'Not found' : 'Cannot show this',
            `<section><p>${escapeHtml(message)}</p></section>`,
          ),
        );
      },
    );
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const names = new Set([host.includes(':') ? `[${host}]` : host, 'localhost', '127.0.0.1', '[::1]']);
  allowedHosts = new Set([...names].map((name) => `${name}:${port}`));
  allowedOrigins = new Set([...names].map((name) => `http://${name}:${port}`));
  return {
    url: `http://${host}:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function groupKeysOf(value: string): GroupKey[] {
  try {
    return parseGroupKeys(value);
  } catch (error) {
    throw new ArenaError('USAGE', (error as Error).message);
  }
}

function runIdsOf(url: URL): string[] {
  const ids = (url.searchParams.get('runs') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (ids.length === 0) throw new ArenaError('USAGE', 'pick at least one run (?runs=ID,ID)');
  return [...new Set(ids)];
}

async function getRuns(store: Store, runIds: string[]): Promise<RunRecord[]> {
  return Promise.all(runIds.map((id) => store.getRun(id)));
}

function filterOf(url: URL): CellFilter {
  const filter: CellFilter = {};
  for (const key of GROUP_KEYS) {
    const value = url.searchParams.get(key);
    if (value !== null) filter[key] = value;
  }
  return filter;
}

function matches(cell: MetricCell, filter: CellFilter): boolean {
  return (Object.entries(filter) as Array<[GroupKey, string]>).every(
    ([key, value]) => groupValue(cell, key) === value,
  );
}
