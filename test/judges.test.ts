import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Turn } from '../src/agent/index.ts';
import { judgeRun } from '../src/runner/judging/judge-run.ts';
import { DEFAULT_RETRY_POLICY, defaultModelSettings } from '../src/models/index.ts';
import { withEvaluations } from '../src/report/index.ts';
import { type CellStatus, Store, VerdictStore } from '../src/store/index.ts';
import { repoRoot } from './cli.ts';
import { FakeProvider, type ScriptedReply } from './fake-provider.ts';

const SUITE_TASK = path.join(repoRoot, 'suites/core/reconcile-payments');
const turn = (index: number, calls: Turn['toolCalls'], text = ''): Turn => ({
  index,
  text,
  toolCalls: calls,
  usage: { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, reasoningTokens: 0, costUsd: 0 },
  modelMs: 1,
  startedAt: new Date(0).toISOString(),
});
const call = (name: string, args: Record<string, unknown>, result: string, isError = false) => ({
  id: randomUUID(),
  name,
  arguments: args,
  result,
  isError,
  unknownTool: false,
  durationMs: 1,
});

let store: Store;
let provider: FakeProvider | undefined;
const savedKeys = { openai: process.env.OPENAI_API_KEY, anthropic: process.env.ANTHROPIC_API_KEY };

beforeAll(async () => {
  store = await Store.open('memory');
  process.env.OPENAI_API_KEY = 'sk-test-openai';
  process.env.ANTHROPIC_API_KEY = 'sk-ant-test';
}, 60_000);
afterAll(async () => {
  await store.close();
  for (const [name, value] of [
    ['OPENAI_API_KEY', savedKeys.openai],
    ['ANTHROPIC_API_KEY', savedKeys.anthropic],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
afterEach(async () => {
  await provider?.stop();
  provider = undefined;
});

/** A run of the core task reconcile-payments with one cell per given outcome. */
async function runWith(
  cells: Array<{ status: CellStatus; turns: Turn[]; answer: string; taskId?: string }>,
  paths = [SUITE_TASK],
): Promise<{ runId: string; cellIds: string[] }> {
  const run = await store.createRun({
    paths,
    models: ['reference'],
    modes: ['oracle'],
    repeats: cells.length,
  });
  const cellIds: string[] = [];
  for (const [repeat, cell] of cells.entries()) {
    const id = randomUUID();
    cellIds.push(id);
    const passed = cell.status === 'passed';
    await store.saveCell({
      id,
      runId: run.id,
      taskId: cell.taskId ?? 'reconcile-payments',
      taskTitle: 'Reconcile',
      category: 'finance',
      difficulty: 'medium',
      model: 'reference',
      mode: 'oracle',
      repeat,
      status: cell.status,
      outcome: cell.status === 'error' ? 'harness-fault' : cell.status,
      score: { earned: passed ? 1 : 0, total: 1, success: passed, score: passed ? 1 : 0 },
      checkpoints: [],
      trajectory: {
        turns: cell.turns,
        finalAnswer: cell.answer,
        endReason: 'answered',
        usage: { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, reasoningTokens: 0, costUsd: 0 },
        durationMs: 5,
      },
      error: undefined,
      startedAt: new Date(),
      finishedAt: new Date(),
      durationMs: 5,
    });
  }
  return { runId: run.id, cellIds };
}

async function settingsFor(replies: ScriptedReply[]) {
  provider = new FakeProvider(replies);
  const baseUrl = await provider.start();
  return defaultModelSettings({
    baseUrl,
    retry: { ...DEFAULT_RETRY_POLICY, baseDelayMs: 10, maxDelayMs: 100 },
    timeoutMs: 2000,
  });
}

const good = [
  turn(0, [call('files__read_text_file', { path: 'exports/bank.csv' }, 'id,amount\nPAY-202610-005,10')]),
  turn(1, [], 'October has 7 discrepancies.'),
];
const reply = (text: string): ScriptedReply => ({ kind: 'turn', text });

describe.each([
  ['OpenAI Chat Completions', 'openai-compatible:judge-qwen', '/v1/chat/completions'],
  ['OpenAI Responses', 'openai:gpt-5-mini', '/v1/responses'],
  ['Anthropic Messages', 'anthropic:claude-sonnet-4-5', '/v1/messages'],
])('the keypoints judge over %s', (_name, judgeModel, wirePath) => {
  it('stores a parsed verdict with its judge model, prompt version and raw reply', async () => {
    const { runId, cellIds } = await runWith([
      { status: 'passed', turns: good, answer: 'October has 7 discrepancies.' },
    ]);
    const text =
      '{"reasons": "The count is read from the bank export.", "unsupported_facts": [], "verdict": "success"}';
    const settings = await settingsFor([reply(text)]);
    const summary = await judgeRun(store, { runId, judges: ['keypoints'], judgeModel, samples: 1, settings });
    expect(summary).toMatchObject({ cells: 1, verdicts: 1, unparsed: 0 });
    expect(provider!.requests.map((request) => request.path)).toEqual([wirePath]);
    const prompt = JSON.stringify(provider!.requests[0]!.body);
    expect(prompt).toContain('There are 7 discrepancies in October.');
    expect(prompt).toContain('files__read_text_file');
    // The tool's description comes from the task's apps, as the agent saw it.
    expect(prompt).not.toContain('files__read_text_file: (no description recorded)');
    const [verdict] = await new VerdictStore(store).listVerdicts([runId]);
    expect(verdict).toEqual({
      cellId: cellIds[0],
      judge: 'keypoints',
      judgeModel,
      promptVersion: 'keypoints-v1',
      sample: 0,
      status: 'parsed',
      success: true,
      reasons: 'The count is read from the bank export.',
      raw: text,
    });
  });
});

describe('unreadable judge replies', () => {
  it('asks again, then records the verdict as unparsed: neither a pass nor a fail', async () => {
    const { runId } = await runWith([{ status: 'passed', turns: good, answer: 'Done.' }]);
    const settings = await settingsFor([
      reply('It went fine, I think.'),
      reply('Looks good.'),
      reply('Yes.'),
    ]);
    const summary = await judgeRun(store, {
      runId,
      judges: ['keypoints'],
      judgeModel: 'openai:gpt-5-mini',
      samples: 1,
      settings,
    });
    expect(summary.unparsed).toBe(1);
    expect(provider!.requests).toHaveLength(3);
    // The retry carries the unreadable reply back with a reminder of the format.
    expect(JSON.stringify(provider!.requests[1]!.body)).toContain('could not be read');
    const [verdict] = await new VerdictStore(store).listVerdicts([runId]);
    expect(verdict).toMatchObject({ status: 'unparsed', reasons: '' });
    expect(verdict!.success).toBeUndefined();
    expect(verdict!.raw).toContain('It went fine, I think.');
    expect(verdict!.raw).toContain('Yes.');
    const cells = withEvaluations(
      await store.listCellsOf([runId]),
      await new VerdictStore(store).listEvaluations([runId]),
    );
    expect(cells.find((cell) => cell.model === 'reference@openai:gpt-5-mini')!.status).toBe('error');
    expect(cells.find((cell) => cell.model === 'reference')!.status).toBe('passed');
  });

  it('keeps the readable second reply, and both replies in the raw text', async () => {
    const { runId } = await runWith([{ status: 'passed', turns: good, answer: 'Done.' }]);
    const settings = await settingsFor([reply('Hmm.'), reply('Status: "failure"')]);
    await judgeRun(store, {
      runId,
      judges: ['keypoints'],
      judgeModel: 'openai:gpt-5-mini',
      samples: 1,
      settings,
    });
    const [verdict] = await new VerdictStore(store).listVerdicts([runId]);
    expect(verdict).toMatchObject({ status: 'parsed', success: false });
    expect(verdict!.raw).toMatch(/^Hmm\.[\s\S]*asked again[\s\S]*Status: "failure"$/);
  });
});

describe('sampling', () => {
  it('stores every sample and counts the majority; Likert takes the median', async () => {
    const { runId } = await runWith([
      { status: 'passed', turns: good, answer: 'October has 7 discrepancies.' },
    ]);
    const settings = await settingsFor([
      reply('{"verdict": "success", "reasons": "a"}'),
      reply('{"verdict": "failure", "reasons": "b"}'),
      reply('{"verdict": "success", "reasons": "c"}'),
      reply('{"result": 5, "trajectory": 2, "reasons": "d"}'),
      reply('Result score: 3\nTrajectory score: 4'),
      reply('{"result": 4, "trajectory": 5, "reasons": "f"}'),
    ]);
    await judgeRun(store, {
      runId,
      judges: ['keypoints', 'likert'],
      judgeModel: 'openai:gpt-5-mini',
      samples: 3,
      settings,
    });
    const verdicts = await new VerdictStore(store).listVerdicts([runId]);
    expect(verdicts.map((verdict) => [verdict.judge, verdict.sample])).toEqual([
      ['keypoints', 0],
      ['keypoints', 1],
      ['keypoints', 2],
      ['likert', 0],
      ['likert', 1],
      ['likert', 2],
    ]);
    // No co-temporal reference was run: the judge got the task's stored plan.
    expect(verdicts[3]!.promptVersion).toBe('likert-v1+plan');
    const cells = withEvaluations(
      await store.listCellsOf([runId]),
      await new VerdictStore(store).listEvaluations([runId]),
    );
    const judged = cells.filter((cell) => cell.model.startsWith('reference@'));
    expect(judged).toHaveLength(2);
    expect(judged.find((cell) => cell.likert === undefined)!.status).toBe('passed');
    expect(judged.find((cell) => cell.likert !== undefined)!.likert).toEqual({ result: 4, trajectory: 4 });
  });
});

describe('likert against a co-temporal reference', () => {
  it('gives the judge the reference the run executed beside the cell, and says so in the prompt version', async () => {
    const { runId } = await runWith([
      { status: 'passed', turns: good, answer: 'October has 7 discrepancies.' },
    ]);
    await new VerdictStore(store).saveReferenceRun({
      runId,
      taskId: 'reconcile-payments',
      model: 'reference',
      mode: 'oracle',
      repeat: 0,
      output:
        "Answer: October has 7 discrepancies.\n\nResults of the plan's calls:\n[1] files__read_text_file → live value 4711",
      startedAt: new Date(),
      finishedAt: new Date(),
    });
    const settings = await settingsFor([reply('{"reasons": "matches", "result": 5, "trajectory": 4}')]);
    await judgeRun(store, {
      runId,
      judges: ['likert'],
      judgeModel: 'openai:gpt-5-mini',
      samples: 1,
      settings,
    });
    const prompt = JSON.stringify(provider!.requests[0]!.body);
    expect(prompt).toContain('executed at the same time as the agent');
    expect(prompt).toContain('live value 4711');
    const [verdict] = await new VerdictStore(store).listVerdicts([runId]);
    expect(verdict).toMatchObject({
      judge: 'likert',
      promptVersion: 'likert-v1+cotemporal',
      resultScore: 5,
      trajectoryScore: 4,
    });
    const cells = withEvaluations(
      await store.listCellsOf([runId]),
      await new VerdictStore(store).listEvaluations([runId]),
    );
    expect(cells.find((cell) => cell.likert)!.likert).toEqual({ result: 5, trajectory: 4 });
  });
});

describe('key-point extraction', () => {
  it('extracts key points once for a task without any, stores them and reuses them', async () => {
    const verdictStore = new VerdictStore(store);
    await verdictStore.saveImport(
      'test-import',
      [
        {
          source: 'test-import',
          taskId: 'eur-rate',
          title: 'EUR rate',
          category: 'Finance',
          prompt: 'What is the EUR to USD rate right now? Save it to rate.txt.',
          answer: '',
          keyPoints: [],
          tools: ['get_rate'],
          servers: ['fx'],
          needsNetwork: true,
          requirements: 'internet access for fx',
        },
      ],
      [],
    );
    const { runId } = await runWith([
      { status: 'passed', turns: good, answer: 'The rate is 1.08.', taskId: 'eur-rate' },
    ]);
    const extraction =
      '{"key_points": ["Look up the current EUR to USD rate", "Write the rate to rate.txt"]}';
    const settings = await settingsFor([
      reply(extraction),
      reply('Status: failure'),
      reply('Status: failure'),
    ]);
    const request = {
      runId,
      judges: ['keypoints' as const],
      judgeModel: 'openai:gpt-5-mini',
      samples: 1,
      settings,
    };
    await judgeRun(store, request);
    await judgeRun(store, request);
    // Three requests: one extraction, then one verdict per judging; the second judging reused the key points.
    expect(provider!.requests).toHaveLength(3);
    expect(JSON.stringify(provider!.requests[2]!.body)).toContain('Write the rate to rate.txt');
    const stored = await verdictStore.loadKeyPoints(
      'eur-rate',
      (await import('../src/evaluation/index.ts')).promptHash(
        'What is the EUR to USD rate right now? Save it to rate.txt.',
      ),
    );
    expect(stored).toMatchObject({
      keyPoints: ['Look up the current EUR to USD rate', 'Write the rate to rate.txt'],
      judgeModel: 'openai:gpt-5-mini',
      promptVersion: 'key-points-extraction-v1',
    });
  });
});

describe('failure analysis', () => {
  it('classifies schema-invalid arguments by rule and asks the judge for the rest', async () => {
    const syntactic = [
      turn(0, [
        call('files__read_text_file', { path: 1 }, "Input validation error: 1 is not of type 'string'", true),
      ]),
      turn(1, [], 'I could not read it.'),
    ];
    const { runId, cellIds } = await runWith([
      { status: 'failed', turns: syntactic, answer: 'I could not read it.' },
      { status: 'failed', turns: good, answer: 'October has 9 discrepancies.' },
      { status: 'passed', turns: good, answer: 'October has 7 discrepancies.' },
    ]);
    const settings = await settingsFor([
      reply('{"reasons": "It miscounted the rows it read.", "class": "output-parsing-error"}'),
    ]);
    const summary = await judgeRun(store, {
      runId,
      judges: ['failures'],
      judgeModel: 'openai:gpt-5-mini',
      samples: 1,
      settings,
    });
    expect(summary.failureClasses).toBe(2);
    expect(provider!.requests).toHaveLength(1);
    const classes = await new VerdictStore(store).listFailureClasses([runId]);
    const byCell = new Map(classes.map((record) => [record.cellId, record]));
    expect(byCell.get(cellIds[0]!)).toMatchObject({
      failureClass: 'syntactic-argument-error',
      source: 'rule',
    });
    expect(byCell.get(cellIds[0]!)!.evidence).toMatch(
      /files__read_text_file was called with arguments its input schema rejects/,
    );
    expect(byCell.get(cellIds[1]!)).toMatchObject({
      failureClass: 'output-parsing-error',
      source: 'judge',
      judgeModel: 'openai:gpt-5-mini',
      promptVersion: 'failure-class-v1',
      evidence: 'It miscounted the rows it read.',
    });
    expect(byCell.has(cellIds[2]!)).toBe(false);
    const cells = withEvaluations(
      await store.listCellsOf([runId]),
      await new VerdictStore(store).listEvaluations([runId]),
    );
    expect(cells.map((cell) => cell.failureClass ?? null)).toEqual([
      'syntactic-argument-error',
      'output-parsing-error',
      null,
    ]);
  });
});
