import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Server as McpServer } from '@modelcontextprotocol/sdk/server/index.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Gateway } from './gateway.ts';
import { createGatewayServer } from './gateway-server.ts';
import type { GatewayStyle } from './gateway-tools.ts';

export interface HttpOptions {
  host: string;
  port: number;
  /** Bearer token clients must send; generated when not given. */
  token?: string;
  /** Extra browser origins allowed besides the gateway's own (e.g. the MCP Inspector's). */
  allowedOrigins?: string[];
}

export interface RunningHttpGateway {
  url: string;
  token: string;
  close(): Promise<void>;
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Serves the gateway over streamable HTTP at `/mcp` (see `serveMcpHttp`). */
export function serveGatewayHttp(
  gateway: Gateway,
  style: GatewayStyle,
  options: HttpOptions,
): Promise<RunningHttpGateway> {
  return serveMcpHttp(() => createGatewayServer(gateway, style), options);
}

/**
 * Serves MCP servers made by `createServer` (one per client session) over streamable HTTP at `/mcp`.
 * Every request needs the bearer token (compared in constant time); Host and Origin must name this
 * server, as the MCP specification advises against DNS rebinding; it binds to 127.0.0.1 unless told
 * otherwise.
 */
export async function serveMcpHttp(
  createServer: () => McpServer,
  options: HttpOptions,
): Promise<RunningHttpGateway> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  const expected = digest(`Bearer ${token}`);
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  let allowedHosts = new Set<string>();
  let allowedOrigins = new Set<string>();

  const deny = (
    response: ServerResponse,
    status: number,
    message: string,
    headers: Record<string, string> = {},
    code = -32000,
  ): void => {
    response
      .writeHead(status, { 'content-type': 'application/json', ...headers })
      .end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://gateway');
    if (url.pathname !== '/mcp') return deny(response, 404, 'not found: the MCP endpoint is /mcp');
    if (!allowedHosts.has(request.headers.host ?? '')) return deny(response, 403, 'Host not allowed');
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) return deny(response, 403, 'Origin not allowed');
    const given = request.headers.authorization ?? '';
    if (!timingSafeEqual(digest(given), expected)) {
      return deny(response, 401, 'missing or wrong bearer token', { 'www-authenticate': 'Bearer' });
    }

    const sessionId = request.headers['mcp-session-id'];
    const existing = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (existing) return existing.handleRequest(request, response);
    if (sessionId !== undefined) return deny(response, 404, 'unknown session: initialize again');
    if (request.method !== 'POST') return deny(response, 400, 'start a session with an initialize request');

    let body: unknown;
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      return deny(response, 400, 'Parse error: the body is not JSON', {}, -32700);
    }
    if (!isInitializeRequest(body)) return deny(response, 400, 'start a session with an initialize request');
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        sessions.set(id, transport);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await createServer().connect(transport);
    await transport.handleRequest(request, response, body);
  };

  const server: HttpServer = createHttpServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) deny(response, 500, `gateway error: ${(error as Error).message}`);
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const names = new Set([options.host, 'localhost', '127.0.0.1', '[::1]']);
  allowedHosts = new Set([...names].map((name) => `${name}:${port}`));
  allowedOrigins = new Set([
    ...[...names].map((name) => `http://${name}:${port}`),
    ...(options.allowedOrigins ?? []),
  ]);
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}/mcp`,
    token,
    close: async () => {
      await Promise.allSettled([...sessions.values()].map((transport) => transport.close()));
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
