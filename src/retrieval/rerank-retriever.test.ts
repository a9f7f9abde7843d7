import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../catalog/index.ts';
import { Bm25Retriever } from './bm25-retriever.ts';
import type { Embedder } from './embedder.ts';
import { RerankRetriever } from './rerank-retriever.ts';
import type { RetrievalHit, Retriever } from './retriever.ts';
import { describeRetrieverContract } from './testing/describe-retriever-contract.ts';
import { FIXTURE_TOOLS } from './testing/fixture-tools.ts';
import { HashingEmbedder } from './testing/hashing-embedder.ts';
import { toolEmbeddingText } from './tool-fields.ts';

describeRetrieverContract('RerankRetriever', async (tools) => {
  return new RerankRetriever(new Bm25Retriever(tools), new HashingEmbedder());
});

/** A lexical side with fixed scores, best first. */
class FixedRetriever implements Retriever {
  readonly kind = 'fixed';
  constructor(private readonly ranking: ReadonlyArray<readonly [ToolSpec, number]>) {}
  async search(_query: string, k: number): Promise<RetrievalHit[]> {
    return this.ranking.slice(0, k).map(([tool, score]) => ({ tool, score }));
  }
}

/**
 * An embedder that puts the query on one axis and each tool at a chosen closeness to it (1 = the query's own
 * direction, 0 = orthogonal); it records every text it embeds.
 */
class ClosenessEmbedder implements Embedder {
  readonly id = 'test-closeness';
  readonly embedded: string[] = [];
  constructor(private readonly closeness: ReadonlyMap<string, number>) {}
  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    this.embedded.push(...texts);
    return texts.map((text) => {
      const value = this.closeness.get(text);
      if (value === undefined) return Float32Array.from([1, 0]); // the query
      return Float32Array.from([value, Math.sqrt(1 - value * value)]);
    });
  }
}

describe('RerankRetriever', () => {
  const [a, b, c, d, e, f, g] = FIXTURE_TOOLS as [
    ToolSpec,
    ToolSpec,
    ToolSpec,
    ToolSpec,
    ToolSpec,
    ToolSpec,
    ToolSpec,
  ];
  const closeness = (pairs: Array<[ToolSpec, number]>) =>
    new ClosenessEmbedder(new Map(pairs.map(([tool, value]) => [toolEmbeddingText(tool), value])));
  const names = (hits: RetrievalHit[]) => hits.map((hit) => hit.tool.name);

  it('reorders close lexical scores by the dense side', async () => {
    const lexical = new FixedRetriever([
      [a, 10],
      [b, 9.5],
      [c, 9],
    ]);
    const embedder = closeness([
      [a, 0.1],
      [b, 0.2],
      [c, 0.9],
    ]);
    const hits = await new RerankRetriever(lexical, embedder, { denseWeight: 0.2 }).search('q', 3);
    // c: 0.9 + 0.2 × 1; a: 1 + 0.2 × 0; b: 0.95 + 0.2 × 0.125 (cosines rescaled over the candidates)
    expect(names(hits)).toEqual([c.name, a.name, b.name]);
    expect(hits.map((hit) => hit.score)).toEqual([
      expect.closeTo(1.1, 6),
      expect.closeTo(1, 6),
      expect.closeTo(0.975, 6),
    ]);
  });

  it('cannot push a strong lexical match down, however close the others are to the query', async () => {
    const ranking: Array<readonly [ToolSpec, number]> = [
      [a, 10],
      [b, 7],
      [c, 7],
      [d, 7],
      [e, 7],
      [f, 7],
    ];
    const embedder = closeness([
      [a, 0],
      [b, 1],
      [c, 1],
      [d, 1],
      [e, 1],
      [f, 1],
    ]);
    // With weight w only candidates scoring at least (1 - w) of the best can pass it: 0.7 + 0.2 < 1.
    const hits = await new RerankRetriever(new FixedRetriever(ranking), embedder, {
      denseWeight: 0.2,
    }).search('q', 5);
    expect(hits[0]!.tool.name).toBe(a.name);
    // Rank fusion keeps it in the top 5 too.
    const rrf = await new RerankRetriever(new FixedRetriever(ranking), embedder, {
      denseWeight: 0.2,
      fusion: 'rrf',
    }).search('q', 5);
    expect(names(rrf)).toContain(a.name);
  });

  it('embeds only the lexical candidates and keeps the lexical order below them', async () => {
    const lexical = new FixedRetriever([
      [a, 10],
      [b, 9],
      [c, 8],
      [d, 7],
      [e, 6],
      [f, 5],
      [g, 4],
    ]);
    const embedder = closeness([
      [a, 0],
      [b, 0.9],
      [g, 1],
    ]);
    const hits = await new RerankRetriever(lexical, embedder, { candidates: 2, denseWeight: 0.5 }).search(
      'q',
      5,
    );
    expect(names(hits)).toEqual([b.name, a.name, c.name, d.name, e.name]);
    expect(embedder.embedded).toHaveLength(3); // the query and two candidates, never g
    for (let index = 1; index < hits.length; index++)
      expect(hits[index - 1]!.score).toBeGreaterThanOrEqual(hits[index]!.score);
  });

  it('is the lexical ranking at weight 0, without embedding anything', async () => {
    const embedder = new HashingEmbedder();
    const lexical = new Bm25Retriever(FIXTURE_TOOLS);
    const rerank = new RerankRetriever(lexical, embedder, { denseWeight: 0 });
    expect(names(await rerank.search('send an email', 5))).toEqual(
      names(await lexical.search('send an email', 5)),
    );
    expect(embedder.textsEmbedded).toBe(0);
  });
});
