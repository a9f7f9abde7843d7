import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from './test-fixtures/fake-api.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

describe('mcp-arena openapi serve over real stdio', () => {
  let api: FakeApi;
  let client: Client;

  beforeAll(async () => {
    api = await startFakeApi('{"pets":[]}');
    client = new Client({ name: 'stdio-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [
          path.join(repoRoot, 'bin/mcp-arena.js'),
          'openapi',
          'serve',
          path.join(here, 'test-fixtures/petstore/pets.json'),
          '--base-url',
          api.baseUrl,
          '--no-cache',
        ],
        cwd: repoRoot,
        stderr: 'pipe',
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await client?.close();
    await api.close();
  });

  it('lists the spec file tools and executes a call against the base URL', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'petstore__Operations_List',
      'petstore__Pets_Feed',
      'petstore__Pets_Get',
      'petstore__Pets_List',
      'petstore__Pets_Put',
      'petstore__Pets_Upload',
    ]);
    const result = await client.callTool({ name: 'petstore__Pets_List', arguments: { tags: ['a', 'b'] } });
    expect(result.content).toEqual([{ type: 'text', text: '{"pets":[]}' }]);
    // The configured base URL replaces the spec's absolute server (host + basePath).
    expect(api.requests).toEqual(['GET /pets?tags=a&tags=b']);
  });
});
