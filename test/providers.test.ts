import { afterEach, describe, expect, it } from 'vitest';
import { defaultModelSettings, DEFAULT_RETRY_POLICY, type ModelSettings } from '../src/models/index.ts';
import { runCell } from '../src/runner/index.ts';
import { loadTask, type Task, toolStepsOf } from '../src/tasks/index.ts';
import { FakeProvider, type ScriptedReply, type ScriptedTurn } from './fake-provider.ts';

const task = loadTask('suites/core/reconcile-payments');

/** The reference plan as a real model would send it: the first two calls in parallel, then one a turn. */
function solveTurns(target: Task): ScriptedTurn[] {
  const [first, second, ...rest] = toolStepsOf(target.reference.plan);
  return [
    {
      kind: 'turn',
      reasoning: 'Look around first.',
      toolCalls: [first!, second!].map((step) => ({ name: step.tool, arguments: step.arguments })),
      usage: { input: 2000, cached: 0, output: 60, reasoning: 20 },
    },
    ...rest.map((step): ScriptedTurn => ({
      kind: 'turn',
      text: step.why ?? '',
      toolCalls: [{ name: step.tool, arguments: step.arguments }],
      usage: { input: 3000, cached: 2000, output: 80, reasoning: 0 },
    })),
    {
      kind: 'turn',
      toolCalls: [{ name: 'claim_done', arguments: { answer: target.reference.answer } }],
      usage: { input: 5000, cached: 4000, output: 120, reasoning: 0 },
    },
  ];
}

let provider: FakeProvider | undefined;
afterEach(async () => {
  await provider?.stop();
  provider = undefined;
});

async function runWith(model: string, replies: ScriptedReply[], overrides: Partial<ModelSettings> = {}) {
  provider = new FakeProvider(replies);
  const baseUrl = await provider.start();
  const settings = {
    models: defaultModelSettings({
      baseUrl,
      retry: { ...DEFAULT_RETRY_POLICY, baseDelayMs: 10, maxDelayMs: 2000 },
      timeoutMs: 2000,
      ...overrides,
    }),
  };
  const previous = {
    openai: process.env.OPENAI_API_KEY,
    anthropic: process.env.ANTHROPIC_API_KEY,
    google: process.env.GOOGLE_GENERATIVE_AI_API_KEY,
  };
  process.env.OPENAI_API_KEY = 'sk-test-openai';
  process.env.ANTHROPIC_API_KEY = 'sk-ant-test';
  process.env.GOOGLE_GENERATIVE_AI_API_KEY = 'google-test';
  try {
    return await runCell({ task, model, mode: 'oracle', repeat: 0 }, 'test', settings);
  } finally {
    process.env.OPENAI_API_KEY = previous.openai;
    process.env.ANTHROPIC_API_KEY = previous.anthropic;
    if (previous.openai === undefined) delete process.env.OPENAI_API_KEY;
    if (previous.anthropic === undefined) delete process.env.ANTHROPIC_API_KEY;
    if (previous.google === undefined) delete process.env.GOOGLE_GENERATIVE_AI_API_KEY;
    else process.env.GOOGLE_GENERATIVE_AI_API_KEY = previous.google;
  }
}

describe.each([
  ['OpenAI Chat Completions', 'openai-compatible:qwen3-32b', '/v1/chat/completions'],
  ['OpenAI Responses', 'openai:gpt-5-mini', '/v1/responses'],
  ['Anthropic Messages', 'anthropic:claude-sonnet-4-5', '/v1/messages'],
  ['Gemini generateContent', 'google:gemini-2.5-flash', '/v1/models/gemini-2.5-flash:generateContent'],
])('a real task over the %s wire format', (_name, model, path) => {
  it('passes, with parallel tool calls, usage and reasoning recorded', async () => {
    const cell = await runWith(model, solveTurns(task));
    expect(cell.error).toBeUndefined();
    expect(cell.status).toBe('passed');
    expect(provider!.rejected).toEqual([]);
    expect(provider!.requests.every((request) => request.path === path)).toBe(true);
    expect(provider!.remaining).toBe(0);
    const trajectory = cell.trajectory!;
    expect(trajectory.turns[0]!.toolCalls.map((call) => call.name)).toEqual([
      'files__list_directory',
      'files__read_text_file',
    ]);
    expect(trajectory.turns[0]!.reasoning).toBe('Look around first.');
    expect(trajectory.finalAnswer).toBe(task.reference.answer);
    const turnsWithPlanStep = task.reference.plan.length - 2;
    expect(trajectory.usage.inputTokens).toBe(2000 + 3000 * turnsWithPlanStep + 5000);
    expect(trajectory.usage.cachedInputTokens).toBe(2000 * turnsWithPlanStep + 4000);
    expect(trajectory.usage.outputTokens).toBe(60 + 80 * turnsWithPlanStep + 120);
    // The second request carries the first turn's results back to the model.
    expect(JSON.stringify(provider!.requests[1]!.body)).toContain('reconciliation');
  });
});

describe('cost', () => {
  it('prices a known model from the table and leaves an unknown one null, never 0', async () => {
    const known = await runWith('openai:gpt-5-mini', solveTurns(task));
    const usage = known.trajectory!.usage;
    const expected =
      ((usage.inputTokens - usage.cachedInputTokens) * 0.25 +
        usage.cachedInputTokens * 0.025 +
        usage.outputTokens * 2) /
      1e6;
    expect(usage.costUsd).toBeCloseTo(expected, 10);
    await provider!.stop();
    const unknown = await runWith('openai-compatible:qwen3-32b', solveTurns(task));
    expect(unknown.trajectory!.usage.costUsd).toBeNull();
    expect(unknown.trajectory!.turns.every((turn) => turn.usage.costUsd === null)).toBe(true);
  });
});

describe('provider failures', () => {
  const answerAtOnce: ScriptedTurn = {
    kind: 'turn',
    toolCalls: [{ name: 'claim_done', arguments: { answer: 'Nothing to do.' } }],
  };

  it('waits as long as Retry-After asks on 429, then goes on', async () => {
    const retries: number[] = [];
    const cell = await runWith(
      'openai-compatible:qwen3-32b',
      [
        {
          kind: 'status',
          status: 429,
          headers: { 'retry-after': '1' },
          body: '{"error":{"message":"rate limited"}}',
        },
        answerAtOnce,
      ],
      { onRetry: (_model, _failure, delayMs) => retries.push(delayMs) },
    );
    expect(cell.status).toBe('failed');
    expect(cell.trajectory!.finalAnswer).toBe('Nothing to do.');
    expect(retries).toEqual([1000]);
  });

  it('retries 500s, malformed JSON and a hang past the timeout', async () => {
    const reasons: string[] = [];
    const cell = await runWith(
      'openai-compatible:qwen3-32b',
      [
        { kind: 'status', status: 500, body: '{"error":{"message":"internal"}}' },
        { kind: 'malformed' },
        { kind: 'hang' },
        answerAtOnce,
      ],
      { timeoutMs: 300, onRetry: (_model, failure) => reasons.push(failure.reason) },
    );
    expect(cell.error).toBeUndefined();
    expect(cell.trajectory?.finalAnswer).toBe('Nothing to do.');
    expect(reasons).toHaveLength(3);
    expect(reasons[0]).toMatch(/^HTTP 500/);
    expect(reasons[1]).toMatch(/malformed response|JSON/i);
    expect(reasons[2]).toMatch(/timed out|abort/i);
  });

  it('ends the cell as an error, not a failure, when retries run out', async () => {
    const down = { kind: 'status', status: 503, body: '{"error":{"message":"overloaded"}}' } as const;
    const cell = await runWith('openai-compatible:qwen3-32b', [down, down, down], {
      retry: { maxRetries: 2, maxElapsedMs: 60_000, baseDelayMs: 5, maxDelayMs: 20 },
    });
    expect(cell).toMatchObject({ status: 'error', outcome: 'provider-fault' });
    expect(cell.error).toMatch(/model call failed after 3 attempts: HTTP 503/);
  });

  it('does not retry a request the provider rejects as invalid', async () => {
    const cell = await runWith('openai-compatible:qwen3-32b', [
      { kind: 'status', status: 400, body: '{"error":{"message":"bad tool schema"}}' },
      answerAtOnce,
    ]);
    expect(cell).toMatchObject({ status: 'error', outcome: 'configuration' });
    expect(cell.error).toMatch(/^harness error: request rejected: HTTP 400/);
    expect(provider!.requests).toHaveLength(1);
  });

  it('names the offending tool and the schema sent when the provider rejects one', async () => {
    const cell = await runWith('openai-compatible:qwen3-32b', [
      {
        kind: 'status',
        status: 400,
        body: JSON.stringify({
          error: {
            message: "Invalid schema for function 'files__read_text_file': array schema missing items.",
            type: 'invalid_request_error',
          },
        }),
      },
    ]);
    expect(cell).toMatchObject({ status: 'error', outcome: 'configuration' });
    expect(cell.error).toMatch(
      /^harness error: request rejected: HTTP 400.*\(tool files__read_text_file, schema sent: \{/,
    );
  });

  it('answers arguments that are not JSON with an observation', async () => {
    const cell = await runWith('openai-compatible:qwen3-32b', [
      { kind: 'turn', toolCalls: [{ name: 'files__read_text_file', arguments: '{"path": README.md' }] },
      answerAtOnce,
    ]);
    const call = cell.trajectory!.turns[0]!.toolCalls[0]!;
    expect(call.isError).toBe(true);
    expect(call.result).toMatch(/^Error: tool arguments are not valid JSON/);
  });
});
