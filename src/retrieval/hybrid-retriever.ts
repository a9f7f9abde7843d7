import type { RetrievalHit, Retriever } from './retriever.ts';

export interface HybridOptions {
  /** Weight of the lexical ranking in the fusion (default 1). */
  lexicalWeight?: number;
  /**
   * Weight of the dense ranking (default 0.25: of the weights swept on LiveMCPBench and MetaTool that are at
   * least as good as BM25F alone at R@5 on every set, the best on average; see bench/RESULTS.md).
   */
  denseWeight?: number;
  /** The RRF constant (default 60). */
  rrfConstant?: number;
  /** How deep each input ranking is read (default 100, at least k). */
  depth?: number;
}

/**
 * Weighted reciprocal-rank fusion of a lexical and a dense retriever over the whole universe (`hybrid-rrf`):
 * score = Σ weight / (constant + rank). Equal weights can be worse than the better input, so the dense side counts
 * a quarter by default. It needs every tool's vector and can push a strong lexical match out of the top 5; the
 * default `hybrid` (RerankRetriever) reorders only BM25F's candidates instead.
 */
export class HybridRetriever implements Retriever {
  readonly kind = 'hybrid-rrf';
  private readonly lexical: Retriever;
  private readonly dense: Retriever;
  private readonly options: Required<HybridOptions>;

  constructor(lexical: Retriever, dense: Retriever, options: HybridOptions = {}) {
    this.lexical = lexical;
    this.dense = dense;
    this.options = {
      lexicalWeight: options.lexicalWeight ?? 1,
      denseWeight: options.denseWeight ?? 0.25,
      rrfConstant: options.rrfConstant ?? 60,
      depth: options.depth ?? 100,
    };
  }

  async search(query: string, k: number): Promise<RetrievalHit[]> {
    if (k <= 0) return [];
    const { lexicalWeight, denseWeight, rrfConstant } = this.options;
    const depth = Math.max(this.options.depth, k);
    const [lexicalHits, denseHits] = await Promise.all([
      this.lexical.search(query, depth),
      denseWeight > 0 ? this.dense.search(query, depth) : Promise.resolve([]),
    ]);
    const fused = new Map<string, RetrievalHit & { order: number }>();
    const add = (hits: readonly RetrievalHit[], weight: number, offset: number) => {
      hits.forEach((hit, rank) => {
        const contribution = weight / (rrfConstant + rank + 1);
        const existing = fused.get(hit.tool.name);
        if (existing) existing.score += contribution;
        else fused.set(hit.tool.name, { tool: hit.tool, score: contribution, order: offset + rank });
      });
    };
    add(lexicalHits, lexicalWeight, 0);
    add(denseHits, denseWeight, depth);
    return [...fused.values()]
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, k)
      .map(({ tool, score }) => ({ tool, score }));
  }
}
