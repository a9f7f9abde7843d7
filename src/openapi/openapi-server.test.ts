import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from './test-fixtures/fake-api.ts';
import { createOpenapiServer } from './openapi-server.ts';
import { createOpenapiSource } from './openapi-source.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-fixtures');

describe('createOpenapiServer over MCP (in-memory transport)', () => {
  let api: FakeApi;
  let client: Client;

  beforeAll(async () => {
    api = await startFakeApi(
      '{"id":"p1","name":"rex"}',
      (request) => `${request.method} ${request.url} ${request.headers['x-pet-key'] ?? ''}`,
    );
    const source = await createOpenapiSource([path.join(fixtures, 'petstore')], {
      cacheDir: false,
      executor: {
        config: { baseUrl: api.baseUrl, auth: { type: 'apiKey', value: 'k1' } },
      },
    });
    const server = createOpenapiServer(source.tools, source.executor);
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    client = new Client({ name: 'test', version: '1.0.0' });
    await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
  });
  afterAll(async () => {
    await client.close();
    await api.close();
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
    expect(api.requests.at(-1)).toBe('GET /pets/p%2F1?api-version=2024-01-01 k1');
  });
});
