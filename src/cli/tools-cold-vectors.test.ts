import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedEnv, runCli } from '../../test/cli.ts';
import { DEFAULT_WAIT_LIMIT } from '../retrieval/index.ts';
import {
  type LetterEmbeddingServer,
  startLetterEmbeddingServer,
} from '../retrieval/testing/letter-embedding-server.ts';

/** More tools than are embedded before answering; one of them is clearly about email. */
function largeUniverse(): string {
  const tools = Array.from({ length: DEFAULT_WAIT_LIMIT + 200 }, (_, index) => ({
    server: `service${index % 40}`,
    name: `operation_${index}`,
    description: `Operation number ${index} of a generated service`,
    inputSchema: { type: 'object', properties: {} },
  }));
  tools.push({
    server: 'mail',
    name: 'send_email',
    description: 'Send an email message to a recipient',
    inputSchema: { type: 'object', properties: {} },
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tools-cold-')), 'tools.json');
  writeFileSync(file, JSON.stringify(tools));
  return file;
}

describe('tools search and tools embed over a universe without cached vectors', () => {
  const tools = largeUniverse();
  let server: LetterEmbeddingServer;
  let embedderArgs: string[];

  beforeAll(async () => {
    server = await startLetterEmbeddingServer();
    embedderArgs = ['--embedder', 'openai', '--embedding-url', server.url, '--embedding-model', 'letters'];
  });
  afterAll(() => server.close());

  it('answers with the default hybrid at once, embedding at most the query and its lexical candidates', async () => {
    const env = isolatedEnv();
    const result = await runCli(
      ['tools', 'search', 'send an email', '--tools', tools, ...embedderArgs, '--k', '1', '--json'],
      env,
    );
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as Array<{ name: string }>)[0]!.name).toBe('mail__send_email');
    expect(server.requests).toBeLessThanOrEqual(1);
    expect(result.stderr).toBe('');

    const embed = await runCli(['tools', 'embed', '--tools', tools, ...embedderArgs], env);
    expect(embed.code).toBe(0);
    expect(embed.stdout).toMatch(/^1,201 tools: 1,\d{3} embedded now \(.* s\), \d+ were cached; cache: /);
    expect(embed.stderr).toContain('tools: vectors: ');
    expect(server.requests).toBeGreaterThan(0);

    // hybrid-rrf needs every tool's vector: after tools embed, only the query is embedded.
    const requestsBefore = server.requests;
    const rrf = await runCli(
      ['tools', 'search', 'send an email', '--tools', tools, ...embedderArgs, '--retriever', 'hybrid-rrf'],
      env,
    );
    expect(rrf.code).toBe(0);
    expect(rrf.stderr).toBe('');
    expect(server.requests - requestsBefore).toBe(1);
  });
});
