import type { ChatQueries, ChannelRow, ChatStore, MessageRow, UserRow } from './chat-store.ts';
import type { JsonObject } from './chat-views.ts';

/** A Web API error: answered as `{ ok: false, error: code }`. */
export class SlackError extends Error {
  constructor(
    readonly code: string,
    readonly detail?: string,
  ) {
    super(code);
  }
}

/** A method's arguments, from the query string, a form or a JSON body, read as Slack reads them. */
export class MethodArgs {
  constructor(private readonly values: Record<string, unknown>) {}

  string(name: string): string | undefined {
    const value = this.values[name];
    if (value === undefined || value === null || value === '') return undefined;
    return typeof value === 'string'
      ? value
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  }

  /** A required argument: its absence is `invalid_arguments`, or the method's own code when given. */
  required(name: string, code?: string): string {
    const value = this.string(name);
    if (value === undefined)
      throw new SlackError(code ?? 'invalid_arguments', `missing required field: ${name}`);
    return value;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const value = this.string(name);
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!Number.isInteger(number)) throw new SlackError('invalid_arguments', `${name} must be an integer`);
    return Math.min(Math.max(number, min), max);
  }

  bool(name: string, fallback = false): boolean {
    const value = this.string(name);
    if (value === undefined) return fallback;
    return value === 'true' || value === '1';
  }
}

/** A message posted through the API: what coworkers listen for. */
export interface PostedMessage {
  channel: ChannelRow;
  message: MessageRow;
  author: UserRow;
}

/** What a method sees: its arguments, the calling account, and the workspace. */
export interface MethodCall {
  args: MethodArgs;
  self: UserRow;
  store: ChatStore;
  queries: ChatQueries;
  team: string;
  /** Posts a message now (on the scenario clock) and tells the listeners. */
  post(author: UserRow, channel: ChannelRow, text: string, threadTs?: string): MessageRow;
  /** A fresh ts on the scenario clock. */
  nextTs(): string;
}

export type Method = (call: MethodCall) => JsonObject;

/** The conversation a `channel` argument names: an id, or a channel's name (`general`, `#general`). */
export function findChannel(call: MethodCall, value: string): ChannelRow | undefined {
  const byId = call.queries.channel(value);
  if (byId) return byId;
  const name = value.replace(/^#/, '');
  return call.queries.channels().find((channel) => channel.name === name && channel.kind !== 'im');
}

/** Whether the caller may read the conversation: public channels, and those it is a member of. */
export function canRead(call: MethodCall, channel: ChannelRow): boolean {
  return channel.kind === 'channel' || call.queries.isMember(channel.id, call.self.id);
}

/** The conversation named by the `channel` argument that the caller may read, or channel_not_found. */
export function readableChannel(call: MethodCall, name = 'channel'): ChannelRow {
  const channel = findChannel(call, call.args.required(name, 'channel_not_found'));
  if (!channel || !canRead(call, channel)) throw new SlackError('channel_not_found');
  return channel;
}

/** A page of items after a cursor, with the cursor of the next page ('' at the end). */
export function page<Item>(
  call: MethodCall,
  items: Item[],
  defaultLimit: number,
  maxLimit: number,
): { items: Item[]; next: string } {
  const limit = call.args.int('limit', defaultLimit, 1, maxLimit);
  const cursor = call.args.string('cursor');
  let offset = 0;
  if (cursor !== undefined) {
    const decoded = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
    if (!decoded) throw new SlackError('invalid_cursor');
    offset = Number(decoded[1]);
  }
  const slice = items.slice(offset, offset + limit);
  const next =
    offset + limit < items.length ? Buffer.from(`offset:${offset + limit}`).toString('base64') : '';
  return { items: slice, next };
}
