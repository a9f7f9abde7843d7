import http from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Gateway,
  mcpServerSource,
  type RunningHttpGateway,
  serveGatewayHttp,
  staticToolSource,
  ToolUniverse,
} from '../src/gateway/index.ts';
import { createRetriever } from '../src/retrieval/index.ts';
import { isolatedEnv, repoRoot } from './cli.ts';
import { flakyServer, staticTools } from './gateway-helpers.ts';

const text = (result: unknown): string =>
  ((result as { content: Array<{ text?: string }> }).content ?? [])
    .map((block) => block.text ?? '')
    .join('\n');

describe('gateway over streamable HTTP', () => {
  let gateway: Gateway;
  let running: RunningHttpGateway;

  beforeAll(async () => {
    const universe = new ToolUniverse([await mcpServerSource(flakyServer), staticToolSource(staticTools)]);
    gateway = new Gateway(universe, await createRetriever('bm25', universe.tools));
    running = await serveGatewayHttp(gateway, 'find-call', {
      host: '127.0.0.1',
      port: 0,
      token: 'test-token-123',
    });
  });
  afterAll(async () => {
    await running.close();
    await gateway.universe.close();
  });

  const post = (headers: Record<string, string>, body = initialize) =>
    fetch(running.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
      body,
    });
  const initialize = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
  });

  it('serves an MCP client that sends the token', async () => {
    const client = new Client({ name: 'test', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(running.url), {
        requestInit: { headers: { authorization: 'Bearer test-token-123' } },
      }),
    );
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['find_tools', 'call_tool']);
    const found = JSON.parse(
      text(await client.callTool({ name: 'find_tools', arguments: { query: 'echo a message' } })),
    );
    expect(found.tools[0].name).toBe('flaky__echo');
    const called = await client.callTool({
      name: 'call_tool',
      arguments: { name: 'flaky__echo', arguments: { message: 'over http' } },
    });
    expect(text(called)).toBe('over http');
    await client.close();
  });

  it('answers 401 without a token or with a wrong one', async () => {
    const none = await post({});
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await post({ authorization: 'Bearer test-token-124' })).status).toBe(401);
  });

  it('refuses other Hosts and Origins (DNS rebinding)', async () => {
    const port = new URL(running.url).port;
    const auth = { authorization: 'Bearer test-token-123' };
    expect((await post({ ...auth, origin: 'http://evil.example' })).status).toBe(403);
    // fetch may not set Host; node:http does.
    const wrongHost = await new Promise<{ status: number }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/mcp',
          method: 'POST',
          headers: { ...auth, host: `evil.example:${port}` },
        },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0 });
        },
      );
      request.on('error', reject);
      request.end(initialize);
    });
    expect(wrongHost.status).toBe(403);
    expect((await post({ ...auth, origin: `http://localhost:${port}` })).status).toBe(200);
  });

  it('answers malformed JSON-RPC with a JSON-RPC error and keeps serving', async () => {
    const response = await post(
      { authorization: 'Bearer test-token-123' },
      '{"jsonrpc": "2.0", "id": 1, "method":',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 } });
    expect((await post({ authorization: 'Bearer test-token-123' })).status).toBe(200);
  });
});

describe('mcp-arena gateway over stdio', () => {
  it('serves find_tools and call_tool to an MCP client', async () => {
    const client = new Client({ name: 'test', version: '1' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [
        'bin/mcp-arena.js',
        'gateway',
        '--server',
        `flaky=${flakyServer.command} ${flakyServer.args.join(' ')}`,
        '--tools',
        staticTools,
        '--retriever',
        'bm25',
      ],
      cwd: repoRoot,
      env: isolatedEnv() as Record<string, string>,
      stderr: 'pipe',
    });
    await client.connect(transport);
    const found = JSON.parse(
      text(await client.callTool({ name: 'find_tools', arguments: { query: 'forecast', num_tools: 1 } })),
    );
    expect(found.tools).toEqual([
      expect.objectContaining({ name: 'weather__get_forecast', server: 'weather' }),
    ]);
    const bad = await client.callTool({
      name: 'call_tool',
      arguments: { name: 'flaky__echo', arguments: {} },
    });
    expect(bad.isError).toBe(true);
    expect(text(bad)).toMatch(/required property 'message'/);
    expect(text(await client.callTool({ name: 'flaky__echo', arguments: { message: 'direct' } }))).toBe(
      'direct',
    );
    await client.close();
  });
});
