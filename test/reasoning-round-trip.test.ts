import { afterEach, describe, expect, it } from 'vitest';
import { defaultModelSettings, DEFAULT_RETRY_POLICY, type ModelSettings } from '../src/models/index.ts';
import { runCell } from '../src/runner/index.ts';
import { loadTask, toolStepsOf } from '../src/tasks/index.ts';
import { FakeProvider, type ScriptedTurn } from './fake-provider.ts';

const task = loadTask('suites/core/reconcile-payments');
const [step] = toolStepsOf(task.reference.plan);

/** A turn that thinks before its call, then claim_done. */
const turns: ScriptedTurn[] = [
  {
    kind: 'turn',
    reasoning: 'The ledger is in the workspace; list it first.',
    toolCalls: [{ name: step!.tool, arguments: step!.arguments }],
  },
  { kind: 'turn', toolCalls: [{ name: 'claim_done', arguments: { answer: 'done' } }] },
];

let provider: FakeProvider | undefined;
afterEach(async () => {
  await provider?.stop();
  for (const key of ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GOOGLE_GENERATIVE_AI_API_KEY'])
    delete process.env[key];
});

async function secondRequest(model: string, overrides: Partial<ModelSettings> = {}) {
  provider = new FakeProvider(turns);
  const baseUrl = await provider.start();
  process.env.OPENAI_API_KEY = 'sk-test';
  process.env.ANTHROPIC_API_KEY = 'sk-ant-test';
  process.env.GOOGLE_GENERATIVE_AI_API_KEY = 'google-test';
  const cell = await runCell({ task, model, mode: 'oracle', repeat: 0 }, 'test', {
    models: defaultModelSettings({
      baseUrl,
      retry: { ...DEFAULT_RETRY_POLICY, maxRetries: 0 },
      ...overrides,
    }),
  });
  expect(cell.error).toBeUndefined();
  expect(provider.rejected).toEqual([]);
  expect(cell.trajectory!.turns[0]!.reasoning).toBe('The ledger is in the workspace; list it first.');
  return { first: provider.requests[0]!.body, second: provider.requests[1]!.body };
}

describe('reasoning is captured per turn and sent back as each provider needs', () => {
  it('Anthropic: thinking is asked for with a budget, and the signed block goes back first', async () => {
    const { first, second } = await secondRequest('anthropic:claude-sonnet-4-5', { thinkingTokens: 2048 });
    expect(first.thinking).toEqual({ type: 'enabled', budget_tokens: 2048 });
    const assistant = (
      second.messages as Array<{ role: string; content: Array<Record<string, unknown>> }>
    ).find((message) => message.role === 'assistant')!;
    expect(assistant.content[0]).toEqual({
      type: 'thinking',
      thinking: 'The ledger is in the workspace; list it first.',
      signature: 'sig-1',
    });
  });

  it('OpenAI Responses: summaries are asked for, and the reasoning item goes back by id', async () => {
    const { first, second } = await secondRequest('openai:gpt-5-mini', { reasoningSummaries: true });
    expect(first.reasoning).toMatchObject({ summary: 'auto' });
    expect(JSON.stringify(second.input)).toContain('"rs_1"');
  });

  it('Gemini: thoughts are asked for, and the thought signature goes back with its function call', async () => {
    const { first, second } = await secondRequest('google:gemini-2.5-flash');
    expect(first.generationConfig).toMatchObject({ thinkingConfig: { includeThoughts: true } });
    const model = (second.contents as Array<{ role: string; parts: Array<Record<string, unknown>> }>).find(
      (content) => content.role === 'model',
    )!;
    expect(model.parts.find((part) => part.functionCall)).toMatchObject({ thoughtSignature: 'c2lnLSR71' });
  });

  it('OpenAI-compatible servers: reasoning is kept but never sent back', async () => {
    const { second } = await secondRequest('openai-compatible:qwen3-32b');
    expect(JSON.stringify(second)).not.toContain('The ledger is in the workspace');
  });
});
