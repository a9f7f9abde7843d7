import { afterEach, describe, expect, it } from 'vitest';
import { defaultModelSettings } from '../src/models/index.ts';
import { runCell } from '../src/runner/index.ts';
import { loadTask, toolStepsOf } from '../src/tasks/index.ts';
import { FakeProvider, type ScriptedReply } from './fake-provider.ts';

const task = loadTask('suites/core/reconcile-payments');
let provider: FakeProvider | undefined;
afterEach(() => provider?.stop());

describe('retrieval mode', () => {
  it('gives the agent only find_tools / call_tool, and a model that searches first solves the task', async () => {
    const script: ScriptedReply[] = [
      {
        kind: 'turn',
        toolCalls: [{ name: 'find_tools', arguments: { query: 'read a text file', num_tools: 3 } }],
      },
      ...toolStepsOf(task.reference.plan).map((step): ScriptedReply => ({
        kind: 'turn',
        toolCalls: [{ name: 'call_tool', arguments: { name: step.tool, arguments: step.arguments } }],
      })),
      { kind: 'turn', toolCalls: [{ name: 'claim_done', arguments: { answer: task.reference.answer } }] },
    ];
    provider = new FakeProvider(script);
    const baseUrl = await provider.start();
    const cell = await runCell(
      { task, model: 'openai-compatible:test', mode: 'retrieval', repeat: 0 },
      'test',
      {
        models: defaultModelSettings({ baseUrl }),
      },
    );
    expect(cell.error).toBeUndefined();
    expect(cell.status).toBe('passed');
    const offered = (provider.requests[0]!.body.tools as Array<{ function: { name: string } }>).map(
      (tool) => tool.function.name,
    );
    expect(offered).toEqual([
      'find_tools',
      'call_tool',
      'claim_done',
      'read_output',
      'search_output',
      'search_history',
    ]);
    const search = cell.trajectory!.turns[0]!.toolCalls[0]!;
    expect(search.name).toBe('find_tools');
    const found = JSON.parse(search.result).tools.map((tool: { name: string }) => tool.name);
    expect(found).toHaveLength(3);
    expect(found).toContain('files__read_text_file');
    expect(cell.trajectory!.turns[1]!.toolCalls[0]).toMatchObject({ name: 'call_tool', isError: false });
  });

  it('accepts tools called by their own names, so the reference plan passes as it is', async () => {
    const cell = await runCell({ task, model: 'reference', mode: 'retrieval', repeat: 0 }, 'test', {
      models: defaultModelSettings(),
    });
    expect(cell.status).toBe('passed');
    expect(cell.trajectory!.turns.flatMap((turn) => turn.toolCalls).every((call) => !call.unknownTool)).toBe(
      true,
    );
  });
});
