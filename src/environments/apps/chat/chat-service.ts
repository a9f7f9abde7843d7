import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChatClock } from './chat-clock.ts';
import { conversationMethods } from './chat-conversation-methods.ts';
import { messageMethods } from './chat-message-methods.ts';
import {
  type Method,
  MethodArgs,
  type MethodCall,
  type PostedMessage,
  SlackError,
} from './chat-method-call.ts';
import { type ChannelRow, ChatQueries, type ChatStore, type MessageRow, type UserRow } from './chat-store.ts';
import type { JsonObject } from './chat-views.ts';

/** The Web API methods the emulator serves (and chat-openapi.yaml describes). */
export const METHODS: Record<string, Method> = { ...conversationMethods, ...messageMethods };

const MAX_BODY = 1_000_000;

/**
 * A Slack-compatible Web API on loopback (`POST|GET /api/<method>`): Slack's envelope (`ok`, `error`),
 * its error codes and cursors, `ts` on the scenario clock, state in the cell's SQLite store. Arguments
 * come as a query string, a form or JSON; the token as `Authorization: Bearer` or a `token` argument.
 */
export class ChatService {
  readonly queries: ChatQueries;
  private readonly listeners = new Set<(posted: PostedMessage) => void>();
  private server: http.Server | undefined;

  constructor(
    private readonly store: ChatStore,
    private readonly clock: ChatClock,
  ) {
    this.queries = new ChatQueries(() => this.store.db);
  }

  /** Starts listening on a free loopback port; resolves to the API's base URL (`http://127.0.0.1:<port>/api`). */
  async listen(): Promise<string> {
    const server = http.createServer((request, response) => void this.handle(request, response));
    server.keepAliveTimeout = 60_000;
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Hears every message posted through the API or `post` (a coworker's answer included). */
  onPost(listener: (posted: PostedMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Posts a message as `author`, now on the scenario clock; a reply marks its parent as a thread. */
  post(author: UserRow, channel: ChannelRow, text: string, threadTs?: string): MessageRow {
    const ts = this.clock.next(this.newestTs());
    const db = this.store.db;
    db.transaction(() => {
      db.prepare('INSERT INTO messages (channel, ts, user, text, thread_ts) VALUES (?, ?, ?, ?, ?)').run(
        channel.id,
        ts,
        author.id,
        text,
        threadTs ?? null,
      );
      if (threadTs !== undefined)
        db.prepare('UPDATE messages SET thread_ts = ts WHERE channel = ? AND ts = ?').run(
          channel.id,
          threadTs,
        );
    })();
    const message = this.queries.message(channel.id, ts)!;
    for (const listener of this.listeners) listener({ channel, message, author });
    return message;
  }

  /** One method call, as the HTTP handler makes it: the envelope and the answer. */
  call(method: string, values: Record<string, unknown>, token: string | undefined): JsonObject {
    const run = METHODS[method];
    if (!run) return { ok: false, error: 'unknown_method' };
    if (!token) return { ok: false, error: 'not_authed' };
    const self = this.queries.users().find((user) => user.token !== null && user.token === token);
    if (!self) return { ok: false, error: 'invalid_auth' };
    const call: MethodCall = {
      args: new MethodArgs(values),
      self,
      store: this.store,
      queries: this.queries,
      team: this.queries.meta('team') ?? 'T0ARENA',
      post: (author, channel, text, threadTs) => this.post(author, channel, text, threadTs),
      nextTs: () => this.clock.next(this.newestTs()),
    };
    try {
      return { ok: true, ...run(call) };
    } catch (error) {
      if (!(error instanceof SlackError)) throw error;
      return {
        ok: false,
        error: error.code,
        ...(error.detail ? { response_metadata: { messages: [`[ERROR] ${error.detail}`] } } : {}),
      };
    }
  }

  private newestTs(): string {
    return this.store.db.prepare<{ ts: string | null }>('SELECT max(ts) AS ts FROM messages').get()?.ts ?? '';
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = url.pathname.replace(/^\/api\//, '').replace(/^\//, '');
    let body: JsonObject;
    let status = 200;
    try {
      const values: Record<string, unknown> = Object.fromEntries(url.searchParams);
      Object.assign(values, await readBody(request));
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const token = bearer ?? (typeof values.token === 'string' ? values.token : undefined);
      delete values.token;
      body = this.call(method, values, token);
      if (body.error === 'unknown_method') status = 404;
    } catch (error) {
      const code = error instanceof SlackError ? error.code : 'internal_error';
      status = error instanceof SlackError ? 200 : 500;
      body = { ok: false, error: code, ...(error instanceof SlackError ? {} : { detail: String(error) }) };
    }
    const text = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    response.end(text);
  }
}

async function readBody(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new SlackError('request_too_large');
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  if (raw.trim() === '') return {};
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new SlackError('invalid_json');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new SlackError('json_not_object');
    return parsed as Record<string, unknown>;
  }
  if (type.includes('application/x-www-form-urlencoded') || type === '')
    return Object.fromEntries(new URLSearchParams(raw));
  throw new SlackError('invalid_form_data');
}
