import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLiveMcpBench, type ImportSummary } from '../src/importers/index.ts';
import { judgeAgreement } from '../src/runner/judging/judge-agreement.ts';
import { readLabels } from '../src/runner/judging/read-labels.ts';
import { buildReport, withEvaluations } from '../src/report/index.ts';
import { Store, VerdictStore } from '../src/store/index.ts';
import { findTaskDirs } from '../src/tasks/index.ts';
import { isolatedEnv, repoRoot, runCli } from './cli.ts';

const corpus = path.resolve(repoRoot, '../shared/corpus/livemcpbench');
const present = existsSync(path.join(corpus, 'judges'));
if (!present) console.warn(`skipping the LiveMCPBench reproduction: ${corpus} is not there`);

const AGENT = 'claude-sonnet-4-20250514';
const pct = (value: number | null | undefined): string => ((value ?? NaN) * 100).toFixed(2);

/**
 * Success rate of Claude Sonnet 4's recorded runs under each judge, overall and per category, and each
 * judge's agreement with the annotators. Published in LiveMCPBench: DeepSeek-V3 78.95% success (the
 * headline), the annotators' 70.53%, agreement 81.05% (DeepSeek-V3) and 85.26% (GPT-4.1-mini).
 */
const EXPECTED: Record<string, { success: string; agreement: string; byCategory: string[] }> = {
  human: {
    success: '70.53',
    agreement: '100.00',
    byCategory: ['80.65', '73.33', '42.86', '78.57', '100.00', '22.22'],
  },
  'claude-opus-4-20250514': {
    success: '55.79',
    agreement: '68.42',
    byCategory: ['64.52', '66.67', '50.00', '78.57', '25.00', '22.22'],
  },
  'claude-sonnet-4-20250514': {
    success: '73.68',
    agreement: '71.58',
    byCategory: ['77.42', '80.00', '71.43', '85.71', '58.33', '55.56'],
  },
  'deepseek_deepseek-chat-v3-0324': {
    success: '78.95',
    agreement: '81.05',
    byCategory: ['90.32', '80.00', '64.29', '78.57', '75.00', '66.67'],
  },
  'deepseek_deepseek-r1-0528': {
    success: '35.79',
    agreement: '58.95',
    byCategory: ['38.71', '66.67', '28.57', '42.86', '8.33', '11.11'],
  },
  'models_gemini-2.5-pro': {
    success: '62.11',
    agreement: '72.63',
    byCategory: ['70.97', '80.00', '64.29', '64.29', '25.00', '44.44'],
  },
  'openai_gpt-4.1': {
    success: '52.63',
    agreement: '71.58',
    byCategory: ['58.06', '66.67', '35.71', '64.29', '41.67', '33.33'],
  },
  'openai_gpt-4.1-mini': {
    success: '81.05',
    agreement: '85.26',
    byCategory: ['96.77', '86.67', '57.14', '78.57', '91.67', '44.44'],
  },
  qwen25_72b_int4_instruct: {
    success: '77.89',
    agreement: '84.21',
    byCategory: ['87.10', '80.00', '50.00', '78.57', '100.00', '55.56'],
  },
  'qwen_qwen3-235b-a22b': {
    success: '57.89',
    agreement: '74.74',
    byCategory: ['64.52', '66.67', '50.00', '57.14', '41.67', '55.56'],
  },
  'qwen_qwen3-32b': {
    success: '50.53',
    agreement: '73.68',
    byCategory: ['58.06', '60.00', '35.71', '57.14', '50.00', '22.22'],
  },
};
const CATEGORIES = ['Office', 'Lifestyle', 'Leisure', 'Finance', 'Travel', 'Shopping'];

describe.skipIf(!present)('LiveMCPBench reproduced from the store', () => {
  let store: Store;
  let summary: ImportSummary;
  let runId: string;

  beforeAll(async () => {
    store = await Store.open('memory');
    summary = await importLiveMcpBench(store, corpus);
    runId = summary.runs[0]!.id;
  }, 240_000);
  afterAll(async () => store?.close());

  it('imports 95 tasks with key points, 527 tools, the recorded runs and eleven verdict sets', async () => {
    expect(summary).toMatchObject({ tasks: 95, tools: 527 });
    expect(summary.runs).toHaveLength(1);
    expect(summary.runs[0]).toMatchObject({ model: AGENT, cells: 95 });
    expect(summary.runs[0]!.judges).toHaveLength(10);
    const verdicts = new VerdictStore(store);
    const tasks = await verdicts.listImportedTasks();
    expect(tasks).toHaveLength(95);
    expect(tasks.every((task) => task.keyPoints.length > 0)).toBe(true);
    const wechat = tasks.find((task) => task.taskId === '0e3287cb-c0ff-4d2a-8c3d-d8833014a7b0')!;
    expect(wechat.keyPoints[0]).toMatch(/^Getting the current trends in WeChat Reading/);
    expect(wechat.needsNetwork).toBe(true);
    expect(wechat.requirements).toMatch(/internet access for .*trends-hub/);
    expect(tasks.some((task) => !task.needsNetwork)).toBe(true);
    // route / execute calls became tool calls, and every route call a retrieval record.
    const cells = await store.listCellsOf([runId]);
    const first = cells.find((cell) => cell.taskId === wechat.taskId)!;
    const turns = await store.loadTurns(first.id);
    const names = turns.flatMap((turn) => turn.toolCalls.map((call) => call.name));
    expect(names).toContain('route');
    expect(names).toContain('mcp-server-chart__generate_word_cloud_chart');
    const retrieval = await verdicts.listRetrievalRecords([runId]);
    expect(retrieval).toHaveLength(283);
    expect(retrieval.find((record) => record.cellId === first.id)!.returned[0]).toBe(
      'word-document-server__convert_to_pdf',
    );
  });

  it('reports the published success rates per judge, overall and per category', async () => {
    const evaluations = await new VerdictStore(store).listEvaluations([runId]);
    const cells = withEvaluations(await store.listCellsOf([runId]), evaluations);
    const report = buildReport([await store.getRun(runId)], cells, {
      by: ['model', 'category'],
      resamples: 50,
    });
    const byModel = buildReport([await store.getRun(runId)], cells, { by: ['model'], resamples: 50 });
    for (const [judge, expected] of Object.entries(EXPECTED)) {
      const model = judge === 'human' ? AGENT : `${AGENT}@${judge}`;
      const overall = byModel.groups.find((group) => group.key.model === model)!;
      expect(pct(overall.metrics.successRate.value), model).toBe(expected.success);
      const perCategory = CATEGORIES.map((category) =>
        pct(
          report.groups.find((group) => group.key.model === model && group.key.category === category)!.metrics
            .successRate.value,
        ),
      );
      expect(perCategory, model).toEqual(expected.byCategory);
    }
  });

  it("reproduces each judge's agreement with the annotators, from the store and from the label file", async () => {
    for (const [judge, expected] of Object.entries(EXPECTED)) {
      if (judge === 'human') continue;
      const result = await judgeAgreement(store, { runId, judge });
      expect(result.n).toBe(95);
      expect(pct(result.agreement), judge).toBe(expected.agreement);
    }
    const labels = readLabels(path.join(corpus, 'trajectories', `${AGENT}.human-labels.json`));
    const deepseek = await judgeAgreement(store, { runId, judge: 'deepseek-chat-v3-0324', labels });
    expect(pct(deepseek.agreement)).toBe('81.05');
    // κ = (77/95 − 5585/9025) / (1 − 5585/9025): 67 successes by the annotators, 75 by the judge.
    expect(deepseek.kappa).toBeCloseTo(1730 / 3440, 12);
    expect(deepseek.confusion.counts).toEqual([
      [15, 13],
      [5, 62],
    ]);
    const mini = await judgeAgreement(store, { runId, judge: 'gpt-4.1-mini', labels });
    expect(pct(mini.agreement)).toBe('85.26');
  });

  it('explains what running the imported tasks would need instead of failing obscurely', async () => {
    expect(() => findTaskDirs([corpus])).toThrow(/LiveMCPBench data, not an mcp-arena suite/);
    const result = await runCli(['run', corpus], isolatedEnv());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/95 tasks cannot run here/);
    expect(result.stderr).toMatch(/48 of which call internet services/);
    expect(result.stderr).toMatch(/mcp-arena import livemcpbench/);
  }, 60_000);
});
