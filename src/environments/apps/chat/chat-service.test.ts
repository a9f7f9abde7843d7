import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtureTask } from '../../app-contract-fixture.ts';
import { CellDir } from '../../cell-dir.ts';
import { ChatClock } from './chat-clock.ts';
import { chatReader } from './chat-reader.ts';
import { chatSeedFile } from './chat-seed.ts';
import { ChatService } from './chat-service.ts';
import { ChatStore } from './chat-store.ts';
import type { JsonObject } from './chat-views.ts';
import { contractFixture } from './test-fixtures/contract-fixture.ts';

const task = { ...fixtureTask(contractFixture.taskDir, 'chat'), now: '2026-11-24T12:00:00Z' };
let cell: CellDir;
let store: ChatStore;
let service: ChatService;
let base: string;
let token: string;
let ids: Record<string, string>;

type Answer = JsonObject & { ok: boolean; error?: string };

/** One Web API call over HTTP: GET with a query, or POST with a form, as the generated tools send them. */
async function api(
  method: string,
  args: Record<string, string> = {},
  auth: string | null = token,
): Promise<Answer> {
  const headers: Record<string, string> = auth === null ? {} : { authorization: `Bearer ${auth}` };
  const read = /\.(list|history|replies|info|get|lookupByEmail|messages)$/.test(method);
  const query = new URLSearchParams(args).toString();
  const response = read
    ? await fetch(`${base}/${method}?${query}`, { headers })
    : await fetch(`${base}/${method}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: query,
      });
  return (await response.json()) as Answer;
}

beforeAll(async () => {
  cell = CellDir.create('chat-service');
  store = new ChatStore(path.join(cell.subdir('chat'), 'chat.db'), chatSeedFile(task));
  service = new ChatService(store, new ChatClock(task.now));
  base = await service.listen();
  const users = service.queries.users();
  token = users.find((user) => user.is_self === 1)!.token!;
  ids = Object.fromEntries(users.map((user) => [user.name, user.id]));
  for (const channel of service.queries.channels()) if (channel.name) ids[`#${channel.name}`] = channel.id;
});

afterAll(async () => {
  await service.close();
  store.close();
  cell.remove();
});

beforeEach(() => store.reset());

describe('the chat Web API emulator', () => {
  it('answers with Slack envelopes: not_authed, invalid_auth, unknown_method', async () => {
    expect(await api('users.list', {}, null)).toEqual({ ok: false, error: 'not_authed' });
    expect(await api('users.list', {}, 'xoxp-wrong')).toEqual({ ok: false, error: 'invalid_auth' });
    expect(await api('files.upload')).toEqual({ ok: false, error: 'unknown_method' });
  });

  it('lists the conversations the caller can see, a page at a time', async () => {
    const all = await api('conversations.list', {
      types: 'public_channel,private_channel,im',
      limit: '1000',
    });
    const names = (all.channels as JsonObject[]).map(
      (channel) => channel.name ?? `im:${String(channel.user)}`,
    );
    expect(names).toContain('general');
    expect(names).toContain(`im:${ids['lena.fischer']}`);
    expect(names).not.toContain('finance-private'); // private, and Marta is not a member
    const seen: string[] = [];
    let cursor = '';
    do {
      const page = await api('conversations.list', { limit: '2', ...(cursor ? { cursor } : {}) });
      expect((page.channels as JsonObject[]).length).toBeLessThanOrEqual(2);
      seen.push(...(page.channels as JsonObject[]).map((channel) => String(channel.id)));
      cursor = String((page.response_metadata as JsonObject).next_cursor);
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(
      (await api('conversations.list', { limit: '1000' }).then((page) => page.channels as JsonObject[]))
        .length,
    );
    expect(await api('conversations.list', { cursor: 'bogus' })).toMatchObject({
      ok: false,
      error: 'invalid_cursor',
    });
    expect(await api('conversations.list', { types: 'dm' })).toMatchObject({
      ok: false,
      error: 'invalid_types',
    });
  });

  it('gives history newest first without replies, threads through replies, and info', async () => {
    const history = await api('conversations.history', { channel: ids['#general']!, limit: '1000' });
    const messages = history.messages as JsonObject[];
    const venue = messages.find((message) => String(message.text).includes('offsite venue'))!;
    expect(venue).toMatchObject({
      reply_count: 1,
      thread_ts: venue.ts,
      reactions: [{ name: 'tada', count: 2 }],
    });
    expect(messages.some((message) => String(message.text).includes('OPS-77'))).toBe(false);
    expect(messages.map((message) => String(message.ts))).toEqual(
      messages
        .map((message) => String(message.ts))
        .sort()
        .reverse(),
    );
    const thread = await api('conversations.replies', { channel: ids['#general']!, ts: String(venue.ts) });
    expect((thread.messages as JsonObject[]).map((message) => message.text)).toEqual([
      venue.text,
      'Great, budget code is OPS-77.',
    ]);
    expect(await api('conversations.replies', { channel: ids['#general']!, ts: '1.000000' })).toMatchObject({
      error: 'thread_not_found',
    });
    expect(await api('conversations.history', { channel: ids['#finance-private']! })).toMatchObject({
      error: 'channel_not_found',
    });
    expect(await api('conversations.history', { channel: 'C0NOPE' })).toMatchObject({
      error: 'channel_not_found',
    });
    expect(
      await api('conversations.history', { channel: ids['#general']!, latest: 'yesterday' }),
    ).toMatchObject({ error: 'invalid_ts_latest' });
    expect(await api('conversations.info', { channel: ids['#ops']! })).toMatchObject({
      ok: true,
      channel: { name: 'ops', is_member: true, num_members: 2, purpose: { value: 'Operations team' } },
    });
  });

  it('posts, replies in threads, updates and deletes own messages on the scenario clock', async () => {
    const posted = await api('chat.postMessage', { channel: 'ops', text: 'Count moved to Monday.' });
    expect(posted).toMatchObject({ ok: true, channel: ids['#ops'] });
    const ts = String(posted.ts);
    expect(Number(ts.split('.')[0]) * 1000).toBeGreaterThanOrEqual(Date.parse(task.now));
    expect(Number(ts.split('.')[0]) * 1000).toBeLessThan(Date.parse(task.now) + 60_000);
    const reply = await api('chat.postMessage', { channel: ids['#ops']!, text: 'Thanks', thread_ts: ts });
    expect(String(reply.ts) > ts).toBe(true);
    expect(
      await api('chat.update', { channel: ids['#ops']!, ts, text: 'Count moved to Tuesday.' }),
    ).toMatchObject({ ok: true, text: 'Count moved to Tuesday.' });
    const stored = await chatReader(service.queries).messages('ops');
    expect(stored.find((message) => message.ts === ts)).toMatchObject({
      text: 'Count moved to Tuesday.',
      edited: true,
      bySelf: true,
      threadTs: ts,
    });
    const lena = (await api('conversations.history', { channel: ids['#general']! })).messages as JsonObject[];
    const hers = lena.find((message) => message.user === ids['lena.fischer'])!;
    expect(
      await api('chat.update', { channel: ids['#general']!, ts: String(hers.ts), text: 'x' }),
    ).toMatchObject({ error: 'cant_update_message' });
    expect(await api('chat.delete', { channel: ids['#general']!, ts: String(hers.ts) })).toMatchObject({
      error: 'cant_delete_message',
    });
    expect(await api('chat.delete', { channel: ids['#ops']!, ts: String(reply.ts) })).toMatchObject({
      ok: true,
    });
    expect(await api('chat.delete', { channel: ids['#ops']!, ts: String(reply.ts) })).toMatchObject({
      error: 'message_not_found',
    });
    expect(await api('chat.postMessage', { channel: ids['#ops']! })).toMatchObject({ error: 'no_text' });
    expect(await api('chat.postMessage', { channel: 'random-nope', text: 'hi' })).toMatchObject({
      error: 'channel_not_found',
    });
    expect(await api('chat.postMessage', { channel: ids['#finance-private']!, text: 'hi' })).toMatchObject({
      error: 'channel_not_found',
    });
    expect(
      await api('chat.postMessage', { channel: ids['#ops']!, text: 'x', thread_ts: '1.000000' }),
    ).toMatchObject({ error: 'thread_not_found' });
  });

  it('refuses a post to a public channel the caller has not joined: not_in_channel', async () => {
    store.db
      .prepare('DELETE FROM members WHERE channel = ? AND user = ?')
      .run(ids['#general']!, ids['marta.ruiz']!);
    expect(await api('chat.postMessage', { channel: 'general', text: 'hi' })).toMatchObject({
      error: 'not_in_channel',
    });
  });

  it('opens direct messages by user id, and posts to a user id land in them', async () => {
    const opened = await api('conversations.open', { users: ids['tom.berger']! });
    expect(opened).toMatchObject({ ok: true, channel: { is_im: true, user: ids['tom.berger'] } });
    const again = await api('conversations.open', { users: ids['tom.berger']! });
    expect((again.channel as JsonObject).id).toBe((opened.channel as JsonObject).id);
    const lena = await api('chat.postMessage', { channel: ids['lena.fischer']!, text: 'Rota is attached.' });
    const dms = await chatReader(service.queries).directMessages('lena.fischer');
    expect(dms.map((message) => message.text)).toEqual([
      'Can you send me the rota when you have it?',
      'Rota is attached.',
    ]);
    expect(lena.channel).toBe(dms[0]!.channel);
    expect(await api('conversations.open', { users: 'U0NOBODY' })).toMatchObject({ error: 'user_not_found' });
    expect(await api('conversations.open')).toMatchObject({ error: 'users_list_not_supplied' });
  });

  it('finds users by id and e-mail, and lists them in pages', async () => {
    expect(await api('users.info', { user: ids['lena.fischer']! })).toMatchObject({
      user: {
        name: 'lena.fischer',
        real_name: 'Lena Fischer',
        profile: { title: 'Office manager', email: 'lena.fischer@northwind.example' },
      },
    });
    expect(await api('users.info', { user: 'U0NOBODY' })).toMatchObject({
      ok: false,
      error: 'user_not_found',
    });
    expect(await api('users.lookupByEmail', { email: 'Tom.Berger@northwind.example' })).toMatchObject({
      user: { id: ids['tom.berger'] },
    });
    expect(await api('users.lookupByEmail', { email: 'nobody@northwind.example' })).toMatchObject({
      error: 'users_not_found',
    });
    const first = await api('users.list', { limit: '5' });
    expect((first.members as JsonObject[]).length).toBe(5);
    expect((first.response_metadata as JsonObject).next_cursor).not.toBe('');
  });

  it('searches readable messages with modifiers and pages', async () => {
    const found = await api('search.messages', { query: 'budget OPS-77' });
    expect(found).toMatchObject({
      ok: true,
      messages: {
        total: 1,
        matches: [{ text: 'Great, budget code is OPS-77.', channel: { name: 'general' } }],
      },
    });
    expect((await api('search.messages', { query: 'salary' })).messages).toMatchObject({ total: 0 });
    const fromLena = await api('search.messages', { query: 'from:@lena.fischer in:#general', count: '100' });
    expect((fromLena.messages as JsonObject).total).toBe(1);
    expect((await api('search.messages', { query: 'rota in:@lena.fischer' })).messages).toMatchObject({
      total: 1,
    });
    expect((await api('search.messages', { query: 'venue on:2026-11-20' })).messages).toMatchObject({
      total: 1,
    });
    expect((await api('search.messages', { query: 'venue before:2026-11-20' })).messages).toMatchObject({
      total: 0,
    });
    expect(await api('search.messages')).toMatchObject({ ok: false, error: 'no_query' });
  });

  it('adds and reads reactions', async () => {
    const ops = (await api('conversations.history', { channel: ids['#ops']! })).messages as JsonObject[];
    const ts = String(ops[0]!.ts);
    expect(await api('reactions.add', { channel: ids['#ops']!, name: ':thumbsup:', timestamp: ts })).toEqual({
      ok: true,
    });
    expect(
      await api('reactions.add', { channel: ids['#ops']!, name: 'thumbsup', timestamp: ts }),
    ).toMatchObject({ error: 'already_reacted' });
    expect(
      await api('reactions.add', { channel: ids['#ops']!, name: 'Bad Name', timestamp: ts }),
    ).toMatchObject({ error: 'invalid_name' });
    expect(
      await api('reactions.add', { channel: ids['#ops']!, name: 'eyes', timestamp: '1.000000' }),
    ).toMatchObject({ error: 'message_not_found' });
    expect(await api('reactions.get', { channel: ids['#ops']!, timestamp: ts })).toMatchObject({
      type: 'message',
      message: { reactions: [{ name: 'thumbsup', users: [ids['marta.ruiz']], count: 1 }] },
    });
    expect(await api('reactions.get', { channel: ids['#ops']! })).toMatchObject({
      error: 'no_item_specified',
    });
  });

  it('accepts JSON bodies and a token argument as Slack does', async () => {
    const response = await fetch(`${base}/chat.postMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ token, channel: ids['#ops'], text: 'From JSON' }),
    });
    expect(await response.json()).toMatchObject({ ok: true });
  });

  it('resets to the seed in milliseconds, dropping what was posted', async () => {
    await api('chat.postMessage', { channel: 'ops', text: 'Gone after the reset' });
    const started = performance.now();
    store.reset();
    const took = performance.now() - started;
    expect((await chatReader(service.queries).messages('ops')).map((message) => message.text)).toEqual([
      'Reminder, stock count on Friday.',
    ]);
    expect(took).toBeGreaterThan(0); // figures are in bench/RESULTS.md, never asserted
  });
});
