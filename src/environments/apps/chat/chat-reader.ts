import { msOfTs } from './chat-clock.ts';
import type { ChannelKind, ChatQueries } from './chat-store.ts';

/** A person of the chat workspace as a check sees them. */
export interface ChatUser {
  id: string;
  /** Slack name (`lena.fischer`). */
  handle: string;
  /** Full name. */
  name: string;
  email: string;
  title: string;
  /** The account the agent acts as. */
  self: boolean;
  /** The task's person (`people:` id) this account is, if any. */
  person?: string;
}

/** A conversation: a channel (public or private), a direct message (`im`) or a group DM (`mpim`). */
export interface ChatChannel {
  id: string;
  /** The channel's name; for a direct message, the other person's handle. */
  name: string;
  kind: ChannelKind;
  /** Handles of its members. */
  members: string[];
  topic: string;
  purpose: string;
  archived: boolean;
}

export interface ChatReaction {
  name: string;
  /** Handles of who reacted, in order. */
  users: string[];
}

/** One message, a thread's reply included. */
export interface ChatMessage {
  /** The conversation's id, and its name as in ChatChannel. */
  channel: string;
  channelName: string;
  kind: ChannelKind;
  ts: string;
  /** The time of `ts`, ISO 8601 UTC. */
  at: string;
  /** The author's handle and full name; `person` when the author is one of the task's people. */
  user: string;
  author: string;
  person?: string;
  /** True when the agent's account wrote it. */
  bySelf: boolean;
  text: string;
  /** The thread it belongs to (the parent's ts; the parent of a thread has its own ts here). */
  threadTs?: string;
  edited: boolean;
  reactions: ChatReaction[];
}

/** Read access to the chat (`context.chat`, and `before.chat` as seeded). */
export interface ChatReader {
  users(): Promise<ChatUser[]>;
  channels(): Promise<ChatChannel[]>;
  /** Every message, oldest first; of one conversation when given its id, name or (direct messages) the other's handle. */
  messages(conversation?: string): Promise<ChatMessage[]>;
  /** The direct messages between the agent's account and a person (handle, id, full name or `people:` id). */
  directMessages(person: string): Promise<ChatMessage[]>;
}

/** What the chat app offers checks. */
export interface ChatState {
  /** The chat (Slack-compatible): `await chat.messages('general')`, `await chat.directMessages('lena')`. */
  chat: ChatReader;
}

export function chatReader(queries: ChatQueries): ChatReader {
  const users = (): ChatUser[] =>
    queries.users().map((user) => ({
      id: user.id,
      handle: user.name,
      name: user.real_name,
      email: user.email,
      title: user.title,
      self: user.is_self === 1,
      ...(user.person ? { person: user.person } : {}),
    }));
  const channels = (): ChatChannel[] => {
    const everyone = queries.users();
    const self = everyone.find((user) => user.is_self === 1)?.id;
    const handle = (id: string): string => everyone.find((user) => user.id === id)?.name ?? id;
    return queries.channels().map((channel) => {
      const members = queries.members(channel.id);
      return {
        id: channel.id,
        name:
          channel.kind === 'im'
            ? handle(members.find((member) => member !== self) ?? self ?? '')
            : channel.name,
        kind: channel.kind,
        members: members.map(handle),
        topic: channel.topic,
        purpose: channel.purpose,
        archived: channel.archived === 1,
      };
    });
  };
  const messages = (conversation?: string): ChatMessage[] => {
    const byId = new Map(queries.users().map((user) => [user.id, user]));
    const known = channels();
    const wanted =
      conversation === undefined
        ? undefined
        : known.find(
            (channel) => channel.id === conversation || channel.name === conversation.replace(/^#/, ''),
          );
    if (conversation !== undefined && !wanted) return [];
    const reactions = queries.reactions();
    return queries
      .messages(wanted?.id)
      .filter((message) => message.subtype !== 'tombstone')
      .map((message) => {
        const channel = known.find((candidate) => candidate.id === message.channel)!;
        const author = byId.get(message.user);
        const own = reactions.filter(
          (reaction) => reaction.channel === message.channel && reaction.ts === message.ts,
        );
        const names = [...new Set(own.map((reaction) => reaction.name))];
        return {
          channel: channel.id,
          channelName: channel.name,
          kind: channel.kind,
          ts: message.ts,
          at: new Date(msOfTs(message.ts)).toISOString(),
          user: author?.name ?? message.user,
          author: author?.real_name ?? message.user,
          ...(author?.person ? { person: author.person } : {}),
          bySelf: author?.is_self === 1,
          text: message.text,
          ...(message.thread_ts ? { threadTs: message.thread_ts } : {}),
          edited: message.edited_ts !== null,
          reactions: names.map((name) => ({
            name,
            users: own
              .filter((reaction) => reaction.name === name)
              .map((reaction) => byId.get(reaction.user)?.name ?? reaction.user),
          })),
        };
      });
  };
  const directMessages = (person: string): ChatMessage[] => {
    const user = users().find((candidate) =>
      [candidate.handle, candidate.id, candidate.name, candidate.person].includes(person),
    );
    if (!user) return [];
    const channel = channels().find((candidate) => candidate.kind === 'im' && candidate.name === user.handle);
    return channel ? messages(channel.id) : [];
  };
  return {
    users: async () => users(),
    channels: async () => channels(),
    messages: async (conversation) => messages(conversation),
    directMessages: async (person) => directMessages(person),
  };
}
