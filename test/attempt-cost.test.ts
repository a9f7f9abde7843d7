import { afterEach, describe, expect, it } from 'vitest';
import { defaultModelSettings, DEFAULT_RETRY_POLICY } from '../src/models/index.ts';
import { runCells } from '../src/runner/index.ts';
import { Store } from '../src/store/index.ts';
import { loadTask, toolStepsOf } from '../src/tasks/index.ts';
import { FakeProvider, type ScriptedReply } from './fake-provider.ts';

const task = loadTask('suites/core/reconcile-payments');
const [first] = toolStepsOf(task.reference.plan);
const usage = { input: 10_000, cached: 0, output: 500, reasoning: 0 };
/** gpt-5-mini list price: $0.25 / M input, $2 / M output. */
const turnCost = (10_000 * 0.25 + 500 * 2) / 1e6;

let provider: FakeProvider | undefined;
afterEach(async () => {
  await provider?.stop();
  delete process.env.OPENAI_API_KEY;
});

describe('the cost of retried attempts', () => {
  it('stores what a failed attempt spent and counts it in the run cost and --max-cost', async () => {
    const down: ScriptedReply = { kind: 'status', status: 503, body: '{"error":{"message":"overloaded"}}' };
    provider = new FakeProvider([
      // Attempt 1: one turn of work, then the provider is down until the model gives up.
      { kind: 'turn', toolCalls: [{ name: first!.tool, arguments: first!.arguments }], usage },
      down,
      // Attempt 2: answers at once.
      { kind: 'turn', toolCalls: [{ name: 'claim_done', arguments: { answer: 'done' } }], usage },
    ]);
    const baseUrl = await provider.start();
    process.env.OPENAI_API_KEY = 'sk-test';
    const store = await Store.open('memory');
    const run = await store.createRun({
      paths: [],
      models: ['openai:gpt-5-mini'],
      modes: ['oracle'],
      repeats: 1,
    });
    const result = await runCells({
      runId: run.id,
      plans: [{ task, model: 'openai:gpt-5-mini', mode: 'oracle', repeat: 0 }],
      settings: {
        models: defaultModelSettings({
          baseUrl,
          retry: { ...DEFAULT_RETRY_POLICY, maxRetries: 0 },
          timeoutMs: 5000,
        }),
      },
      store,
      concurrency: 1,
      retries: 1,
    });
    expect(result.cells[0]!.status).not.toBe('error');
    expect(result.spentUsd).toBeCloseTo(2 * turnCost, 10);
    const attempts = await store.listAttempts(run.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      outcome: 'provider-fault',
      retried: true,
      usage: { inputTokens: 10_000, outputTokens: 500 },
    });
    expect(attempts[0]!.usage!.costUsd).toBeCloseTo(turnCost, 10);
    expect(await store.runCostUsd(run.id)).toBeCloseTo(2 * turnCost, 10);
    await store.close();
  });
});
