import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenapiServer } from './openapi-server.ts';
import { createOpenapiSource } from './openapi-source.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-fixtures');

describe('createOpenapiServer over MCP (in-memory transport)', () => {
  let http: HttpServer;
  let client: Client;
  const requests: string[] = [];

  beforeAll(async () => {
    http = createServer((request, response) => {
      requests.push(`${request.method} ${request.url} ${request.headers['x-pet-key'] ?? ''}`);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"p1","name":"rex"}');
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const source = await createOpenapiSource([path.join(fixtures, 'petstore')], {
      cacheDir: false,
      executor: {
        config: { baseUrl, auth: { type: 'apiKey', value: 'k1' } },
      },
    });
    const server = createOpenapiServer(source.tools, source.executor);
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    client = new Client({ name: 'test', version: '1.0.0' });
    await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
  });
  afterAll(async () => {
    await client.close();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });

  it('lists the converted tools with raw JSON Schemas and annotations', async () => {
    const { tools } = await client.listTools();
    const get = tools.find((tool) => tool.name === 'petstore__Pets_Get');
    expect(tools).toHaveLength(7);
    expect(get?.annotations).toEqual({ readOnlyHint: true });
    expect(get?.inputSchema.required).toEqual(['petId']);
  });

  it('calls a tool through HTTP, with the API key where the spec declares it', async () => {
    const result = await client.callTool({
      name: 'petstore__Pets_Get',
      arguments: { petId: 'p/1' },
    });
    expect(result.isError).toBeFalsy();
    expect(result.content).toEqual([{ type: 'text', text: '{"id":"p1","name":"rex"}' }]);
    expect(requests.at(-1)).toBe('GET /pets/p%2F1?api-version=2024-01-01 k1');
  });
});
