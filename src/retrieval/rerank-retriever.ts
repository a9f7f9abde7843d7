import type { Embedder } from './embedder.ts';
import type { RetrievalHit, Retriever } from './retriever.ts';
import { stripRouteLabels } from './route-query.ts';
import { toolEmbeddingText } from './tool-fields.ts';
import { DEFAULT_MAX_QUERY_LENGTH } from './dense-retriever.ts';

export type RerankFusion = 'score' | 'rrf';

export interface RerankOptions {
  /** Lexical candidates the dense score may reorder (default 10); tools below them keep the lexical order. */
  candidates?: number;
  /**
   * Weight of the dense side (default 0.3: with 10 candidates and score fusion, the best mean R@5 over the OpenAPI
   * agent queries' train part and the LiveMCPBench route queries, at or above BM25F on each; bench/RESULTS.md).
   */
  denseWeight?: number;
  /**
   * `score` (default): BM25 score / best BM25 score + weight × the cosine rescaled to 0–1 over the candidates,
   * so a candidate can pass the best lexical match only when its BM25 score is at least (1 − weight) of it.
   * `rrf`: weighted reciprocal-rank fusion of the two rankings of the candidates.
   */
  fusion?: RerankFusion;
  /** The RRF constant (default 60; `rrf` only). */
  rrfConstant?: number;
  /** Characters of a query that are embedded (default DEFAULT_MAX_QUERY_LENGTH). */
  maxQueryLength?: number;
}

/**
 * The `hybrid` retriever. Lexical retrieval first, a dense score only to reorder the lexical top candidates: a tool the lexical side does
 * not rank among its candidates never enters, and a strong lexical match cannot be pushed down by a weak embedder.
 * Only the candidates need vectors (embedded on first sight and cached by a CachedEmbedder), never the whole
 * universe, so it answers at once at 100k tools.
 */
export class RerankRetriever implements Retriever {
  readonly kind: string;
  private readonly lexical: Retriever;
  private readonly embedder: Embedder;
  private readonly options: Required<RerankOptions>;
  private readonly texts = new WeakMap<object, string>();

  constructor(lexical: Retriever, embedder: Embedder, options: RerankOptions & { kind?: string } = {}) {
    this.kind = options.kind ?? 'hybrid';
    this.lexical = lexical;
    this.embedder = embedder;
    this.options = {
      candidates: options.candidates ?? 10,
      denseWeight: options.denseWeight ?? 0.3,
      fusion: options.fusion ?? 'score',
      rrfConstant: options.rrfConstant ?? 60,
      maxQueryLength: options.maxQueryLength ?? DEFAULT_MAX_QUERY_LENGTH,
    };
  }

  async search(query: string, k: number): Promise<RetrievalHit[]> {
    if (k <= 0) return [];
    const { candidates, denseWeight } = this.options;
    const lexicalHits = await this.lexical.search(query, Math.max(candidates, k));
    const head = lexicalHits.slice(0, candidates);
    if (head.length < 2 || denseWeight <= 0) return lexicalHits.slice(0, k);
    const vectors = await this.embedder.embed([
      stripRouteLabels(query).slice(0, this.options.maxQueryLength),
      ...head.map((hit) => this.textOf(hit)),
    ]);
    const similarities = vectors.slice(1).map((vector) => cosine(vectors[0]!, vector));
    const fused = this.fuse(head, similarities);
    const order = head
      .map((hit, index) => ({ hit, index, score: fused[index]! }))
      .sort((a, b) => b.score - a.score || a.index - b.index);
    // Below the candidates the lexical order stays, scored on the lexical side of the same scale (always lower).
    const best = head[0]!.score;
    const tail = lexicalHits.slice(candidates, k).map((hit, index) => ({
      tool: hit.tool,
      score:
        this.options.fusion === 'rrf'
          ? 1 / (this.options.rrfConstant + candidates + index + 1)
          : best > 0
            ? hit.score / best
            : 0,
    }));
    return [...order.map(({ hit, score }) => ({ tool: hit.tool, score })), ...tail].slice(0, k);
  }

  /** Fused scores of the candidates (lexical order), higher is better. */
  private fuse(head: readonly RetrievalHit[], similarities: readonly number[]): number[] {
    const { denseWeight, fusion, rrfConstant } = this.options;
    if (fusion === 'rrf') {
      const denseRank = new Array<number>(head.length);
      similarities
        .map((similarity, index) => ({ similarity, index }))
        .sort((a, b) => b.similarity - a.similarity || a.index - b.index)
        .forEach(({ index }, rank) => (denseRank[index] = rank));
      return head.map(
        (_, index) => 1 / (rrfConstant + index + 1) + denseWeight / (rrfConstant + denseRank[index]! + 1),
      );
    }
    const best = head[0]!.score;
    const low = Math.min(...similarities);
    const span = Math.max(...similarities) - low;
    return head.map((hit, index) => {
      const lexical = best > 0 ? hit.score / best : 0;
      const dense = span > 0 ? (similarities[index]! - low) / span : 0;
      return lexical + denseWeight * dense;
    });
  }

  private textOf(hit: RetrievalHit): string {
    let text = this.texts.get(hit.tool);
    if (text === undefined) {
      text = toolEmbeddingText(hit.tool);
      this.texts.set(hit.tool, text);
    }
    return text;
  }
}

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index++) {
    dot += a[index]! * b[index]!;
    normA += a[index]! * a[index]!;
    normB += b[index]! * b[index]!;
  }
  return normA > 0 && normB > 0 ? dot / Math.sqrt(normA * normB) : 0;
}
