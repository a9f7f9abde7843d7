import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenapiExecutor } from './openapi-executor.ts';
import type { OpenapiTool } from './openapi-types.ts';

const tool: OpenapiTool = {
  spec: {
    name: 'notes__createNote',
    server: 'notes',
    toolName: 'createNote',
    description: 'Create a note',
    inputSchema: {
      type: 'object',
      properties: {
        folder: { type: 'string' },
        title: { type: 'string', minLength: 1 },
        pinned: { type: 'boolean' },
      },
      required: ['folder', 'title'],
    },
    origin: {
      kind: 'openapi',
      service: 'notes',
      file: 'notes.yaml',
      method: 'POST',
      path: '/folders/{folder}/notes',
    },
  },
  binding: {
    method: 'POST',
    path: '/folders/{folder}/notes',
    servers: ['/api'],
    bodyMediaType: 'application/json',
    args: {
      folder: { in: 'path', name: 'folder' },
      title: { in: 'body', name: 'title' },
      pinned: { in: 'body', name: 'pinned' },
    },
    auth: [{ type: 'bearer' }],
  },
};

describe('createOpenapiExecutor against a loopback HTTP server', () => {
  let server: Server;
  let baseUrl: string;
  const seen: Array<{
    method?: string;
    url?: string;
    auth?: string;
    body: string;
  }> = [];

  beforeAll(async () => {
    server = createServer(async (request: IncomingMessage, response) => {
      let body = '';
      for await (const chunk of request) body += chunk;
      seen.push({
        method: request.method,
        url: request.url,
        auth: request.headers.authorization,
        body,
      });
      if (request.url?.includes('/locked/')) {
        response.writeHead(403, { 'content-type': 'application/json' }).end('{"error":"folder is locked"}');
        return;
      }
      response
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: 7, ...JSON.parse(body) }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the request with auth from the environment and returns the body', async () => {
    const executor = createOpenapiExecutor([tool], {
      env: {
        MCP_ARENA_OPENAPI_NOTES_BASE_URL: baseUrl,
        MCP_ARENA_OPENAPI_TOKEN: 'tok',
      },
    });
    const result = await executor.call('notes__createNote', {
      folder: 'inbox',
      title: 'Hi',
      pinned: true,
    });
    expect(result.isError).toBeFalsy();
    expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual({
      id: 7,
      title: 'Hi',
      pinned: true,
    });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/api/folders/inbox/notes',
      auth: 'Bearer tok',
      body: '{"title":"Hi","pinned":true}',
    });
  });

  it('turns HTTP errors into error results with status and body', async () => {
    const executor = createOpenapiExecutor([tool], { config: { baseUrl } });
    const result = await executor.call('notes__createNote', {
      folder: 'locked',
      title: 'x',
    });
    expect(result.isError).toBe(true);
    expect(result._meta).toEqual({ httpStatus: 403 });
    expect((result.content[0] as { text: string }).text).toBe(
      'HTTP 403 Forbidden\n{"error":"folder is locked"}',
    );
  });

  it('rejects missing or invalid arguments before sending anything', async () => {
    const executor = createOpenapiExecutor([tool], { config: { baseUrl } });
    const before = seen.length;
    const missing = await executor.call('notes__createNote', {
      folder: 'inbox',
    });
    expect(missing.isError).toBe(true);
    expect((missing.content[0] as { text: string }).text).toContain("must have required property 'title'");
    const wrongType = await executor.call('notes__createNote', {
      folder: 'inbox',
      title: 'x',
      pinned: 'yes',
    });
    expect((wrongType.content[0] as { text: string }).text).toContain('pinned must be boolean');
    expect((await executor.call('notes__nope', {})).isError).toBe(true);
    expect(seen.length).toBe(before);
  });

  it('reports an unreachable service and a timeout as error results', async () => {
    const closed = createOpenapiExecutor([tool], {
      config: { baseUrl: 'http://127.0.0.1:9' },
    });
    const result = await closed.call('notes__createNote', {
      folder: 'a',
      title: 'b',
    });
    expect(result.isError).toBe(true);
    expect((result.content[0] as { text: string }).text).toContain(
      'POST http://127.0.0.1:9/api/folders/a/notes failed',
    );
    const hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const slow = createOpenapiExecutor([tool], {
      config: {
        baseUrl: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`,
        timeoutMs: 200,
      },
    });
    const timedOut = await slow.call('notes__createNote', {
      folder: 'a',
      title: 'b',
    });
    expect((timedOut.content[0] as { text: string }).text).toContain('timed out after 200 ms');
    hanging.closeAllConnections();
    await new Promise<void>((resolve) => hanging.close(() => resolve()));
  });
});
