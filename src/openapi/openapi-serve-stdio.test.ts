import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

describe('mcp-arena openapi serve over real stdio', () => {
  let http: HttpServer;
  let client: Client;
  const seen: string[] = [];

  beforeAll(async () => {
    http = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"pets":[]}');
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
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
          baseUrl,
          '--no-cache',
        ],
        cwd: repoRoot,
        stderr: 'pipe',
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await client?.close();
    await new Promise<void>((resolve) => http.close(() => resolve()));
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
    expect(seen).toEqual(['GET /pets?tags=a&tags=b']);
  });
});
