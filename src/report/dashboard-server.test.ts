import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CellRecord, type RunRecord, Store } from '../store/index.ts';
import { type Dashboard, startDashboard } from './dashboard-server.ts';
import { minimalCell } from '../store/testing/minimal-cell.ts';
import { RESULT_PREVIEW_CHARS } from './trajectory-page.ts';

function cell(runId: string, overrides: Partial<CellRecord>): CellRecord {
  return minimalCell(runId, {
    taskTitle: 'Reconcile <payments>',
    checkpoints: [{ name: 'report filed', points: 1, passed: true, required: true, detail: 'found <it>' }],
    trajectory: {
      turns: [
        {
          index: 0,
          text: 'Searching.',
          toolCalls: [
            {
              id: 'c1',
              name: 'find_tools',
              arguments: { query: 'read a csv file' },
              result: 'files__read_text_file',
              isError: false,
              unknownTool: false,
              durationMs: 2,
            },
            {
              id: 'c2',
              name: 'files__read_text_file',
              arguments: { path: 'bank.csv' },
              result: `${'x'.repeat(RESULT_PREVIEW_CHARS + 10)}TAIL`,
              isError: false,
              unknownTool: false,
              durationMs: 3,
            },
          ],
          usage: {
            inputTokens: 10,
            cachedInputTokens: 0,
            outputTokens: 5,
            reasoningTokens: 0,
            costUsd: null,
          },
          modelMs: 20,
          startedAt: '2026-11-22T02:00:00.000Z',
        },
      ],
      finalAnswer: 'Done <b>now</b>',
      endReason: 'answered',
      usage: { inputTokens: 10, cachedInputTokens: 0, outputTokens: 5, reasoningTokens: 0, costUsd: null },
      durationMs: 100,
    },
    finishedAt: new Date('2026-11-22T02:00:01Z'),
    durationMs: 1000,
    ...overrides,
  });
}

describe('dashboard server', { timeout: 120_000 }, () => {
  let store: Store;
  let dashboard: Dashboard;
  let run: RunRecord;
  let saved: CellRecord;

  beforeAll(async () => {
    store = await Store.open('memory');
    run = await store.createRun({ paths: [], models: ['reference', 'noop'], modes: ['oracle'], repeats: 1 });
    saved = cell(run.id, {});
    await store.saveCell(saved);
    await store.saveCell(
      cell(run.id, { model: 'noop', status: 'failed', trajectory: undefined, checkpoints: [] }),
    );
    dashboard = await startDashboard({ store, port: 0 });
  }, 120_000);

  afterAll(async () => {
    await dashboard.close();
    await store.close();
  });

  const get = async (path: string): Promise<{ status: number; text: string; type: string }> => {
    const response = await fetch(new URL(path, dashboard.url));
    return {
      status: response.status,
      text: await response.text(),
      type: response.headers.get('content-type') ?? '',
    };
  };

  it('lists runs and renders the report with links to cells and ECharts from its own assets', async () => {
    expect((await get('/')).text).toContain(run.id);
    const report = await get(`/report?runs=${run.id}`);
    expect(report.status).toBe(200);
    expect(report.text).toContain('<script src="/assets/echarts.min.js">');
    expect(report.text).toContain(`/cells?runs=${run.id}&amp;model=reference&amp;mode=oracle`);
    const asset = await get('/assets/echarts.min.js');
    expect(asset.type).toContain('javascript');
    expect(asset.text.length).toBeGreaterThan(100_000);
    const api = JSON.parse((await get(`/api/report?runs=${run.id}&by=model`)).text);
    expect(api.groups.map((group: { label: string }) => group.label)).toEqual(['noop', 'reference']);
  });

  it('filters cells and shows a trajectory, escaped, with retrieval queries and the full long output', async () => {
    const cells = await get(`/cells?runs=${run.id}&model=reference&task=reconcile`);
    expect(cells.text).toContain(`/cell/${saved.id}`);
    expect(cells.text).not.toContain('noop');
    const page = await get(`/cell/${saved.id}`);
    expect(page.text).toContain('Reconcile &lt;payments&gt;');
    expect(page.text).toContain('Done &lt;b&gt;now&lt;/b&gt;');
    expect(page.text).toContain('retrieval query');
    expect(page.text).toContain('read a csv file</q> (4 words)');
    expect(page.text).toContain('full output (2,014 characters)');
    expect(page.text).toContain('TAIL');
    expect(page.text).toContain('found &lt;it&gt;');
    expect(page.text).toContain('cost</th><td>unknown');
  });

  it("lists a retried cell's tries with what each spent, and their total", async () => {
    expect((await get(`/cell/${saved.id}`)).text).not.toContain('id="attempts"');
    const retried = cell(run.id, { model: 'openai:gpt-5', repeat: 0 });
    retried.trajectory!.usage = { ...retried.trajectory!.usage, costUsd: 0.002 };
    await store.saveCell(retried);
    await store.saveAttempt({
      runId: run.id,
      taskId: retried.taskId,
      model: retried.model,
      mode: retried.mode,
      repeat: 0,
      attempt: 1,
      outcome: 'provider-fault',
      error: 'provider <503> after 3 retries',
      worker: 'host-a:1',
      startedAt: new Date('2026-11-22T01:00:00Z'),
      finishedAt: new Date('2026-11-22T01:00:05Z'),
      usage: { inputTokens: 700, cachedInputTokens: 0, outputTokens: 40, reasoningTokens: 0, costUsd: 0.003 },
      retried: true,
    });
    const page = (await get(`/cell/${retried.id}`)).text;
    expect(page).toContain('id="attempts-table"');
    expect(page).toContain('provider-fault: provider &lt;503&gt; after 3 retries');
    expect(page).toMatch(/700 \/ 40<\/td><td class="num">\$0\.0030/);
    expect(page).toMatch(/this result \(passed\)[\s\S]*10 \/ 5<\/td><td class="num">\$0\.0020/);
    expect(page).toContain('$0.0050 in all');
  });

  it("heads an error cell's message with its kind", async () => {
    const broken = cell(run.id, {
      model: 'openai:gpt-5-mini',
      outcome: 'app-fault',
      trajectory: undefined,
      checkpoints: [],
      error: 'MCP server "mail" did not start: <closed>',
    });
    await store.saveCell(broken);
    expect((await get(`/cell/${broken.id}`)).text).toContain(
      'Error (infrastructure): app-fault</h3><pre>MCP server &quot;mail&quot; did not start: &lt;closed&gt;</pre>',
    );
  });

  it('refuses a request whose Host or Origin is not this dashboard (DNS rebinding)', async () => {
    const status = (headers: Record<string, string>): Promise<number> =>
      new Promise((resolve, reject) => {
        http
          .get(new URL('/api/runs', dashboard.url), { headers }, (response) => {
            response.resume();
            resolve(response.statusCode!);
          })
          .on('error', reject);
      });
    expect(await status({ host: 'rebound.example:80' })).toBe(403);
    expect(await status({ origin: 'http://rebound.example' })).toBe(403);
    expect(await status({ host: new URL(dashboard.url).host.replace('127.0.0.1', 'localhost') })).toBe(200);
    expect(await status({ origin: new URL(dashboard.url).origin })).toBe(200);
  });

  it('answers errors plainly and refuses writes', async () => {
    expect((await get('/report')).status).toBe(400);
    expect((await get('/report?runs=nope')).text).toContain('no run nope in the store');
    expect((await get('/nothing')).status).toBe(404);
    expect((await fetch(dashboard.url, { method: 'DELETE' })).status).toBe(405);
  });

  it('shows judge verdicts, the failure class and retrieval results when a later stage stored them', async () => {
    expect((await get(`/cell/${saved.id}`)).text).not.toContain('id="verdicts"');
    const withExtras = await startDashboard({
      store,
      port: 0,
      loadCellExtras: async (cellId) =>
        cellId === saved.id
          ? {
              verdicts: [
                {
                  judge: 'likert',
                  judgeModel: 'openai:judge',
                  promptVersion: 'likert-v1',
                  sample: 0,
                  status: 'parsed',
                  resultScore: 4,
                  trajectoryScore: 5,
                  reasons: 'Filed <all> rows.',
                },
              ],
              failureClass: { failureClass: 'none', source: 'rule', evidence: 'passed' },
              retrieval: [
                { turnIndex: 0, index: 0, query: 'read a csv file', returned: ['files__read_text_file'] },
              ],
            }
          : {},
    });
    try {
      const text = await (await fetch(new URL(`/cell/${saved.id}`, withExtras.url))).text();
      expect(text).toContain('id="verdicts"');
      expect(text).toContain('result 4/5, trajectory 5/5');
      expect(text).toContain('Filed &lt;all&gt; rows.');
      expect(text).toContain('Failure class: <b>none</b>');
      expect(text).toContain('tools returned: <ol><li><code>files__read_text_file</code></li></ol>');
    } finally {
      await withExtras.close();
    }
    // Cells a later stage adds (a judge's view of a cell) are reported and listed like any other.
    const judged = await startDashboard({
      store,
      port: 0,
      loadMetricCells: async (runIds) => {
        const cells = await store.listCellsOf(runIds);
        return [
          ...cells,
          ...cells.map((cell) => ({
            ...cell,
            model: `${cell.model}@judge`,
            likert: { result: 5, trajectory: 4 },
          })),
        ];
      },
    });
    try {
      const report = await (await fetch(new URL(`/report?runs=${run.id}`, judged.url))).text();
      expect(report).toContain('id="judge-table"');
      const cells = await (
        await fetch(new URL(`/cells?runs=${run.id}&model=reference%40judge`, judged.url))
      ).text();
      expect(cells).toContain(`/cell/${saved.id}`);
    } finally {
      await judged.close();
    }
  });
});
