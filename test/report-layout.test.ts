import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Turn } from '../src/agent/index.ts';
import { type Dashboard, buildReport, renderHtmlReport, startDashboard } from '../src/report/index.ts';
import { type CellRecord, type RunRecord, Store } from '../src/store/index.ts';
import { CHROMIUM_MISSING, hasChromium, launch } from './browser.ts';
import { repoRoot } from './cli.ts';

if (!hasChromium) console.warn(`Skipping report layout tests: ${CHROMIUM_MISSING}`);
const artifacts = path.join(repoRoot, 'test-artifacts');

/** One task per category of suites/core (its ten categories), as a one-repeat run over the suite reports them. */
const TASKS = [
  { id: 'ab-test-readout', category: 'data', difficulty: 'medium' },
  { id: 'backport-vat-fix', category: 'engineering', difficulty: 'medium' },
  { id: 'ar-ageing-dunning', category: 'finance', difficulty: 'hard' },
  { id: 'approve-leave-requests', category: 'hr', difficulty: 'medium' },
  { id: 'apply-retention-policy', category: 'it', difficulty: 'easy' },
  { id: 'compare-three-quotes', category: 'legal', difficulty: 'medium' },
  { id: 'book-team-offsite', category: 'office', difficulty: 'medium' },
  { id: 'apply-supplier-price-list', category: 'operations', difficulty: 'medium' },
  { id: 'apply-territory-changes', category: 'sales', difficulty: 'medium' },
  { id: 'answer-double-charge-mails', category: 'support', difficulty: 'hard' },
];
const CATEGORIES = TASKS.map((task) => task.category);
const MODELS = ['reference', 'openai:gpt-5-mini'];
const MODES = ['servers', 'retrieval', 'oracle'];
const WIDTHS = [1400, 1000];

/** One judged cell per task × model × mode (a one-repeat run); some fail, one model has a price. */
function cellsOf(runId: string): CellRecord[] {
  const cells: CellRecord[] = [];
  for (const [taskIndex, task] of TASKS.entries()) {
    for (const [modelIndex, model] of MODELS.entries()) {
      for (const [modeIndex, mode] of MODES.entries()) {
        const passed = model === 'reference' || (taskIndex + modeIndex) % 3 !== 0;
        const inputTokens = 12_000 + 1_700 * taskIndex + 900 * modeIndex;
        const usage = {
          inputTokens,
          cachedInputTokens: 4_000,
          outputTokens: 800 + 40 * taskIndex,
          reasoningTokens: 300,
          costUsd: modelIndex === 1 ? inputTokens * 2.5e-7 : null,
        };
        const turns: Turn[] = [
          {
            index: 0,
            text: 'Working on it.',
            toolCalls: Array.from({ length: 3 + (taskIndex % 4) }, (_, call) => ({
              id: `call-${call}`,
              name: 'files__read_text_file',
              arguments: { path: `notes-${call}.md` },
              result: 'ok',
              isError: call === 2 && !passed,
              unknownTool: false,
              durationMs: 3,
            })),
            usage,
            modelMs: 400,
            startedAt: '2026-11-22T02:00:00.000Z',
          },
        ];
        cells.push({
          id: `${runId}-${task.id}-${modelIndex}-${mode}`,
          runId,
          taskId: task.id,
          taskTitle: `Task ${task.id}`,
          category: task.category,
          difficulty: task.difficulty,
          model,
          mode,
          repeat: 0,
          status: passed ? 'passed' : 'failed',
          outcome: passed ? 'passed' : 'failed',
          score: { earned: passed ? 4 : 2, total: 4, success: passed, score: passed ? 1 : 0.25 },
          checkpoints: [
            { name: 'result filed', points: 4, passed, required: true, detail: passed ? '' : 'missing' },
          ],
          trajectory: { turns, finalAnswer: 'Done.', endReason: 'answered', usage, durationMs: 9_000 },
          error: undefined,
          startedAt: new Date('2026-11-22T02:00:00Z'),
          finishedAt: new Date('2026-11-22T02:00:10Z'),
          durationMs: 9_000 + 1_300 * taskIndex,
        });
      }
    }
  }
  return cells;
}

/** Everything on the page that is wider than the room it has: page scroll, tables, scroll boxes, charts. */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (element: Element): string =>
      element.id ? `#${element.id}` : `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
    }
    for (const table of document.querySelectorAll('table')) {
      const container = table.parentElement!;
      const width = table.getBoundingClientRect().width;
      if (width > container.clientWidth + 0.5) {
        problems.push(`${name(table)} is ${Math.round(width)} px wide in ${container.clientWidth} px`);
      }
    }
    for (const element of document.querySelectorAll('main *')) {
      const overflowX = getComputedStyle(element).overflowX;
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth) {
        problems.push(
          `${name(element)} scrolls sideways: ${element.scrollWidth} px of content in ${element.clientWidth} px`,
        );
      }
    }
    for (const chart of document.querySelectorAll('[data-chart]')) {
      const canvas = chart.querySelector('canvas');
      if (canvas && canvas.getBoundingClientRect().right > chart.getBoundingClientRect().right + 0.5) {
        problems.push(`${name(chart)} is drawn wider than its box`);
      }
    }
    return problems;
  });
}

interface DrawnText {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The texts ECharts actually drew on a chart's canvas (axis labels, legend, titles) with their
 * boxes in chart pixels: what the reader sees, after ECharts skipped or hid labels that did not fit.
 */
async function drawnTexts(page: Page, chartId: string): Promise<DrawnText[]> {
  return page.$eval(`#${chartId}`, (element) => {
    interface Rect {
      x: number;
      y: number;
      width: number;
      height: number;
      clone(): Rect;
      applyTransform(matrix: number[]): void;
    }
    interface Displayable {
      type: string;
      ignore?: boolean;
      invisible?: boolean;
      style: { text?: string; opacity?: number };
      getBoundingRect(): Rect;
      getComputedTransform(): number[] | null;
    }
    const echarts = (window as unknown as { echarts: { getInstanceByDom(el: Element): unknown } }).echarts;
    const instance = echarts.getInstanceByDom(element) as {
      getZr(): { storage: { getDisplayList(update: boolean): Displayable[] } };
    };
    return instance
      .getZr()
      .storage.getDisplayList(true)
      .filter(
        (item) =>
          item.type === 'tspan' &&
          !item.ignore &&
          !item.invisible &&
          item.style.opacity !== 0 &&
          typeof item.style.text === 'string' &&
          item.style.text !== '',
      )
      .map((item) => {
        const rect = item.getBoundingRect().clone();
        const transform = item.getComputedTransform();
        if (transform) rect.applyTransform(transform);
        return { text: item.style.text!, x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      });
  });
}

const overlap = (a: DrawnText, b: DrawnText): boolean =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

/** The category chart's problems: category names not drawn, and labels drawn over each other. */
async function categoryLabelProblems(page: Page): Promise<string[]> {
  const labels = (await drawnTexts(page, 'chart-category')).filter((text) => CATEGORIES.includes(text.text));
  const drawn = new Set(labels.map((label) => label.text));
  const problems = CATEGORIES.filter((category) => !drawn.has(category)).map(
    (category) => `category label "${category}" is not drawn`,
  );
  for (const [index, a] of labels.entries()) {
    for (const b of labels.slice(index + 1)) {
      if (overlap(a, b))
        problems.push(`category labels "${a.text}" and "${b.text}" are drawn over each other`);
    }
  }
  return problems;
}

async function leaderboardHeader(page: Page): Promise<string[]> {
  return page.$$eval('#leaderboard-table thead th', (cells) => cells.map((cell) => cell.textContent!.trim()));
}

/** Texts a chart drew partly outside its box, where the reader sees them cut. */
async function clippedTexts(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const chart of await page.$$eval('[data-chart]', (elements) =>
    elements.map((element) => ({ id: element.id, width: element.clientWidth, height: element.clientHeight })),
  )) {
    for (const drawn of await drawnTexts(page, chart.id)) {
      if (
        drawn.x < -0.5 ||
        drawn.y < -0.5 ||
        drawn.x + drawn.width > chart.width + 0.5 ||
        drawn.y + drawn.height > chart.height + 0.5
      ) {
        problems.push(`#${chart.id} draws "${drawn.text}" past its edge`);
      }
    }
  }
  return problems;
}

/** Every layout problem of the report at one viewport width, each as a readable line. */
async function layoutProblems(page: Page): Promise<string[]> {
  const header = await leaderboardHeader(page);
  const repeated = header.filter((label, index) => header.indexOf(label) !== index);
  return [
    ...(await overflows(page)),
    ...repeated.map((label) => `leaderboard header shows "${label}" more than once`),
    ...(await categoryLabelProblems(page)),
    ...(await clippedTexts(page)),
  ];
}

describe.skipIf(!hasChromium)(
  'report layout over ten categories in headless Chromium',
  { timeout: 180_000 },
  () => {
    let browser: Browser;
    let store: Store;
    let run: RunRecord;
    let dashboard: Dashboard;
    let reportFile: string;

    beforeAll(async () => {
      mkdirSync(artifacts, { recursive: true });
      store = await Store.open(path.join(mkdtempSync(path.join(os.tmpdir(), 'report-layout-')), 'db'));
      run = await store.createRun({ paths: ['suites/core'], models: MODELS, modes: MODES, repeats: 1 });
      for (const cell of cellsOf(run.id)) await store.saveCell(cell);
      reportFile = path.join(artifacts, 'layout-report.html');
      writeFileSync(reportFile, renderHtmlReport(buildReport([run], await store.listCellsOf([run.id]))));
      dashboard = await startDashboard({ store, port: 0 });
      browser = await launch();
    }, 240_000);

    afterAll(async () => {
      await browser?.close();
      await dashboard?.close();
      await store?.close();
    });

    const views = [
      { view: 'HTML report', url: () => `file://${reportFile}` },
      { view: 'dashboard report', url: () => new URL(`/report?runs=${run.id}`, dashboard.url).toString() },
    ];
    for (const { view, url } of views) {
      for (const width of WIDTHS) {
        it(`${view} at ${width} px: nothing overflows, headers once, every category labelled`, async () => {
          const page = await browser.newPage({ viewport: { width, height: 900 } });
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(String(error)));
          await page.goto(url());
          await page.waitForSelector('#chart-category[data-rendered="true"]');
          const slug = `${view.split(' ')[0]!.toLowerCase()}-${width}`;
          await page.screenshot({ path: path.join(artifacts, `layout-${slug}.png`), fullPage: true });
          for (const section of ['leaderboard', 'breakdown']) {
            await page
              .locator(`#${section}`)
              .screenshot({ path: path.join(artifacts, `layout-${slug}-${section}.png`) });
          }
          expect(await layoutProblems(page)).toEqual([]);
          // A one-repeat run: pass@1 once, and no pass@k or pass^k that would only repeat it.
          expect((await leaderboardHeader(page)).filter((label) => /^pass[@^]/.test(label))).toEqual([
            'pass@1',
          ]);
          expect(errors).toEqual([]);
          await page.close();
        });
      }
    }
  },
);
