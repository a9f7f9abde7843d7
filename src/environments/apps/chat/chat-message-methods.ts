import { msOfTs } from './chat-clock.ts';
import { conversationMethods } from './chat-conversation-methods.ts';
import {
  canRead,
  findChannel,
  type Method,
  type MethodCall,
  MethodArgs,
  page,
  readableChannel,
  SlackError,
} from './chat-method-call.ts';
import type { ChannelRow, MessageRow } from './chat-store.ts';
import { type JsonObject, messageView, reactionsView, userView } from './chat-views.ts';
import { searchMessages } from './chat-search.ts';

const MAX_TEXT = 40_000;

/** The conversation a post goes to: a channel by id or name, or a user's id (their direct message). */
function postTarget(call: MethodCall): ChannelRow {
  const value = call.args.required('channel', 'channel_not_found');
  if (/^[UW][A-Z0-9]+$/.test(value) && call.queries.user(value)) {
    const opened = conversationMethods['conversations.open']!({
      ...call,
      args: new MethodArgs({ users: value }),
    });
    return call.queries.channel((opened.channel as JsonObject).id as string)!;
  }
  const channel = findChannel(call, value);
  if (!channel || !canRead(call, channel)) throw new SlackError('channel_not_found');
  if (!call.queries.isMember(channel.id, call.self.id)) throw new SlackError('not_in_channel');
  if (channel.archived) throw new SlackError('is_archived');
  return channel;
}

/** The message `ts` names in a readable conversation, or message_not_found. */
function ownMessage(call: MethodCall, code: string): { channel: ChannelRow; message: MessageRow } {
  const channel = readableChannel(call);
  const message = call.queries.message(channel.id, call.args.required('ts', 'message_not_found'));
  if (!message || message.subtype === 'tombstone') throw new SlackError('message_not_found');
  if (message.user !== call.self.id) throw new SlackError(code);
  return { channel, message };
}

export const messageMethods: Record<string, Method> = {
  'chat.postMessage': (call) => {
    const channel = postTarget(call);
    const text = call.args.string('text');
    if (text === undefined || text.trim() === '') throw new SlackError('no_text');
    if (text.length > MAX_TEXT) throw new SlackError('msg_too_long');
    let threadTs = call.args.string('thread_ts');
    if (threadTs !== undefined) {
      const parent = call.queries.message(channel.id, threadTs);
      if (!parent) throw new SlackError('thread_not_found');
      threadTs = parent.thread_ts ?? parent.ts;
    }
    const message = call.post(call.self, channel, text, threadTs);
    return { channel: channel.id, ts: message.ts, message: messageView(message, call.queries) };
  },

  'chat.update': (call) => {
    const { channel, message } = ownMessage(call, 'cant_update_message');
    const text = call.args.string('text');
    if (text === undefined || text.trim() === '') throw new SlackError('no_text');
    if (text.length > MAX_TEXT) throw new SlackError('msg_too_long');
    call.store.db
      .prepare('UPDATE messages SET text = ?, edited_ts = ? WHERE channel = ? AND ts = ?')
      .run(text, call.nextTs(), channel.id, message.ts);
    const updated = call.queries.message(channel.id, message.ts)!;
    return { channel: channel.id, ts: message.ts, text, message: messageView(updated, call.queries) };
  },

  'chat.delete': (call) => {
    const { channel, message } = ownMessage(call, 'cant_delete_message');
    const hasReplies =
      message.thread_ts === message.ts && call.queries.replies(channel.id, message.ts).length > 0;
    const db = call.store.db;
    db.transaction(() => {
      db.prepare('DELETE FROM reactions WHERE channel = ? AND ts = ?').run(channel.id, message.ts);
      if (hasReplies)
        db.prepare(
          "UPDATE messages SET text = 'This message was deleted.', subtype = 'tombstone', user = 'USLACKBOT' WHERE channel = ? AND ts = ?",
        ).run(channel.id, message.ts);
      else db.prepare('DELETE FROM messages WHERE channel = ? AND ts = ?').run(channel.id, message.ts);
    })();
    return { channel: channel.id, ts: message.ts };
  },

  'reactions.add': (call) => {
    const channel = readableChannel(call);
    const name = call.args.required('name', 'invalid_name').replace(/^:|:$/g, '');
    if (!/^[a-z0-9_+'-]+$/.test(name)) throw new SlackError('invalid_name');
    const message = call.queries.message(channel.id, call.args.required('timestamp', 'no_item_specified'));
    if (!message || message.subtype === 'tombstone') throw new SlackError('message_not_found');
    const added = call.store.db
      .prepare('INSERT OR IGNORE INTO reactions (channel, ts, name, user) VALUES (?, ?, ?, ?)')
      .run(channel.id, message.ts, name, call.self.id);
    if (added.changes === 0) throw new SlackError('already_reacted');
    return {};
  },

  'reactions.get': (call) => {
    const timestamp = call.args.string('timestamp');
    if (call.args.string('channel') === undefined || timestamp === undefined)
      throw new SlackError('no_item_specified');
    const channel = readableChannel(call);
    const message = call.queries.message(channel.id, timestamp);
    if (!message) throw new SlackError('message_not_found');
    return {
      type: 'message',
      channel: channel.id,
      message: {
        ...messageView(message, call.queries),
        reactions: reactionsView(call.queries, channel.id, message.ts),
        permalink: permalink(call, channel.id, message.ts),
      },
    };
  },

  'users.list': (call) => {
    const { items, next } = page(call, call.queries.users(), 200, 1000);
    return {
      members: items.map((user) => userView(user, call.team)),
      cache_ts: Math.floor(msOfTs(call.nextTs()) / 1000),
      response_metadata: { next_cursor: next },
    };
  },

  'users.info': (call) => {
    const user = call.queries.user(call.args.required('user', 'user_not_found'));
    if (!user) throw new SlackError('user_not_found');
    return { user: userView(user, call.team) };
  },

  'users.lookupByEmail': (call) => {
    const email = call.args.required('email', 'users_not_found').toLowerCase();
    const user = call.queries.users().find((candidate) => candidate.email.toLowerCase() === email);
    if (!user) throw new SlackError('users_not_found');
    return { user: userView(user, call.team) };
  },

  'search.messages': (call) => searchMessages(call, (channel, ts) => permalink(call, channel, ts)),
};

export function permalink(call: MethodCall, channel: string, ts: string): string {
  return `https://${call.queries.meta('domain') ?? 'arena'}.slack.com/archives/${channel}/p${ts.replace('.', '')}`;
}
