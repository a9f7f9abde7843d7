import { describe, expect, it } from 'vitest';
import type { ToolResult, ToolSpec, ToolSurface } from '../catalog/index.ts';
import type { Message, Model, ModelRequest, ModelResponse, ToolCall } from '../models/index.ts';
import { ContextWindow } from './context-window.ts';
import { OutputPager } from './output-pager.ts';
import { runAgent } from './run-agent.ts';
import { mcpTool } from './test-fixtures/agent-test-fixtures.ts';

const usage = { inputTokens: 1, cachedInputTokens: 0, outputTokens: 1, reasoningTokens: 0, costUsd: 0 };

/** Decides each reply from the conversation so far, and keeps every request it saw. */
class ReactiveModel implements Model {
  readonly id = 'reactive';
  readonly requests: ModelRequest[] = [];
  constructor(private readonly decide: (messages: Message[], turn: number) => Partial<ModelResponse>) {}

  async generate(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(structuredClone(request));
    const reply = this.decide(request.messages, this.requests.length - 1);
    return { text: reply.text ?? '', toolCalls: reply.toolCalls ?? [], usage };
  }
}

const big = Array.from({ length: 30_000 }, (_, line) => `row ${line}: value ${line * 7}`).join('\n');

class BigSurface implements ToolSurface {
  readonly tools: ToolSpec[] = [mcpTool('db', 'dump')];
  async call(): Promise<ToolResult> {
    return { content: big, isError: false };
  }
}

const call = (id: string, name: string, args: Record<string, unknown> = {}): ToolCall => ({
  id,
  name,
  arguments: args,
});
const lastTool = (messages: Message[]): string => {
  const last = messages.at(-1);
  return last?.role === 'tool' ? last.content : '';
};

describe('overlong tool output', () => {
  it('shows the first page with the size and an id, pages on, and finds lines', async () => {
    const seen: string[] = [];
    const model = new ReactiveModel((messages, turn) => {
      if (turn > 0) seen.push(lastTool(messages));
      if (turn === 0) return { toolCalls: [call('1', 'db__dump')] };
      if (turn === 1) return { toolCalls: [call('2', 'read_output', { id: 'out-1', page: 3 })] };
      if (turn === 2)
        return { toolCalls: [call('3', 'search_output', { id: 'out-1', pattern: 'row 2999[0-9]:' })] };
      if (turn === 3) return { toolCalls: [call('4', 'read_output', { id: 'out-9', page: 1 })] };
      return { text: 'done' };
    });
    const trajectory = await runAgent({
      model,
      surface: new BigSurface(),
      prompt: 'dump',
      limits: { maxTurns: 10 },
    });
    expect(big.length).toBeGreaterThan(100_000);
    const [head, page3, search, unknown] = seen;
    expect(head!.startsWith(big.slice(0, 10_000))).toBe(true);
    expect(head).toContain(
      `[Output truncated: ${big.length} characters in ${Math.ceil(big.length / 10_000)} pages`,
    );
    expect(head).toContain('read_output(id: "out-1", page: 2)');
    expect(head!.length).toBeLessThan(10_500);
    expect(page3).toBe(`[out-1 page 3 of ${Math.ceil(big.length / 10_000)}]\n${big.slice(20_000, 30_000)}`);
    expect(search).toMatch(/^10 matching lines of 30000 in out-1:\n29991: row 29990: value 209930/);
    expect(unknown).toBe('Error: no stored output "out-9"; stored: out-1');
    // The trajectory keeps the whole output for the record.
    expect(trajectory.turns[0]!.toolCalls[0]!.result).toBe(big);
  });

  it('passes short outputs through untouched', () => {
    expect(new OutputPager().present('short')).toEqual({ shown: 'short' });
  });
});

describe('context management', () => {
  it('drops the oldest turns near the budget, keeps the task, and finds dropped turns on request', async () => {
    const model = new ReactiveModel((messages, turn) => {
      if (turn < 6) return { toolCalls: [call(String(turn), 'db__dump')] };
      if (turn === 6) return { toolCalls: [call('s', 'search_history', { query: 'row 12345:' })] };
      return { text: lastTool(messages) };
    });
    const pager = 120_000; // outputs stay whole so each turn is large
    const trajectory = await runAgent({
      model,
      surface: new BigSurface(),
      prompt: 'keep dumping',
      limits: { maxTurns: 10, contextTokens: 300_000, keepTurns: 2, outputLimitChars: 1_000_000 + pager },
    });
    const sizes = model.requests.map((request) => request.messages.length);
    // Never more than system + task + note + the kept turns (2 messages each) + the newest turn.
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2 + 1 + 3 * 2);
    const late = model.requests[6]!.messages;
    expect(late[0]!.role).toBe('system');
    expect(late[1]).toMatchObject({ role: 'user', content: 'keep dumping' });
    expect(late[2]!.content).toMatch(/^\[Context note: .*the \d+ oldest turns were removed/);
    expect(trajectory.finalAnswer).toMatch(/^turn 1, result of db__dump: row 12345: value 86415/);
  });

  it('counts the tool definitions and stubs old results before dropping turns', () => {
    const turn = (n: number) => [
      { role: 'assistant' as const, content: '', toolCalls: [call(String(n), 'db__dump')] },
      {
        role: 'tool' as const,
        toolCallId: String(n),
        toolName: 'db__dump',
        content: 'x'.repeat(4000),
        isError: false,
      },
    ];
    const fill = (toolTokens: number) => {
      const window = new ContextWindow([{ role: 'user', content: 'task' }], {
        maxTokens: 5000,
        keepTurns: 2,
        toolTokens,
      });
      for (let n = 1; n <= 3; n += 1) window.push(turn(n));
      window.fit();
      return window;
    };
    // 3 turns of 1,000 tokens fit in 80% of 5,000 without tools ...
    expect(fill(0).messages.filter((message) => message.role === 'tool')).toHaveLength(3);
    // ... but not beside 1,500 tokens of tool definitions: the oldest result becomes a stub, no turn is dropped.
    const compacted = fill(1500);
    const results = compacted.messages.filter((message) => message.role === 'tool');
    expect(results).toHaveLength(3);
    expect(results[0]!.content).toMatch(/^\[Result removed to fit the context window/);
    expect(compacted.messages[1]!.content).toMatch(/results of 1 older turns were replaced by stubs/);
    expect(compacted.searchHistory('xxxx')).toMatch(/^turn 1, result of db__dump/);
  });

  it('says when nothing has been dropped', () => {
    const window = new ContextWindow([{ role: 'user', content: 'task' }], { maxTokens: 1000, keepTurns: 2 });
    expect(window.searchHistory('x')).toMatch(/^No turns have been removed/);
  });
});

describe('claim_done and budgets', () => {
  it('ends the episode on claim_done with its answer, skipping calls after it', async () => {
    const model = new ReactiveModel(() => ({
      text: 'wrapping up',
      toolCalls: [call('1', 'claim_done', { answer: 'All 7 filed.' }), call('2', 'db__dump')],
    }));
    const trajectory = await runAgent({
      model,
      surface: new BigSurface(),
      prompt: 'x',
      limits: { maxTurns: 5 },
    });
    expect(trajectory.endReason).toBe('claimed-done');
    expect(trajectory.finalAnswer).toBe('All 7 filed.');
    expect(trajectory.turns[0]!.toolCalls.map((record) => record.name)).toEqual(['claim_done']);
  });

  it('stops at the wall-clock budget and keeps what was done', async () => {
    // One turn at once, then no answer until the budget aborts the request: nothing races the budget.
    let requests = 0;
    const stalling: Model = {
      id: 'stalling',
      generate: (_request, signal) => {
        requests += 1;
        if (requests === 1) return Promise.resolve({ text: '', toolCalls: [call('1', 'db__dump')], usage });
        return new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason));
        });
      },
    };
    const trajectory = await runAgent({
      model: stalling,
      surface: new BigSurface(),
      prompt: 'x',
      limits: { maxTurns: 1000, timeMs: 150 },
    });
    expect(trajectory.endReason).toBe('time-budget');
    expect(trajectory.turns.map((turn) => turn.toolCalls.map((record) => record.name))).toEqual([
      ['db__dump'],
    ]);
  });

  it('offers the built-in tools beside the surface tools', async () => {
    const model = new ReactiveModel(() => ({ text: 'ok' }));
    await runAgent({ model, surface: new BigSurface(), prompt: 'x', limits: { maxTurns: 1 } });
    expect(model.requests[0]!.tools.map((tool) => tool.name)).toEqual([
      'db__dump',
      'claim_done',
      'read_output',
      'search_output',
      'search_history',
    ]);
  });
});
