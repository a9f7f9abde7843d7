import { isTs } from './chat-clock.ts';
import {
  canRead,
  findChannel,
  type Method,
  type MethodCall,
  page,
  readableChannel,
  SlackError,
} from './chat-method-call.ts';
import { slackId } from './chat-seed.ts';
import type { ChannelKind, MessageRow } from './chat-store.ts';
import { channelView, type JsonObject, messageView } from './chat-views.ts';

const TYPES: Record<string, ChannelKind> = {
  public_channel: 'channel',
  private_channel: 'private',
  im: 'im',
  mpim: 'mpim',
};

/** Messages between `oldest` and `latest` (exclusive unless `inclusive`), as history and replies filter them. */
function inWindow(call: MethodCall, messages: MessageRow[]): MessageRow[] {
  const latest = call.args.string('latest');
  const oldest = call.args.string('oldest');
  if (latest !== undefined && !isTs(normalTs(latest))) throw new SlackError('invalid_ts_latest');
  if (oldest !== undefined && !isTs(normalTs(oldest))) throw new SlackError('invalid_ts_oldest');
  const inclusive = call.args.bool('inclusive');
  return messages.filter((message) => {
    if (latest !== undefined) {
      const bound = normalTs(latest);
      if (inclusive ? message.ts > bound : message.ts >= bound) return false;
    }
    if (oldest !== undefined) {
      const bound = normalTs(oldest);
      if (inclusive ? message.ts < bound : message.ts <= bound) return false;
    }
    return true;
  });
}

/** `1732442400` and `1732442400.5` as `ts` strings. */
function normalTs(value: string): string {
  const [seconds, fraction = ''] = value.split('.');
  return `${seconds}.${fraction.padEnd(6, '0').slice(0, 6)}`;
}

export const conversationMethods: Record<string, Method> = {
  'conversations.list': (call) => {
    const types = (call.args.string('types') ?? 'public_channel').split(',').map((type) => type.trim());
    const kinds = new Set<ChannelKind>();
    for (const type of types) {
      const kind = TYPES[type];
      if (!kind) throw new SlackError('invalid_types', `unknown type ${type}`);
      kinds.add(kind);
    }
    const excludeArchived = call.args.bool('exclude_archived');
    const visible = call.queries
      .channels()
      .filter((channel) => kinds.has(channel.kind) && canRead(call, channel))
      .filter((channel) => !(excludeArchived && channel.archived));
    const { items, next } = page(call, visible, 100, 1000);
    return {
      channels: items.map((channel) => channelView(channel, call.queries, call.self.id)),
      response_metadata: { next_cursor: next },
    };
  },

  'conversations.info': (call) => ({
    channel: channelView(readableChannel(call), call.queries, call.self.id),
  }),

  'conversations.history': (call) => {
    const channel = readableChannel(call);
    const top = call.queries
      .messages(channel.id)
      .filter((message) => message.thread_ts === null || message.thread_ts === message.ts)
      .reverse();
    const { items, next } = page(call, inWindow(call, top), 100, 999);
    return {
      messages: items.map((message) => messageView(message, call.queries)),
      has_more: next !== '',
      pin_count: 0,
      response_metadata: { next_cursor: next },
    };
  },

  'conversations.replies': (call) => {
    const channel = readableChannel(call);
    const ts = call.args.required('ts', 'thread_not_found');
    const parent = call.queries.message(channel.id, ts);
    if (!parent) throw new SlackError('thread_not_found');
    const root = parent.thread_ts ?? parent.ts;
    const thread = [
      call.queries.message(channel.id, root) ?? parent,
      ...call.queries.replies(channel.id, root),
    ];
    const { items, next } = page(call, inWindow(call, thread), 1000, 1000);
    return {
      messages: items.map((message) => messageView(message, call.queries)),
      has_more: next !== '',
      response_metadata: { next_cursor: next },
    };
  },

  'conversations.open': (call): JsonObject => {
    const resume = call.args.string('channel');
    if (resume !== undefined) {
      const channel = findChannel(call, resume);
      if (!channel || !canRead(call, channel) || (channel.kind !== 'im' && channel.kind !== 'mpim'))
        throw new SlackError('channel_not_found');
      return { no_op: true, already_open: true, channel: { id: channel.id } };
    }
    const listed = call.args.string('users');
    if (listed === undefined) throw new SlackError('users_list_not_supplied');
    const users = [
      ...new Set(
        listed
          .split(',')
          .map((user) => user.trim())
          .filter(Boolean),
      ),
    ];
    for (const user of users) if (!call.queries.user(user)) throw new SlackError('user_not_found');
    const others = users.filter((user) => user !== call.self.id);
    if (users.length > 8) throw new SlackError('too_many_users');
    const everyone = [call.self.id, ...others].sort();
    const kind: ChannelKind = everyone.length <= 2 ? 'im' : 'mpim';
    const existing = call.queries.channels().find((channel) => {
      if (channel.kind !== kind) return false;
      const members = call.queries.members(channel.id).sort();
      return (
        members.length === everyone.length && members.every((member, index) => member === everyone[index])
      );
    });
    if (existing)
      return { no_op: true, already_open: true, channel: channelView(existing, call.queries, call.self.id) };
    const handles = everyone.map((id) => call.queries.user(id)!.name);
    const id = slackId(kind === 'im' ? 'D' : 'G', `dm:${[...handles].sort().join(',')}`);
    const created = Math.floor(Number(call.nextTs().split('.')[0]));
    call.store.db
      .prepare(
        'INSERT INTO channels (id, name, kind, topic, purpose, created, creator, archived) VALUES (?, ?, ?, ?, ?, ?, ?, 0)',
      )
      .run(
        id,
        kind === 'im' ? '' : `mpdm-${[...handles].sort().join('--')}-1`,
        kind,
        '',
        '',
        created,
        call.self.id,
      );
    const member = call.store.db.prepare('INSERT INTO members (channel, user) VALUES (?, ?)');
    for (const user of everyone) member.run(id, user);
    return { channel: channelView(call.queries.channel(id)!, call.queries, call.self.id) };
  },
};
