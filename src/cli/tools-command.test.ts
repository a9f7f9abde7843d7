import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedEnv, runCli } from '../../test/cli.ts';
import { FIXTURE_TOOLS } from '../retrieval/testing/fixture-tools.ts';
import {
  type LetterEmbeddingServer,
  startLetterEmbeddingServer,
} from '../retrieval/testing/letter-embedding-server.ts';

function writeFixtures(): { tools: string; queries: string } {
  const directory = mkdtempSync(path.join(tmpdir(), 'tools-cli-'));
  const tools = path.join(directory, 'tools.json');
  writeFileSync(
    tools,
    JSON.stringify(
      FIXTURE_TOOLS.map((tool) => ({
        server: tool.server,
        name: tool.toolName,
        description: tool.description,
        inputSchema: tool.inputSchema,
      })),
    ),
  );
  const queries = path.join(directory, 'queries.jsonl');
  writeFileSync(
    queries,
    [
      { query: 'send an email to my boss', gold: ['mail__send_email'] },
      { query: 'show the git commit history', gold: ['git_log'] },
    ]
      .map((line) => JSON.stringify(line))
      .join('\n'),
  );
  return { tools, queries };
}

describe('mcp-arena tools search / retrieval eval', () => {
  const files = writeFixtures();
  let server: LetterEmbeddingServer;
  let url: string;

  beforeAll(async () => {
    server = await startLetterEmbeddingServer();
    url = server.url;
  });
  afterAll(() => server.close());

  it('prints [{name, server, score, origin}] with --json', async () => {
    const result = await runCli(
      [
        'tools',
        'search',
        'send an email message',
        '--tools',
        files.tools,
        '--retriever',
        'bm25',
        '--k',
        '2',
        '--json',
      ],
      isolatedEnv(),
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const rows = JSON.parse(result.stdout) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      name: 'mail__send_email',
      server: 'mail',
      origin: { kind: 'static', server: 'mail', file: files.tools },
    });
    expect(typeof rows[0]!.score).toBe('number');
  });

  it('searches densely through an OpenAI-compatible endpoint on loopback', async () => {
    const result = await runCli(
      [
        'tools',
        'search',
        'calendar event',
        '--tools',
        files.tools,
        '--retriever',
        'hybrid-rrf',
        '--embedder',
        'openai',
        '--embedding-url',
        url,
        '--embedding-model',
        'letters',
        '--json',
      ],
      isolatedEnv(),
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const rows = JSON.parse(result.stdout) as Array<{ name: string }>;
    expect(rows).toHaveLength(10);
    expect(rows[0]!.name).toMatch(/^calendar__/);
  });

  it('prints recall, nDCG and MRR per retriever', async () => {
    const result = await runCli(
      [
        'retrieval',
        'eval',
        '--queries',
        files.queries,
        '--tools',
        files.tools,
        '--retriever',
        'bm25-plain,bm25',
        '--k',
        '1,5',
      ],
      isolatedEnv(),
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/2 queries over 13 tools/);
    expect(result.stdout).toMatch(/retriever\s+R@1\s+R@5\s+nDCG@1\s+nDCG@5\s+MRR/);
    expect(result.stdout).toMatch(/^bm25\s+1\.000\s+1\.000\s+1\.000\s+1\.000\s+1\.000/m);
  });

  it('searches converted OpenAPI specs and scores gold given as OpenAPI operations', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'openapi-cli-'));
    const spec = path.join(directory, 'petstore.json');
    writeFileSync(
      spec,
      JSON.stringify({
        openapi: '3.0.0',
        info: { title: 'Pet store', version: '1' },
        paths: {
          '/pets': {
            get: {
              operationId: 'listPets',
              summary: 'List all pets',
              responses: { 200: { description: 'ok' } },
            },
            post: {
              operationId: 'createPet',
              summary: 'Create a pet',
              responses: { 201: { description: 'ok' } },
            },
          },
          '/stores/{storeId}/orders': {
            get: {
              operationId: 'listOrders',
              summary: 'List the orders of a store',
              parameters: [{ name: 'storeId', in: 'path', required: true, schema: { type: 'string' } }],
              responses: { 200: { description: 'ok' } },
            },
          },
        },
      }),
    );
    const queries = path.join(directory, 'queries.jsonl');
    writeFileSync(
      queries,
      JSON.stringify({
        query: 'show me all the pets',
        gold: [{ service: 'pets', method: 'GET', path: '/pets' }],
      }),
    );
    const env = isolatedEnv();
    const search = await runCli(
      ['tools', 'search', 'orders of a store', '--openapi', spec, '--retriever', 'bm25', '--json'],
      env,
    );
    expect(search.stderr).toBe('');
    const rows = JSON.parse(search.stdout) as Array<{ name: string; origin: Record<string, string> }>;
    expect(rows[0]!.origin).toMatchObject({
      kind: 'openapi',
      method: 'GET',
      path: '/stores/{storeId}/orders',
    });
    const evaluation = await runCli(
      [
        'retrieval',
        'eval',
        '--queries',
        queries,
        '--openapi',
        spec,
        '--retriever',
        'bm25',
        '--k',
        '1',
        '--json',
      ],
      env,
    );
    const service = rows[0]!.origin.service;
    expect(evaluation.code).toBe(0);
    const output = JSON.parse(evaluation.stdout) as {
      tools: number;
      evaluations: Array<{ recall: Record<string, number> }>;
    };
    expect(output.tools).toBe(3);
    // The gold names service "pets"; the converter names the service after the spec's folder.
    expect(output.evaluations[0]!.recall['1']).toBe(service === 'pets' ? 1 : 0);
  });

  it('fails with a usage error when no universe is given', async () => {
    const noTools = await runCli(['tools', 'search', 'x'], isolatedEnv());
    expect(noTools.code).toBe(2);
    expect(noTools.stderr).toMatch(/give at least one --tools FILE .* or --openapi PATH/);
  });

  it('names the valid retrievers for an unknown one', async () => {
    const badKind = await runCli(
      ['tools', 'search', 'x', '--tools', files.tools, '--retriever', 'magic'],
      isolatedEnv(),
    );
    expect(badKind.code).toBe(2);
    expect(badKind.stderr).toMatch(/unknown retriever "magic": use one of bm25, bm25-plain/);
  });

  it('asks for --queries', async () => {
    const noQueries = await runCli(['retrieval', 'eval', '--tools', files.tools], isolatedEnv());
    expect(noQueries.code).toBe(2);
    expect(noQueries.stderr).toMatch(/--queries FILE\.jsonl/);
  });
});
