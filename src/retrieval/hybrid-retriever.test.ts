import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../catalog/index.ts';
import { Bm25Retriever } from './bm25-retriever.ts';
import { DenseRetriever } from './dense-retriever.ts';
import { HybridRetriever } from './hybrid-retriever.ts';
import type { RetrievalHit, Retriever } from './retriever.ts';
import { describeRetrieverContract } from './testing/describe-retriever-contract.ts';
import { FIXTURE_TOOLS } from './testing/fixture-tools.ts';
import { HashingEmbedder } from './testing/hashing-embedder.ts';

describeRetrieverContract('HybridRetriever', async (tools) => {
  const dense = await DenseRetriever.create(tools, new HashingEmbedder());
  return new HybridRetriever(new Bm25Retriever(tools), dense);
});

/** A retriever that returns a fixed ranking, to test fusion arithmetic. */
class FixedRetriever implements Retriever {
  readonly kind = 'fixed';
  constructor(private readonly ranking: readonly ToolSpec[]) {}
  async search(_query: string, k: number): Promise<RetrievalHit[]> {
    return this.ranking.slice(0, k).map((tool, rank) => ({ tool, score: 100 - rank }));
  }
}

describe('HybridRetriever', () => {
  const [a, b, c, d] = FIXTURE_TOOLS as [ToolSpec, ToolSpec, ToolSpec, ToolSpec];

  it('fuses by weighted reciprocal rank', async () => {
    const hybrid = new HybridRetriever(new FixedRetriever([a, b, c]), new FixedRetriever([c, d, a]), {
      lexicalWeight: 1,
      denseWeight: 1,
      rrfConstant: 60,
    });
    const hits = await hybrid.search('x', 4);
    expect(hits.map((hit) => hit.tool.name)).toEqual([a.name, c.name, b.name, d.name]);
    expect(hits[0]!.score).toBeCloseTo(1 / 61 + 1 / 63, 10);
    expect(hits[1]!.score).toBeCloseTo(1 / 63 + 1 / 61, 10);
  });

  it('follows the heavier input when weights differ, and ignores the dense side at weight 0', async () => {
    const lexical = new FixedRetriever([a, b]);
    const dense = new FixedRetriever([b, a]);
    const leaning = new HybridRetriever(lexical, dense, { lexicalWeight: 1, denseWeight: 0.5 });
    expect((await leaning.search('x', 2)).map((hit) => hit.tool.name)).toEqual([a.name, b.name]);
    const denseHeavy = new HybridRetriever(lexical, dense, { lexicalWeight: 0.5, denseWeight: 1 });
    expect((await denseHeavy.search('x', 2)).map((hit) => hit.tool.name)).toEqual([b.name, a.name]);
    const lexicalOnly = new HybridRetriever(lexical, new FixedRetriever([c, d]), { denseWeight: 0 });
    expect((await lexicalOnly.search('x', 5)).map((hit) => hit.tool.name)).toEqual([a.name, b.name]);
  });
});
