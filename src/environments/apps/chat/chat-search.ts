import { msOfTs } from './chat-clock.ts';
import { canRead, type MethodCall, SlackError } from './chat-method-call.ts';
import type { ChannelRow, MessageRow } from './chat-store.ts';
import type { JsonObject } from './chat-views.ts';

interface Query {
  terms: string[];
  in?: (channel: ChannelRow) => boolean;
  from?: string;
  before?: string;
  after?: string;
  on?: string;
}

/** Splits a Slack search query: words and "quoted phrases", in:, from:, before:, after:, on:. */
function parseQuery(call: MethodCall, query: string): Query {
  const parsed: Query = { terms: [] };
  const handleOf = (value: string): string | undefined => {
    const mention = /^<@([A-Z0-9]+)(?:\|[^>]*)?>$/.exec(value);
    if (mention) return mention[1];
    const name = value.replace(/^@/, '').toLowerCase();
    return (
      call.queries.users().find((user) => user.name === name || user.display_name.toLowerCase() === name)
        ?.id ?? `?${name}`
    );
  };
  for (const match of query.matchAll(/(\w+):("[^"]*"|\S+)|"([^"]+)"|(\S+)/g)) {
    const [, key, value, phrase, word] = match;
    if (key && value) {
      const bare = value.replace(/^"|"$/g, '');
      if (key === 'in') {
        const channelId = /^<#([A-Z0-9]+)(?:\|[^>]*)?>$/.exec(bare)?.[1];
        if (bare.startsWith('@')) {
          const user = handleOf(bare);
          parsed.in = (channel) =>
            channel.kind === 'im' && call.queries.members(channel.id).includes(user ?? '');
        } else parsed.in = (channel) => channel.id === channelId || channel.name === bare.replace(/^#/, '');
        continue;
      }
      if (key === 'from') {
        parsed.from = handleOf(bare);
        continue;
      }
      if (key === 'before' || key === 'after' || key === 'on') {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(bare))
          throw new SlackError('invalid_arguments', `${key}: expects YYYY-MM-DD`);
        parsed[key] = bare;
        continue;
      }
      parsed.terms.push(`${key}:${bare}`.toLowerCase());
      continue;
    }
    parsed.terms.push((phrase ?? word ?? '').toLowerCase());
  }
  return parsed;
}

/** search.messages: every readable message that matches, by score or time, a page at a time. */
export function searchMessages(
  call: MethodCall,
  permalink: (channel: string, ts: string) => string,
): JsonObject {
  const text = call.args.required('query', 'no_query');
  const query = parseQuery(call, text);
  const count = call.args.int('count', 20, 1, 100);
  const pageNumber = call.args.int('page', 1, 1, 100);
  const byTime = call.args.string('sort') === 'timestamp';
  const ascending = call.args.string('sort_dir') === 'asc';
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: call.self.tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const channels = new Map(
    call.queries
      .channels()
      .filter((channel) => canRead(call, channel))
      .map((channel) => [channel.id, channel]),
  );
  const scored: Array<{ message: MessageRow; channel: ChannelRow; score: number }> = [];
  for (const message of call.queries.messages()) {
    const channel = channels.get(message.channel);
    if (!channel || message.subtype === 'tombstone') continue;
    if (query.in && !query.in(channel)) continue;
    if (query.from && message.user !== query.from) continue;
    const date = day.format(new Date(msOfTs(message.ts)));
    if (
      (query.before && date >= query.before) ||
      (query.after && date <= query.after) ||
      (query.on && date !== query.on)
    )
      continue;
    const lower = message.text.toLowerCase();
    if (!query.terms.every((term) => lower.includes(term))) continue;
    const score = query.terms.reduce((sum, term) => sum + lower.split(term).length - 1, 0);
    scored.push({ message, channel, score });
  }
  scored.sort((a, b) => {
    const order = byTime
      ? a.message.ts.localeCompare(b.message.ts)
      : a.score - b.score || a.message.ts.localeCompare(b.message.ts);
    return ascending ? order : -order;
  });
  const total = scored.length;
  const pages = Math.max(1, Math.ceil(total / count));
  const slice = scored.slice((pageNumber - 1) * count, pageNumber * count);
  return {
    query: text,
    messages: {
      total,
      matches: slice.map(({ message, channel }) => ({
        iid: `${channel.id}-${message.ts}`,
        type: 'message',
        user: message.user,
        username: call.queries.user(message.user)?.name ?? '',
        ts: message.ts,
        text: message.text,
        ...(message.thread_ts && message.thread_ts !== message.ts ? { thread_ts: message.thread_ts } : {}),
        channel: {
          id: channel.id,
          name:
            channel.kind === 'im'
              ? (call.queries.members(channel.id).find((member) => member !== call.self.id) ?? '')
              : channel.name,
          is_channel: channel.kind === 'channel',
          is_private: channel.kind !== 'channel',
          is_im: channel.kind === 'im',
          is_mpim: channel.kind === 'mpim',
        },
        permalink: permalink(channel.id, message.ts),
      })),
      paging: { count, total, page: pageNumber, pages },
      pagination: {
        total_count: total,
        page: pageNumber,
        per_page: count,
        page_count: pages,
        first: Math.min(total, (pageNumber - 1) * count + 1),
        last: Math.min(total, pageNumber * count),
      },
    },
  };
}
