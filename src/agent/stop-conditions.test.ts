import { describe, expect, it } from 'vitest';
import type { Model, ModelResponse } from '../models/index.ts';
import type { AgentEvent } from './agent-events.ts';
import type { ConversationPartner } from './conversation-partner.ts';
import { type AgentLimits, runAgent } from './run-agent.ts';
import { LIST_SURFACE, REPLY_USAGE } from './test-fixtures/agent-test-fixtures.ts';
import { claimDone, defaultStopConditions, type StopCondition, turnBudget } from './stop-conditions.ts';

const usage = REPLY_USAGE;

function scripted(script: Array<Partial<ModelResponse>>): Model {
  let next = 0;
  return {
    id: 'scripted',
    generate: async () => ({ text: '', toolCalls: [], usage, ...(script[next++] ?? { text: 'end' }) }),
  };
}

const surface = LIST_SURFACE;
const list = (id: string) => ({ id, name: 'files__list', arguments: {} });
/** The agent talking with a user who asked for a refund. */
const converse = (model: Model, user: ConversationPartner, limits: AgentLimits = { maxTurns: 10 }) =>
  runAgent({ model, surface, prompt: 'refund me', limits, user });

describe('the agent loop as stop conditions and step events', () => {
  it('emits every step in order, and the trajectory is what the events said', async () => {
    const events: AgentEvent[] = [];
    const trajectory = await runAgent({
      model: scripted([
        { text: 'looking', toolCalls: [list('1'), list('2')] },
        { toolCalls: [{ id: '3', name: 'claim_done', arguments: { answer: 'done' } }] },
      ]),
      surface,
      prompt: 'task',
      limits: { maxTurns: 5 },
      onEvent: (event) => events.push(event),
    });
    expect(events.map((event) => event.type)).toEqual([
      'turn-start',
      'model-end',
      'tool-call-start',
      'tool-call-end',
      'tool-call-start',
      'tool-call-end',
      'turn-end',
      'turn-start',
      'model-end',
      'turn-end',
      'episode-end',
    ]);
    const turns = events.flatMap((event) => (event.type === 'turn-end' ? [event.turn] : []));
    expect(trajectory.turns).toEqual(turns);
    expect(events.at(-1)).toEqual({ type: 'episode-end', endReason: 'claimed-done', finalAnswer: 'done' });
    expect(trajectory).toMatchObject({ endReason: 'claimed-done', finalAnswer: 'done' });
    expect(trajectory.usage.inputTokens).toBe(20);
  });

  it('ends under the name of the first condition that answers, in the given order', async () => {
    // A rule of the caller's: stop as soon as a tool was called twice in the episode.
    let calls = 0;
    const twoCalls: StopCondition = {
      name: 'two-calls',
      afterTurn: ({ response }) => {
        calls += response.toolCalls.length;
        return calls >= 2 ? { kind: 'stop', reason: 'answered', answer: 'enough' } : undefined;
      },
    };
    const model = scripted([
      { toolCalls: [list('1')] },
      { toolCalls: [list('2')] },
      { toolCalls: [list('3')] },
    ]);
    const trajectory = await runAgent({
      model,
      surface,
      prompt: 'task',
      limits: { maxTurns: 10 },
      stopWhen: [turnBudget(10), claimDone(), twoCalls],
    });
    expect(trajectory.turns).toHaveLength(2);
    expect(trajectory).toMatchObject({ endReason: 'answered', finalAnswer: 'enough' });
  });

  it('asks the turn budget before each request: none past it', async () => {
    let requests = 0;
    const model: Model = {
      id: 'counting',
      generate: async () => {
        requests += 1;
        return { text: '', toolCalls: [list(String(requests))], usage };
      },
    };
    const trajectory = await runAgent({ model, surface, prompt: 'task', limits: { maxTurns: 3 } });
    expect(requests).toBe(3);
    expect(trajectory.endReason).toBe('max-turns');
  });

  it("sends a text reply to the task's user and gives their answer back, until they end it", async () => {
    const heard: string[] = [];
    const answers = ['Order 4412.', 'Thanks, bye.'];
    const user: ConversationPartner = {
      reply: async (message) => {
        heard.push(message);
        const text = answers[heard.length - 1]!;
        return heard.length === 2 ? { from: 'dana', text, end: 'done' } : { from: 'dana', text };
      },
    };
    const model = scripted([
      { text: 'Which order is it?', finishReason: 'stop' },
      { toolCalls: [list('1')] },
      { text: 'Refunded order 4412.', finishReason: 'stop' },
    ]);
    const trajectory = await converse(model, user);
    expect(heard).toEqual(['Which order is it?', 'Refunded order 4412.']);
    expect(trajectory).toMatchObject({ endReason: 'user-ended', finalAnswer: 'Refunded order 4412.' });
    expect(trajectory.turns.map((turn) => turn.reply?.text)).toEqual([
      'Order 4412.',
      undefined,
      'Thanks, bye.',
    ]);
    expect(trajectory.turns[2]!.reply).toEqual({ from: 'dana', text: 'Thanks, bye.', end: 'done' });
  });

  it('never sends the user a reply that is no message: a cut-off one gets the harness notice', async () => {
    const heard: string[] = [];
    const user: ConversationPartner = {
      reply: async (message) => {
        heard.push(message);
        return { from: 'dana', text: 'ok', end: 'done' };
      },
    };
    const model = scripted([
      { text: 'Which ord', finishReason: 'length' },
      { text: 'Which order?', finishReason: 'stop' },
    ]);
    const trajectory = await converse(model, user);
    expect(heard).toEqual(['Which order?']);
    expect(trajectory.turns[0]!.notice).toBeDefined();
    expect(trajectory.endReason).toBe('user-ended');
  });

  it("ends as out of time when the user's answer outlasts the episode's budget", async () => {
    const user: ConversationPartner = {
      reply: (_message, signal) =>
        new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    };
    const model = scripted([{ text: 'Which order is it?', finishReason: 'stop' }]);
    const trajectory = await converse(model, user, { maxTurns: 5, timeMs: 100 });
    expect(trajectory.endReason).toBe('time-budget');
    expect(trajectory.usage.inputTokens).toBe(10);
  });

  it('names the default rules of a native episode', () => {
    expect(defaultStopConditions({ maxTurns: 5 }).map((condition) => condition.name)).toEqual([
      'turn-budget',
      'time-budget',
      'claim-done',
      'text-replies',
    ]);
  });
});
