import { describe, expect, it } from 'vitest';
import {
  addedMessages,
  answerReadFirst,
  firstCallActing,
  firstCallShowing,
  personAnswers,
} from './answer-read-first.ts';

const seeded = [{ ts: '1700000000.000100', person: 'nina', text: 'Morning all' }];
const answer = { ts: '1700000500.000200', person: 'nina', text: 'Thursday 10:00 works' };
const reader = (messages: Array<{ ts: string; person: string; text: string }>) => ({
  messages: () => Promise.resolve(messages),
});

describe('addedMessages', () => {
  it('keeps only the messages whose ts the seeded chat did not have', async () => {
    const own = { ts: '1700000400.000300', person: '', text: 'Nina, which day suits?' };
    expect(await addedMessages(reader(seeded), reader([...seeded, own, answer]))).toEqual([own, answer]);
  });

  it('finds nothing added when the chat is as seeded', async () => {
    expect(await addedMessages(reader(seeded), reader(seeded))).toEqual([]);
  });
});

describe('firstCallShowing', () => {
  const calls = [
    { name: 'conversations_history', result: `[{"ts":"${seeded[0]!.ts}"}]` },
    { name: 'create-event' },
    { name: 'conversations_replies', result: `{"messages":[{"ts":"${answer.ts}","text":"Thursday"}]}` },
  ];

  it('gives the index of the first call whose result carries one of the messages', () => {
    expect(firstCallShowing(calls, [answer])).toBe(2);
    expect(firstCallShowing(calls, [seeded[0]!, answer])).toBe(0);
  });

  it('gives -1 when no result showed them, or there are none', () => {
    expect(firstCallShowing(calls.slice(0, 2), [answer])).toBe(-1);
    expect(firstCallShowing(calls, [])).toBe(-1);
  });
});

describe('answerReadFirst', () => {
  const order = { person: 'Nina', answers: [answer], write: 'calendar change' };

  it('passes when the answer was read before the first write, saying where each was', () => {
    expect(
      answerReadFirst('Nina’s answer read first', { ...order, firstRead: 2, firstWrite: 4 }, { points: 2 }),
    ).toEqual({
      name: 'Nina’s answer read first',
      points: 2,
      passed: true,
      detail: "Nina's answer first read in call 3; first calendar change in call 5",
    });
  });

  it('fails an answer read only after the write, or in the same call', () => {
    expect(answerReadFirst('read first', { ...order, firstRead: 4, firstWrite: 2 }).passed).toBe(false);
    expect(answerReadFirst('read first', { ...order, firstRead: 3, firstWrite: 3 }).passed).toBe(false);
  });

  it('fails a run that never acted, though it read the answer', () => {
    expect(answerReadFirst('read first', { ...order, firstRead: 1, firstWrite: -1 }).passed).toBe(false);
  });

  it('fails a write with no answer read, and says when the person never answered', () => {
    const never = answerReadFirst('read first', { ...order, answers: [], firstRead: -1, firstWrite: 0 });
    expect(never).toMatchObject({ passed: false, detail: 'Nina never answered' });
    const asked = {
      ...order,
      answers: [],
      firstRead: -1,
      firstWrite: 0,
      unanswered: 'Nina never answered (asked?)',
    };
    expect(answerReadFirst('read first', asked).detail).toBe('Nina never answered (asked?)');
  });
});

describe('personAnswers and firstCallActing', () => {
  const call = (
    name: string,
    args: Record<string, unknown>,
    extra: { isError?: boolean; result?: string } = {},
  ) => ({
    name,
    arguments: args,
    isError: extra.isError ?? false,
    ...(extra.result === undefined ? {} : { result: extra.result }),
  });
  const toolCalls = [
    call('create-event', { title: 'Call' }, { isError: true }),
    call('conversations_history', {}, { result: `[{"ts":"${answer.ts}"}]` }),
    call('create-event', { title: 'Call with Nina' }),
  ];

  it("gives the run's messages, the person's answers and the call that first showed one", async () => {
    const chat = reader([...seeded, answer]) as never;
    const found = await personAnswers({ before: { chat: reader(seeded) as never }, chat, toolCalls }, 'nina');
    expect(found).toEqual({ messages: [answer], answers: [answer], firstRead: 1 });
    expect((await personAnswers({ before: { chat }, chat, toolCalls }, 'nina')).firstRead).toBe(-1);
  });

  it('finds the first successful call that acts, by a pattern on name and arguments or by a test', () => {
    expect(firstCallActing(toolCalls, /create-event/)).toBe(2);
    expect(firstCallActing(toolCalls, /with Nina/)).toBe(2);
    expect(firstCallActing(toolCalls, (each) => each.name === 'conversations_history')).toBe(1);
    expect(firstCallActing(toolCalls, /send_email/)).toBe(-1);
  });
});
