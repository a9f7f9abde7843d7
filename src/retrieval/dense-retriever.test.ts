import { describe, expect, it } from 'vitest';
import { DenseRetriever } from './dense-retriever.ts';
import { describeRetrieverContract } from './testing/describe-retriever-contract.ts';
import { FIXTURE_TOOLS } from './testing/fixture-tools.ts';
import { HashingEmbedder } from './testing/hashing-embedder.ts';
import { UseLiteEmbedder } from './use-lite-embedder.ts';

describeRetrieverContract('DenseRetriever (hashing embedder)', (tools) =>
  DenseRetriever.create(tools, new HashingEmbedder()),
);
// The real offline model on the 13 fixture tools: small enough for the suite.
describeRetrieverContract('DenseRetriever (USE-lite)', (tools) =>
  DenseRetriever.create(tools, new UseLiteEmbedder()),
);

describe('DenseRetriever', () => {
  it('embeds every tool once at build time and only the query per search', async () => {
    const embedder = new HashingEmbedder();
    const retriever = await DenseRetriever.create(FIXTURE_TOOLS, embedder);
    expect(embedder.textsEmbedded).toBe(FIXTURE_TOOLS.length);
    await retriever.search('send email', 3);
    expect(embedder.textsEmbedded).toBe(FIXTURE_TOOLS.length + 1);
  });

  it('embeds only the opening of a long query', async () => {
    const seen: string[] = [];
    const inner = new HashingEmbedder();
    const embedder = {
      id: inner.id,
      embed: (texts: readonly string[]) => (seen.push(...texts), inner.embed(texts)),
    };
    const retriever = await DenseRetriever.create(FIXTURE_TOOLS, embedder, { maxQueryLength: 20 });
    await retriever.search(`tool: send an email to the team about ${'the launch '.repeat(50)}`, 3);
    expect(seen.at(-1)).toBe('send an email to the');
  });

  it('scores by cosine similarity: in [-1, 1], every tool reachable', async () => {
    const retriever = await DenseRetriever.create(FIXTURE_TOOLS, new HashingEmbedder());
    const hits = await retriever.search('read file', 100);
    expect(hits).toHaveLength(FIXTURE_TOOLS.length);
    for (const hit of hits) expect(Math.abs(hit.score)).toBeLessThanOrEqual(1 + 1e-6);
  });

  it('finds a paraphrase with the real model that shares no word with the tool', async () => {
    const retriever = await DenseRetriever.create(FIXTURE_TOOLS, new UseLiteEmbedder());
    const hits = await retriever.search('will it rain in London', 3);
    expect(hits.map((hit) => hit.tool.server)).toContain('weather');
  });
});
