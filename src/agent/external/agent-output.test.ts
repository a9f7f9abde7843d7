import { describe, expect, it } from 'vitest';
import { readAgentOutput } from './agent-output.ts';

describe('reading an agent CLI output', () => {
  it('takes the answer and usage from the last Claude Code result object', () => {
    const stdout = [
      'a log line',
      JSON.stringify({
        type: 'result',
        subtype: 'success',
        is_error: false,
        result: 'Done: 7 payments.',
        total_cost_usd: 0.02,
        usage: {
          input_tokens: 10,
          cache_creation_input_tokens: 5,
          cache_read_input_tokens: 100,
          output_tokens: 3,
        },
      }),
    ].join('\n');
    expect(readAgentOutput(stdout, 'claude-json')).toEqual({
      answer: 'Done: 7 payments.',
      usage: { inputTokens: 115, cachedInputTokens: 100, outputTokens: 3, reasoningTokens: 0, costUsd: 0.02 },
    });
  });

  it('adds up the usage of every Codex turn and keeps the cost unknown', () => {
    const events = [
      { type: 'thread.started', thread_id: 't' },
      { type: 'item.completed', item: { type: 'agent_message', text: 'first' } },
      { type: 'turn.completed', usage: { input_tokens: 10, cached_input_tokens: 4, output_tokens: 2 } },
      { type: 'item.completed', item: { type: 'agent_message', text: 'final' } },
      { type: 'turn.completed', usage: { input_tokens: 20, cached_input_tokens: 0, output_tokens: 5 } },
    ];
    expect(readAgentOutput(events.map((event) => JSON.stringify(event)).join('\n'), 'codex-jsonl')).toEqual({
      answer: 'final',
      usage: { inputTokens: 30, cachedInputTokens: 4, outputTokens: 7, reasoningTokens: 0, costUsd: null },
    });
  });

  it('takes output that is not in the format as the answer, with no usage', () => {
    expect(readAgentOutput('Error: no API key\n', 'claude-json')).toEqual({ answer: 'Error: no API key\n' });
    expect(readAgentOutput('plain', 'codex-jsonl')).toEqual({ answer: 'plain' });
  });
});
