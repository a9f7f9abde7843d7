import type { ChannelRow, ChatQueries, MessageRow, UserRow } from './chat-store.ts';

/** A JSON value of the Web API's answers. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A user object as users.info and users.list give it. */
export function userView(user: UserRow, team: string): JsonObject {
  return {
    id: user.id,
    team_id: team,
    name: user.name,
    deleted: false,
    real_name: user.real_name,
    tz: user.tz,
    is_bot: user.is_bot === 1,
    is_app_user: false,
    profile: {
      title: user.title,
      real_name: user.real_name,
      real_name_normalized: user.real_name,
      display_name: user.display_name,
      display_name_normalized: user.display_name,
      email: user.email,
      team: team,
    },
  };
}

/** A conversation object as conversations.info and conversations.list give it, seen by `viewer`. */
export function channelView(channel: ChannelRow, queries: ChatQueries, viewer: string): JsonObject {
  const members = queries.members(channel.id);
  const base: JsonObject = {
    id: channel.id,
    created: channel.created,
    is_archived: channel.archived === 1,
    is_im: channel.kind === 'im',
    is_org_shared: false,
  };
  if (channel.kind === 'im') {
    const other = members.find((member) => member !== viewer) ?? viewer;
    return { ...base, user: other, is_user_deleted: false };
  }
  const set = (value: string): JsonObject => ({
    value,
    creator: value ? channel.creator : '',
    last_set: value ? channel.created : 0,
  });
  return {
    ...base,
    name: channel.name,
    name_normalized: channel.name,
    is_channel: channel.kind === 'channel',
    is_group: channel.kind === 'private',
    is_mpim: channel.kind === 'mpim',
    is_private: channel.kind !== 'channel',
    is_general: channel.name === 'general',
    is_shared: false,
    is_member: members.includes(viewer),
    creator: channel.creator,
    topic: set(channel.topic),
    purpose: set(channel.purpose),
    num_members: members.length,
  };
}

/** A message object as history, replies and postMessage give it: thread fields, edits and reactions. */
export function messageView(message: MessageRow, queries: ChatQueries): JsonObject {
  const view: JsonObject = { type: 'message', user: message.user, text: message.text, ts: message.ts };
  if (message.subtype) view.subtype = message.subtype;
  if (message.thread_ts) {
    view.thread_ts = message.thread_ts;
    if (message.thread_ts === message.ts) {
      const replies = queries.replies(message.channel, message.ts);
      view.reply_count = replies.length;
      view.reply_users = [...new Set(replies.map((reply) => reply.user))];
      view.reply_users_count = (view.reply_users as Json[]).length;
      view.latest_reply = replies.at(-1)?.ts ?? message.ts;
    } else {
      view.parent_user_id = queries.message(message.channel, message.thread_ts)?.user ?? '';
    }
  }
  if (message.edited_ts) view.edited = { user: message.user, ts: message.edited_ts };
  const reactions = reactionsView(queries, message.channel, message.ts);
  if (reactions.length > 0) view.reactions = reactions;
  return view;
}

export function reactionsView(queries: ChatQueries, channel: string, ts: string): JsonObject[] {
  const byName = new Map<string, string[]>();
  for (const reaction of queries.reactions(channel, ts))
    byName.set(reaction.name, [...(byName.get(reaction.name) ?? []), reaction.user]);
  return [...byName].map(([name, users]) => ({ name, users, count: users.length }));
}
