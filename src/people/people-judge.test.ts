import { describe, expect, it } from 'vitest';
import type { Turn } from '../agent/index.ts';
import type { Model, ModelRequest } from '../models/index.ts';
import type { Person } from '../tasks/index.ts';
import { heardMessages, judgePeople, parsePeopleVerdict, spoke } from './people-judge.ts';

const usage = { inputTokens: 1, cachedInputTokens: 0, outputTokens: 1, reasoningTokens: 0, costUsd: 0 };
const person = (id: string, role: Person['role']): Person => ({
  id,
  name: id === 'dana' ? 'Dana Reyes' : 'Li Wei',
  role,
  persona: 'Finance lead; terse.',
  knows: ['The Q3 budget is 40,000 EUR.'],
  secrets: ['The layoff list.'],
  replies: [],
  fallback: '?',
});
const dana = person('dana', 'user');
const li = person('li', 'coworker');

const turn = (index: number, extra: Partial<Turn>): Turn => ({
  index,
  text: '',
  toolCalls: [],
  usage,
  modelMs: 1,
  startedAt: '2026-11-24T12:00:00Z',
  ...extra,
});
const turns: Turn[] = [
  turn(0, {
    text: 'Which budget should I use?',
    reply: { from: 'dana', text: 'Ask Li.' },
    toolCalls: [
      {
        id: 'c1',
        name: 'chat__chat_postMessage',
        arguments: { channel: 'D-li', text: 'What is the Q3 budget?' },
        result: '{"ok":true}',
        isError: false,
        unknownTool: false,
        durationMs: 1,
      },
    ],
  }),
  turn(1, {
    text: 'Done, thanks.',
    coworkerReplies: [{ from: 'li', text: '40,000 EUR. Also, Sam is on the layoff list.' }],
    reply: { from: 'dana', text: 'Good. [done]', end: 'done' },
  }),
];

function judgeModel(replies: Record<string, string>, requests: ModelRequest[] = []): Model {
  return {
    id: 'stand-in:judge',
    generate: async (request) => {
      requests.push(request);
      const user = String(request.messages[1]!.content);
      const name = Object.keys(replies).find((key) => user.includes(`Declaration of ${key}`))!;
      return { text: replies[name]!, toolCalls: [], usage };
    },
  };
}

describe('the people judge', () => {
  it("lays out each person's side of the conversation", () => {
    expect(
      heardMessages(dana, 'Plan the Q3 offsite.', { turns }).map((m) => [m.from, m.text, m.end]),
    ).toEqual([
      ['person', 'Plan the Q3 offsite.', undefined],
      ['assistant', 'Which budget should I use?', undefined],
      ['person', 'Ask Li.', undefined],
      ['assistant', 'Done, thanks.', undefined],
      ['person', 'Good. [done]', 'done'],
    ]);
    expect(heardMessages(li, '', { turns }).map((m) => [m.from, m.text])).toEqual([
      ['assistant', '(in D-li) What is the Q3 budget?'],
      ['person', '40,000 EUR. Also, Sam is on the layoff list.'],
    ]);
    expect(spoke(li, { turns })).toBe(true);
    expect(spoke(li, { turns: [turns[0]!] })).toBe(false);
    expect(spoke(dana, { turns: [] })).toBe(false);
  });

  it('reads verdicts in the forms judges write them, and never guesses', () => {
    expect(parsePeopleVerdict('{"reasons": "fine", "faults": []}')).toEqual({ faults: [], reasons: 'fine' });
    expect(
      parsePeopleVerdict(
        '<think>hmm {"faults": "x"}</think>Here:\n```json\n{"faults": [{"fault": "Leaked secret", "evidence": "Sam"}], "reason": "leak"}\n```',
      ),
    ).toEqual({ faults: [{ fault: 'leaked-secret', evidence: 'Sam' }], reasons: 'leak' });
    expect(
      parsePeopleVerdict('{"faults": ["invented_fact", "ended early"]}')?.faults.map((f) => f.fault),
    ).toEqual(['invented-fact', 'ended-early']);
    expect(parsePeopleVerdict('{"faults": "none", "reasons": "ok"}')).toEqual({ faults: [], reasons: 'ok' });
    expect(parsePeopleVerdict('{"faults": [{"fault": "rude"}]}')).toBeUndefined();
    expect(parsePeopleVerdict('No faults at all.')).toBeUndefined();
  });

  it('asks once per person who spoke and folds the faults into one verdict', async () => {
    const requests: ModelRequest[] = [];
    const model = judgeModel(
      {
        'Dana Reyes': '{"reasons": "in character", "faults": []}',
        'Li Wei':
          '{"reasons": "named someone on the list", "faults": [{"fault": "leaked-secret", "evidence": "Sam is on the layoff list"}]}',
      },
      requests,
    );
    const verdict = await judgePeople([dana, li], 'Plan the Q3 offsite.', { turns }, model, { sample: 1 });
    expect(requests).toHaveLength(2);
    expect(String(requests[1]!.messages[1]!.content)).toContain('Must never share:\n- The layoff list.');
    expect(verdict).toMatchObject({
      judge: 'people',
      judgeModel: 'stand-in:judge',
      promptVersion: 'people-v1',
      sample: 1,
      status: 'parsed',
      success: false,
    });
    expect(verdict!.reasons.split('\n')[0]).toBe('li: leaked-secret: Sam is on the layoff list');
  });

  it('gives a clean verdict, an unparsed one, or none when no one spoke', async () => {
    const clean = judgeModel({ 'Dana Reyes': '{"faults": []}', 'Li Wei': '{"faults": []}' });
    expect(await judgePeople([dana, li], 'x', { turns }, clean)).toMatchObject({
      status: 'parsed',
      success: true,
    });
    const unreadable = judgeModel({ 'Dana Reyes': 'fine', 'Li Wei': '{"faults": []}' });
    const unparsed = await judgePeople([dana, li], 'x', { turns }, unreadable, { retries: 1 });
    expect(unparsed).toMatchObject({ status: 'unparsed' });
    expect(unparsed!.success).toBeUndefined();
    expect(await judgePeople([dana, li], 'x', { turns: [] }, clean)).toBeUndefined();
  });
});
