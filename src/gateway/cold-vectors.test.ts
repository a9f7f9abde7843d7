import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, it } from 'vitest';
import { Bm25Retriever, createRetriever } from '../retrieval/index.ts';
import { FIXTURE_TOOLS } from '../retrieval/testing/fixture-tools.ts';
import { GatedEmbedder } from '../retrieval/testing/gated-embedder.ts';
import { HashingEmbedder } from '../retrieval/testing/hashing-embedder.ts';
import { buildGateway } from './build-gateway.ts';
import { createGatewayServer } from './gateway-server.ts';

function toolFile(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cold-vectors-')), 'tools.json');
  const specs = FIXTURE_TOOLS.map((tool) => ({
    server: tool.server,
    name: tool.toolName,
    description: tool.description,
    inputSchema: tool.inputSchema,
  }));
  writeFileSync(file, JSON.stringify(specs));
  return file;
}

const foundNames = (result: unknown): string[] => {
  const [block] = (result as { content: Array<{ text: string }> }).content;
  return (JSON.parse(block!.text) as { tools: Array<{ name: string }> }).tools.map((tool) => tool.name);
};

describe('gateway over a universe without cached vectors', () => {
  it('answers initialize and find_tools with bm25 while the vectors are built, then with hybrid-rrf', async () => {
    const embedder = new GatedEmbedder();
    const messages: string[] = [];
    const gateway = await buildGateway(
      { servers: [], openapi: [], tools: [toolFile()] },
      {
        retriever: 'hybrid-rrf',
        retrieverOptions: { embedder, waitLimit: 0 },
        onProgress: (message) => messages.push(message),
      },
    );
    const server = createGatewayServer(gateway, 'find-call');
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    await server.connect(serverTransport);
    const client = new Client({ name: 'test', version: '1' });
    await client.connect(clientTransport);
    try {
      const query = 'send an email to my boss';
      const bm25 = new Bm25Retriever(gateway.universe.tools, { variant: 'fielded' });
      const expected = (await bm25.search(query, 3)).map((hit) => hit.tool.name);
      const before = await client.callTool({ name: 'find_tools', arguments: { query, num_tools: 3 } });
      expect(foundNames(before)).toEqual(expected);
      expect(messages.find((message) => message.startsWith('index:'))).toMatch(
        new RegExp(`^index: bm25 over ${FIXTURE_TOOLS.length} tools in `),
      );

      embedder.open();
      await expect.poll(() => messages.at(-1)).toBe('vectors ready: hybrid-rrf answers from now on');
      const hybrid = await createRetriever('hybrid-rrf', gateway.universe.tools, {
        embedder: new HashingEmbedder(),
      });
      const after = await client.callTool({ name: 'find_tools', arguments: { query, num_tools: 3 } });
      expect(foundNames(after)).toEqual((await hybrid.search(query, 3)).map((hit) => hit.tool.name));
    } finally {
      await client.close();
      await gateway.universe.close();
    }
  });
});
