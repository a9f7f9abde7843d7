import { describe, expect, it } from 'vitest';
import type { ToolSurface } from '../catalog/index.ts';
import type { Model, ModelRequest } from '../models/index.ts';
import { LlmPlayer } from '../people/index.ts';
import {
  deliveredConversation,
  deliveredPromptWithHistory,
  type HistoryEntry,
  judgedPrompt,
  type Person,
  taskFileSchema,
} from '../tasks/index.ts';
import { runAgent } from './run-agent.ts';
import { REPLY_USAGE } from './test-fixtures/agent-test-fixtures.ts';

// A task that starts mid-conversation: the user asked, the agent called a tool and said what it did.
const history: HistoryEntry[] = [
  { from: 'user', text: 'Please create a review task.' },
  {
    from: 'agent',
    tool: 'tau2__create_task',
    arguments: { title: 'Review' },
    result: '{"task_id": "task_2"}',
    isError: false,
  },
  { from: 'agent', text: 'Created task_2.' },
];
const task = { prompt: 'Now mark it completed.', history, instructions: 'Follow the policy.' };

/** A model that answers at once and records what it was given. */
const recording = (text: string): Model & { requests: ModelRequest[] } => {
  const requests: ModelRequest[] = [];
  return {
    id: 'recording',
    requests,
    generate: async (request) => {
      requests.push(structuredClone(request));
      return { text, toolCalls: [], usage: REPLY_USAGE };
    },
  };
};
const surface: ToolSurface = { tools: [], call: async () => ({ content: '', isError: false }) };

describe('a conversation that starts from a history', () => {
  it('is a field of the task file, checked like the rest', () => {
    const base = {
      id: 't',
      title: 'T',
      category: 'c',
      difficulty: 'easy',
      prompt: 'p',
      apps: ['files'],
      tools: ['files__read_text_file'],
      reference: { plan: [{ say: 'ok' }], answer: 'ok' },
    };
    expect(taskFileSchema.safeParse({ ...base, history }).success).toBe(true);
    const bad = { ...base, history: [{ from: 'agent', tool: 'create_task', arguments: {}, result: '' }] };
    expect(taskFileSchema.safeParse(bad).success).toBe(false);
  });

  it('gives the agent the history before the prompt, the operator’s preamble leading it', async () => {
    const model = recording('Done.');
    await runAgent({ model, surface, ...deliveredConversation(task), limits: { maxTurns: 1 } });
    const [system, ...messages] = model.requests[0]!.messages;
    expect(system!.role).toBe('system');
    expect(messages).toEqual([
      { role: 'user', content: 'Follow the policy.\n\nPlease create a review task.' },
      {
        role: 'assistant',
        content: '',
        toolCalls: [{ id: 'history-1', name: 'tau2__create_task', arguments: { title: 'Review' } }],
      },
      {
        role: 'tool',
        toolCallId: 'history-1',
        toolName: 'tau2__create_task',
        content: '{"task_id": "task_2"}',
        isError: false,
      },
      { role: 'assistant', content: 'Created task_2.', toolCalls: [] },
      { role: 'user', content: 'Now mark it completed.' },
    ]);
    // Without a history the preamble leads the prompt, as before.
    expect(deliveredConversation({ ...task, history: [] })).toEqual({
      history: [],
      prompt: 'Follow the policy.\n\nNow mark it completed.',
    });
    // An agent given one prompt (external) reads the history as text.
    expect(deliveredPromptWithHistory(task)).toContain('- You called tau2__create_task {"title":"Review"}');
    // A judge (of key points, NL assertions) reads it too, the agent named as such.
    expect(judgedPrompt(task)).toMatch(
      /^The conversation so far:\n- The user: Please create[\s\S]*- The agent: Created task_2\.\n\nThe user's next message:\nNow mark it completed\.$/,
    );
  });

  it('gives the LLM-played user the history from their side: own words theirs, the agent’s calls unseen', async () => {
    const model = recording('Thanks. ###STOP###');
    const user: Person = {
      id: 'user',
      name: 'U',
      role: 'user',
      persona: 'A user.',
      knows: [],
      secrets: [],
      replies: [],
      fallback: '?',
      scenario: { reasonForCall: 'Mark the task completed.' },
    };
    const player = new LlmPlayer(user, task.prompt, model, undefined, history);
    expect(await player.reply('Marked.')).toMatchObject({ text: 'Thanks.', end: 'done' });
    const [, ...messages] = model.requests[0]!.messages;
    expect(messages).toEqual([
      { role: 'assistant', content: 'Please create a review task.', toolCalls: [] },
      { role: 'user', content: 'Created task_2.' },
      { role: 'assistant', content: 'Now mark it completed.', toolCalls: [] },
      { role: 'user', content: 'Marked.' },
    ]);
  });
});
