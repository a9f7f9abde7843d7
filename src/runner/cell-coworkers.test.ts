import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolSurface } from '../catalog/index.ts';
import { fixtureTask } from '../environments/app-contract-fixture.ts';
import { ChatClock } from '../environments/apps/chat/chat-clock.ts';
import { peopleChatOf } from '../environments/apps/chat/chat-people.ts';
import { chatReader } from '../environments/apps/chat/chat-reader.ts';
import { chatSeedFile } from '../environments/apps/chat/chat-seed.ts';
import { ChatService } from '../environments/apps/chat/chat-service.ts';
import { ChatStore } from '../environments/apps/chat/chat-store.ts';
import { contractFixture } from '../environments/apps/chat/test-fixtures/contract-fixture.ts';
import { CellDir } from '../environments/index.ts';
import { RecordedPlayer, ScriptedPlayer } from '../people/index.ts';
import type { Person } from '../tasks/index.ts';
import { CoworkerDesk, withCoworkerReplies, withCoworkers } from './cell-coworkers.ts';

const lena: Person = {
  id: 'lena',
  name: 'Lena Fischer',
  role: 'coworker',
  persona: 'Office manager; brief.',
  knows: ['The offsite budget is 4,000 EUR.'],
  secrets: [],
  replies: [{ when: { any: ['budget'] }, say: 'The budget is 4,000 EUR.', once: false }],
  fallback: 'Not sure what you mean.',
};
const tom: Person = {
  ...lena,
  id: 'tom',
  name: 'Tom Berger',
  timing: { afterTurns: 1, askedAgain: true },
  replies: [],
  fallback: 'Yes?',
};
const task = {
  ...fixtureTask(contractFixture.taskDir, 'chat'),
  now: '2026-11-24T12:00:00Z',
  people: [lena, tom],
};

let cell: CellDir;
let store: ChatStore;
let service: ChatService;
let token: string;
const ids: Record<string, string> = {};
const post = (channel: string, text: string, threadTs?: string) =>
  service.call('chat.postMessage', { channel, text, ...(threadTs ? { thread_ts: threadTs } : {}) }, token);
const surface: ToolSurface = { tools: [], call: async () => ({ content: 'ok', isError: false }) };

beforeAll(() => {
  cell = CellDir.create('cell-coworkers');
  store = new ChatStore(path.join(cell.subdir('chat'), 'chat.db'), chatSeedFile(task));
  service = new ChatService(store, new ChatClock(task.now));
  for (const user of service.queries.users()) ids[user.name] = user.id;
  token = service.queries.users().find((user) => user.is_self === 1)!.token!;
});
afterAll(() => {
  store.close();
  cell.remove();
});

describe('coworkers on the chat', () => {
  it('answer a direct message by the next turn, and a mention in its thread; checks read both', async () => {
    store.reset();
    const players = new Map([
      ['lena', new ScriptedPlayer(lena)],
      ['tom', new ScriptedPlayer(tom)],
    ]);
    const desk = new CoworkerDesk(peopleChatOf(service), task.people, players);
    const tools = withCoworkers(surface, desk, false);
    desk.setTurn(0);
    post(ids['lena.fischer']!, 'What is the offsite budget?');
    await tools.call('any', {});
    expect((await chatReader(service.queries).directMessages('lena')).map((m) => m.text)).toEqual([
      'Can you send me the rota when you have it?',
      'What is the offsite budget?',
    ]); // not yet: due at turn 1
    desk.setTurn(1);
    await tools.call('any', {});
    const dms = await chatReader(service.queries).directMessages('lena');
    expect(dms.at(-1)).toMatchObject({ text: 'The budget is 4,000 EUR.', person: 'lena', bySelf: false });
    const asked = post('ops', 'Hey <@' + ids['lena.fischer'] + '>, any news?') as { ts: string };
    desk.setTurn(2);
    await tools.call('any', {});
    const ops = await chatReader(service.queries).messages('ops');
    expect(ops.at(-1)).toMatchObject({ text: 'Not sure what you mean.', threadTs: asked.ts, person: 'lena' });
    expect(desk.delivered.map((given) => [given.turn, given.reply.text])).toEqual([
      [1, 'The budget is 4,000 EUR.'],
      [2, 'Not sure what you mean.'],
    ]);
    desk.close();
  });

  it('leave a first message unanswered when they answer only when asked again, and ignore messages to no one', async () => {
    store.reset();
    const desk = new CoworkerDesk(
      peopleChatOf(service),
      task.people,
      new Map([['tom', new ScriptedPlayer(tom)]]),
    );
    post(ids['tom.berger']!, 'Can you approve the invoice?');
    post('ops', 'Reminder for everyone: stock count.');
    desk.setTurn(5);
    await desk.deliver();
    expect(desk.delivered).toEqual([]);
    post(ids['tom.berger']!, 'Pinging again about the invoice.');
    desk.setTurn(6);
    await desk.deliver();
    expect(desk.delivered.map((given) => given.reply.text)).toEqual(['Yes?']);
    desk.close();
  });

  it('replays recorded answers, and puts them on their turns of the trajectory', async () => {
    store.reset();
    const recorded = new RecordedPlayer([{ from: 'lena', text: 'Recorded: 4,000.' }], 'lena');
    const desk = new CoworkerDesk(peopleChatOf(service), task.people, new Map([['lena', recorded]]));
    const tools = withCoworkers(surface, desk, true); // an external agent: every call is a turn
    await tools.call('a', {});
    post(ids['lena.fischer']!, 'Budget?');
    await tools.call('b', {});
    await tools.call('c', {});
    expect(desk.delivered).toEqual([{ turn: 1, reply: { from: 'lena', text: 'Recorded: 4,000.' } }]);
    const turn = {
      text: '',
      toolCalls: [],
      usage: { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, reasoningTokens: 0, costUsd: 0 },
      modelMs: 0,
      startedAt: '',
    };
    const trajectory = withCoworkerReplies(
      {
        turns: [0, 1].map((index) => ({ ...turn, index })),
        finalAnswer: '',
        endReason: 'answered',
        usage: turn.usage,
        durationMs: 0,
      },
      desk.delivered,
    );
    expect(trajectory.turns[1]!.coworkerReplies).toEqual([{ from: 'lena', text: 'Recorded: 4,000.' }]);
    desk.close();
  });
});
