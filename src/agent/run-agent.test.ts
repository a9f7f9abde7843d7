import { describe, expect, it } from 'vitest';
import type { ToolResult, ToolSurface } from '../catalog/index.ts';
import type { Model, ModelRequest, ModelResponse, ToolCall } from '../models/index.ts';
import { runAgent } from './run-agent.ts';
import { mcpTool, REPLY_USAGE } from './test-fixtures/agent-test-fixtures.ts';

const usage = REPLY_USAGE;

/** Replies with the scripted responses in order and records what it was asked. */
class ScriptedModel implements Model {
  readonly id = 'scripted';
  readonly requests: ModelRequest[] = [];
  private readonly script: Array<Partial<ModelResponse> & { toolCalls?: ToolCall[] }>;

  constructor(script: Array<Partial<ModelResponse>>) {
    this.script = script;
  }

  async generate(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(structuredClone(request));
    const next = this.script[this.requests.length - 1] ?? { text: 'out of script' };
    return { text: next.text ?? '', toolCalls: next.toolCalls ?? [], usage };
  }
}

class FakeSurface implements ToolSurface {
  readonly tools = [
    mcpTool('files', 'read_text_file', 'files__read_text_file tool'),
    mcpTool('files', 'write_file', 'files__write_file tool'),
  ];
  readonly calls: string[] = [];

  async call(name: string, args: Record<string, unknown>): Promise<ToolResult> {
    this.calls.push(name);
    if (args.path === 'missing.txt') return { content: 'Error: ENOENT: no such file', isError: true };
    return { content: `ok ${name}`, isError: false };
  }
}

const call = (id: string, name: string, args: Record<string, unknown> = {}): ToolCall => ({
  id,
  name,
  arguments: args,
});

describe('runAgent', () => {
  it('runs tools until the model answers without a call, and records every turn', async () => {
    const surface = new FakeSurface();
    const model = new ScriptedModel([
      { text: 'reading', toolCalls: [call('1', 'files__read_text_file', { path: 'a.txt' })] },
      { text: 'All done.' },
    ]);
    const trajectory = await runAgent({ model, surface, prompt: 'Do it', limits: { maxTurns: 5 } });
    expect(trajectory.endReason).toBe('answered');
    expect(trajectory.finalAnswer).toBe('All done.');
    expect(trajectory.turns).toHaveLength(2);
    expect(trajectory.turns[0]?.toolCalls[0]).toMatchObject({
      name: 'files__read_text_file',
      arguments: { path: 'a.txt' },
      result: 'ok files__read_text_file',
      isError: false,
    });
    expect(trajectory.usage.inputTokens).toBe(20);
    expect(trajectory.usage.costUsd).toBeCloseTo(0.002);
    // The model sees the task and the tool result in order.
    const second = model.requests[1]!.messages;
    expect(second.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(second[1]).toMatchObject({ role: 'user', content: 'Do it' });
  });

  it("tells the model it may ask when the task's user is in the conversation, and not to otherwise", async () => {
    const alone = new ScriptedModel([{ text: 'done' }]);
    await runAgent({ model: alone, surface: new FakeSurface(), prompt: 'Do it', limits: { maxTurns: 2 } });
    expect(alone.requests[0]!.messages[0]!.content).toContain('do not ask questions back');
    const withUser = new ScriptedModel([{ text: 'Which one?' }]);
    await runAgent({
      model: withUser,
      surface: new FakeSurface(),
      prompt: 'Do it',
      limits: { maxTurns: 2 },
      user: { reply: async () => ({ from: 'dana', text: 'bye', end: 'done' }) },
    });
    const system = withUser.requests[0]!.messages[0]!.content;
    expect(system).not.toContain('do not ask questions back');
    expect(system).toContain('ask them');
    expect(system).toContain('claim_done');
  });

  it('gives a tool error back to the model as an observation', async () => {
    const surface = new FakeSurface();
    const model = new ScriptedModel([
      { toolCalls: [call('1', 'files__read_text_file', { path: 'missing.txt' })] },
      { text: 'The file is missing.' },
    ]);
    const trajectory = await runAgent({ model, surface, prompt: 'Read it', limits: { maxTurns: 5 } });
    expect(trajectory.turns[0]?.toolCalls[0]).toMatchObject({ isError: true, unknownTool: false });
    const observation = model.requests[1]!.messages.at(-1);
    expect(observation).toMatchObject({
      role: 'tool',
      toolCallId: '1',
      isError: true,
      content: 'Error: ENOENT: no such file',
    });
    expect(trajectory.finalAnswer).toBe('The file is missing.');
  });

  it('answers an unknown tool name with the closest real names, without calling anything', async () => {
    const surface = new FakeSurface();
    const model = new ScriptedModel([{ toolCalls: [call('1', 'files__read_txt_file')] }, { text: 'ok' }]);
    const trajectory = await runAgent({ model, surface, prompt: 'x', limits: { maxTurns: 5 } });
    const record = trajectory.turns[0]!.toolCalls[0]!;
    expect(record.unknownTool).toBe(true);
    expect(record.isError).toBe(true);
    expect(record.result).toBe(
      'Error: there is no tool named "files__read_txt_file". Closest tools: files__read_text_file, files__write_file, read_output.',
    );
    expect(surface.calls).toEqual([]);
  });

  it('stops at max turns and says so', async () => {
    const surface = new FakeSurface();
    const loop = Array.from({ length: 10 }, (_, index) => ({
      toolCalls: [call(String(index), 'files__write_file')],
    }));
    const trajectory = await runAgent({
      model: new ScriptedModel(loop),
      surface,
      prompt: 'x',
      limits: { maxTurns: 3 },
    });
    expect(trajectory.endReason).toBe('max-turns');
    expect(trajectory.turns).toHaveLength(3);
    expect(surface.calls).toHaveLength(3);
    expect(trajectory.finalAnswer).toBe('');
  });

  it('runs parallel tool calls of one turn in order', async () => {
    const surface = new FakeSurface();
    const model = new ScriptedModel([
      { toolCalls: [call('a', 'files__read_text_file'), call('b', 'files__write_file')] },
      { text: 'done' },
    ]);
    const trajectory = await runAgent({ model, surface, prompt: 'x', limits: { maxTurns: 5 } });
    expect(trajectory.turns[0]?.toolCalls.map((record) => record.id)).toEqual(['a', 'b']);
    expect(model.requests[1]!.messages.slice(-2).map((message) => message.role)).toEqual(['tool', 'tool']);
  });

  it('lets a model failure through: that is an infrastructure fault, not an observation', async () => {
    const failing: Model = {
      id: 'broken',
      generate: async () => {
        throw new Error('provider down');
      },
    };
    await expect(
      runAgent({ model: failing, surface: new FakeSurface(), prompt: 'x', limits: { maxTurns: 2 } }),
    ).rejects.toThrow('provider down');
  });
});
