import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Turn } from '../src/agent/index.ts';
import {
  type Dashboard,
  type MetricCell,
  buildReport,
  renderHtmlReport,
  startDashboard,
} from '../src/report/index.ts';
import { type CellRecord, type RunRecord, Store } from '../src/store/index.ts';
import { CHROMIUM_MISSING, hasChromium, launch, watchedPage } from './browser.ts';
import { repoRoot } from './cli.ts';

if (!hasChromium) console.warn(`Skipping browser tests: ${CHROMIUM_MISSING}`);
const artifacts = path.join(repoRoot, 'test-artifacts');

const TASKS = [
  { id: 'reconcile', category: 'finance', difficulty: 'medium' },
  { id: 'onboard', category: 'hr', difficulty: 'easy' },
  { id: 'audit', category: 'finance', difficulty: 'hard' },
];
const MODELS = ['alpha', 'beta'];
const MODES = ['oracle', 'servers'];
const LONG_OUTPUT = `${'row,'.repeat(1500)}END-OF-OUTPUT`;

function turnsOf(model: string, passed: boolean): Turn[] {
  const usage = (input: number) => ({
    inputTokens: input,
    cachedInputTokens: 100,
    outputTokens: 50,
    reasoningTokens: 10,
    costUsd: model === 'alpha' ? input * 1e-6 : null,
  });
  return [
    {
      index: 0,
      text: 'Reading the ledger first.',
      reasoning: 'The README says where the report goes.',
      toolCalls: [
        {
          id: 'call-1',
          name: 'files__read_text_file',
          arguments: { path: 'ledger.csv' },
          result: LONG_OUTPUT,
          isError: false,
          unknownTool: false,
          durationMs: 4,
        },
        {
          id: 'call-2',
          name: 'files__delete_everything',
          arguments: {},
          result: 'Error: unknown tool',
          isError: true,
          unknownTool: true,
          durationMs: 0,
        },
      ],
      usage: usage(1500),
      modelMs: 300,
      startedAt: '2026-11-22T02:00:00.000Z',
    },
    {
      index: 1,
      text: passed ? 'Filed the report.' : 'I could not finish.',
      toolCalls: [],
      usage: usage(2500),
      modelMs: 200,
      startedAt: '2026-11-22T02:00:01.000Z',
    },
  ];
}

function cellsOf(runId: string): CellRecord[] {
  const cells: CellRecord[] = [];
  for (const task of TASKS) {
    for (const [modelIndex, model] of MODELS.entries()) {
      for (const mode of MODES) {
        for (const repeat of [0, 1, 2]) {
          const error = model === 'beta' && task.id === 'audit' && repeat === 2;
          const passed = !error && (modelIndex + repeat + task.id.length) % 3 !== 0;
          const turns = error ? [] : turnsOf(model, passed);
          const usage = turns.reduce(
            (sum, turn) => ({
              inputTokens: sum.inputTokens + turn.usage.inputTokens,
              cachedInputTokens: sum.cachedInputTokens + turn.usage.cachedInputTokens,
              outputTokens: sum.outputTokens + turn.usage.outputTokens,
              reasoningTokens: sum.reasoningTokens + turn.usage.reasoningTokens,
              costUsd: turn.usage.costUsd === null ? null : (sum.costUsd ?? 0) + turn.usage.costUsd,
            }),
            {
              inputTokens: 0,
              cachedInputTokens: 0,
              outputTokens: 0,
              reasoningTokens: 0,
              costUsd: 0 as number | null,
            },
          );
          cells.push({
            id: `${runId}-${task.id}-${model}-${mode}-${repeat}`,
            runId,
            taskId: task.id,
            taskTitle: `Task ${task.id}`,
            category: task.category,
            difficulty: task.difficulty,
            model,
            mode,
            repeat,
            status: error ? 'error' : passed ? 'passed' : 'failed',
            outcome: error ? 'app-fault' : passed ? 'passed' : 'failed',
            score: { earned: passed ? 3 : 1, total: 3, success: passed, score: passed ? 1 : 1 / 6 },
            checkpoints: error
              ? []
              : [
                  { name: 'report filed', points: 1, passed: true, required: true, detail: '' },
                  { name: 'rows right', points: 2, passed, required: true, detail: passed ? '7/7' : '3/7' },
                ],
            trajectory: error
              ? undefined
              : { turns, finalAnswer: turns.at(-1)!.text, endReason: 'answered', usage, durationMs: 900 },
            error: error ? 'app did not start' : undefined,
            startedAt: new Date('2026-11-22T02:00:00Z'),
            finishedAt: new Date('2026-11-22T02:00:02Z'),
            durationMs: 1000 + repeat * 500 + modelIndex * 700,
          });
        }
      }
    }
  }
  return cells;
}

/** Every chart container was drawn by ECharts, and each of its series has data. */
async function expectChartsRendered(page: Page, expectedIds: string[]): Promise<void> {
  const charts = await page.$$eval('[data-chart]', (elements) =>
    elements.map((element) => {
      const echarts = (window as unknown as { echarts: { getInstanceByDom(el: Element): unknown } }).echarts;
      const instance = echarts.getInstanceByDom(element) as
        { getOption(): { series: Array<{ data?: unknown[] }> } } | undefined;
      const canvas = element.querySelector('canvas');
      return {
        id: element.id,
        rendered: element.getAttribute('data-rendered'),
        points: Number(element.getAttribute('data-points')),
        seriesWithData: instance
          ? instance.getOption().series.filter((series) => (series.data ?? []).length > 0).length
          : 0,
        canvas: canvas ? canvas.width * canvas.height : 0,
      };
    }),
  );
  expect(charts.map((chart) => chart.id).sort()).toEqual([...expectedIds].sort());
  for (const chart of charts) {
    expect(chart, chart.id).toMatchObject({ rendered: 'true' });
    expect(chart.points, chart.id).toBeGreaterThan(0);
    expect(chart.seriesWithData, chart.id).toBeGreaterThan(0);
    expect(chart.canvas, chart.id).toBeGreaterThan(0);
  }
}

const STORE_CHARTS = [
  'chart-leaderboard',
  'chart-category',
  'chart-difficulty',
  'chart-modes',
  'chart-cost',
  'chart-tokens',
  'chart-turns',
];

describe.skipIf(!hasChromium)('report views in headless Chromium', { timeout: 180_000 }, () => {
  let browser: Browser;
  let store: Store;
  let run: RunRecord;
  let dashboard: Dashboard;

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    store = await Store.open(path.join(mkdtempSync(path.join(os.tmpdir(), 'report-browser-')), 'db'));
    run = await store.createRun({ paths: ['suites/test'], models: MODELS, modes: MODES, repeats: 3 });
    for (const cell of cellsOf(run.id)) await store.saveCell(cell);
    dashboard = await startDashboard({ store, port: 0 });
    browser = await launch();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await dashboard?.close();
    await store?.close();
  });

  it('opens the self-contained HTML report offline with every chart drawn', async () => {
    const cells: MetricCell[] = (await store.listCellsOf([run.id])).map((cell) => ({
      ...cell,
      // Judge verdicts and failure classes come from other stages; the report shows them when present.
      ...(cell.status === 'error'
        ? {}
        : { likert: { result: cell.status === 'passed' ? 5 : 2, trajectory: 4 } }),
      ...(cell.status === 'failed'
        ? { failureClass: cell.repeat === 0 ? 'wrong arguments' : 'gave up early' }
        : {}),
    }));
    const file = path.join(artifacts, 'report.html');
    writeFileSync(file, renderHtmlReport(buildReport([run], cells)));
    const { page, errors, requests } = await watchedPage(browser);
    await page.goto(`file://${file}`);
    await page.waitForSelector('[data-rendered="true"]');
    await expectChartsRendered(page, [...STORE_CHARTS, 'chart-failures']);
    expect(errors).toEqual([]);
    expect(requests.filter((url) => !url.startsWith('file:') && !url.startsWith('data:'))).toEqual([]);
    expect(await page.textContent('#leaderboard-table')).toContain('alpha');
    expect(await page.textContent('#judge-table')).toContain('TSR');
    expect(await page.textContent('#summary')).toContain('2 errors');
    expect(await page.textContent('#errors-table')).toContain('app did not start');
    await page.screenshot({ path: path.join(artifacts, 'report.png'), fullPage: true });
  });

  it('serves the dashboard: runs, report views, and a trajectory opened from a table cell', async () => {
    const { page, errors } = await watchedPage(browser);
    await page.goto(dashboard.url);
    expect(await page.textContent('#runs-table')).toContain(run.id);
    await page.screenshot({ path: path.join(artifacts, 'dashboard-runs.png'), fullPage: true });

    expect(await page.getAttribute('a.run-link', 'href')).toBe(`/report?runs=${run.id}`);
    // Pick runs with the checkboxes and report on them together.
    await page.check(`input[name="run"][value="${run.id}"]`);
    await page.click('#runs-form button[type="submit"]');
    await page.waitForURL(/\/report\?/);
    expect(new URL(page.url()).searchParams.get('runs')).toBe(run.id);
    await page.waitForSelector('[data-rendered="true"]');
    await expectChartsRendered(page, STORE_CHARTS);
    expect(await page.$('#chart-failures')).toBeNull();
    expect(await page.$('#judge-table')).toBeNull();
    await page.screenshot({ path: path.join(artifacts, 'dashboard-report.png'), fullPage: true });

    // Every table cell links to its trajectories.
    const unlinked = await page.$$eval(
      '#leaderboard-table td, #task-grid td.square, #modes-table td.num',
      (cells) => cells.filter((cell) => !cell.querySelector('a')).map((cell) => cell.outerHTML),
    );
    expect(unlinked).toEqual([]);

    await page.click('#task-grid tbody tr:first-child td.square a');
    await page.waitForSelector('#cells-table');
    expect(await page.$$('#cells-table a.cell-link')).toHaveLength(3);
    await page.click('#cells-table a.cell-link');
    await page.waitForSelector('.call');
    const toolNames = await page.$$eval('.tool-name', (names) => names.map((name) => name.textContent));
    expect(toolNames).toEqual(['files__read_text_file', 'files__delete_everything']);
    expect(await page.textContent('#checkpoints')).toContain('rows right');
    expect(await page.textContent('.call.error')).toContain('unknown tool');
    // The overlong output is cut in the preview and whole behind "full output".
    await page.click('details.full-output summary');
    expect(await page.textContent('details.full-output pre')).toContain('END-OF-OUTPUT');
    await page.screenshot({ path: path.join(artifacts, 'dashboard-trajectory.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('is read-only and bound to loopback', async () => {
    expect(new URL(dashboard.url).hostname).toBe('127.0.0.1');
    const response = await fetch(dashboard.url, { method: 'POST' });
    expect(response.status).toBe(405);
    const missing = await fetch(new URL('/cell/nope', dashboard.url));
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('no cell nope');
  });
});
