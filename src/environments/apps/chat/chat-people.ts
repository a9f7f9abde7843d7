import type { MessageToPerson, PeopleChat } from '../../app.ts';
import type { PostedMessage } from './chat-method-call.ts';
import type { ChatService } from './chat-service.ts';
import type { UserRow } from './chat-store.ts';

/** Whether a text mentions the user: `<@U…>`, `@handle`, or `@First` / `@First Last` (case aside). */
export function mentions(text: string, user: UserRow): boolean {
  if (text.includes(`<@${user.id}>`) || text.includes(`<@${user.id}|`)) return true;
  const lower = text.toLowerCase();
  return [user.name, user.real_name, user.display_name].some((name) => {
    const at = `@${name.toLowerCase()}`;
    const index = lower.indexOf(at);
    return index >= 0 && !/[a-z0-9._-]/.test(lower.charAt(index + at.length));
  });
}

/**
 * The task's people on the chat: a message the agent's account posts reaches a person when it is a direct
 * message to them or mentions them. Their answer goes where they were asked: the direct message (in its
 * thread if the agent wrote in one), or the thread of the message that mentioned them.
 */
export function peopleChatOf(service: ChatService): PeopleChat {
  const addressed = (posted: PostedMessage): MessageToPerson[] => {
    if (posted.author.is_self !== 1) return [];
    const people = service.queries.users().filter((user) => user.person !== null && user.is_self !== 1);
    const members = service.queries.members(posted.channel.id);
    const direct = posted.channel.kind === 'im';
    return people
      .filter((user) => (direct && members.includes(user.id)) || mentions(posted.message.text, user))
      .map((user) => {
        const inThread = posted.message.thread_ts ?? (direct ? undefined : posted.message.ts);
        return {
          person: user.person!,
          text: posted.message.text,
          conversation: posted.channel.id,
          ...(inThread ? { threadTs: inThread } : {}),
        };
      });
  };
  return {
    onMessageToPerson: (listener) =>
      service.onPost((posted) => {
        for (const message of addressed(posted)) listener(message);
      }),
    postAs: (person, conversation, text, threadTs) => {
      const author = service.queries.users().find((user) => user.person === person);
      const channel = service.queries.channel(conversation);
      if (!author || !channel)
        throw new Error(
          `the chat has no ${author ? `conversation ${conversation}` : `account of ${person}`}`,
        );
      service.post(author, channel, text, threadTs);
    },
  };
}
