import type { ToolSpec } from '../catalog/index.ts';

/** One search result: a tool of the universe and the retriever's score for it (higher is better). */
export interface RetrievalHit {
  tool: ToolSpec;
  score: number;
}

/** An index over a tool universe that answers free-text queries with the k most relevant tools. */
export interface Retriever {
  /** A short label for reports, e.g. `bm25`, `hybrid`. */
  readonly kind: string;
  /** The k best tools for the query, best first, no duplicates; fewer when fewer match. */
  search(query: string, k: number): Promise<RetrievalHit[]>;
}
