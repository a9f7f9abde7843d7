import type { ToolSpec } from '../catalog/index.ts';
import type { Embedder } from './embedder.ts';
import type { RetrievalHit, Retriever } from './retriever.ts';
import { stripRouteLabels } from './route-query.ts';
import { toolEmbeddingText } from './tool-fields.ts';
import { VectorIndex } from './vector-index.ts';

/**
 * Characters of a query that are embedded. A local model's cost grows with the text (USE-lite: ~0.1 ms a
 * character on one core), and the opening of a long task statement carries most of what it needs; BM25 still
 * reads the whole query in hybrid retrieval.
 */
export const DEFAULT_MAX_QUERY_LENGTH = 256;

export interface DenseOptions {
  /** Characters of a query that are embedded (default DEFAULT_MAX_QUERY_LENGTH). */
  maxQueryLength?: number;
}

/** Dense retrieval: cosine similarity between the query's embedding and each tool's text embedding. */
export class DenseRetriever implements Retriever {
  readonly kind = 'dense';
  readonly embedder: Embedder;
  private readonly tools: readonly ToolSpec[];
  private readonly index: VectorIndex;
  private readonly maxQueryLength: number;

  private constructor(
    tools: readonly ToolSpec[],
    embedder: Embedder,
    index: VectorIndex,
    options: DenseOptions,
  ) {
    this.tools = tools;
    this.embedder = embedder;
    this.index = index;
    this.maxQueryLength = options.maxQueryLength ?? DEFAULT_MAX_QUERY_LENGTH;
  }

  /** Embeds every tool (use a CachedEmbedder so this is paid once per tool text) and builds the index. */
  static async create(
    tools: readonly ToolSpec[],
    embedder: Embedder,
    options: DenseOptions = {},
  ): Promise<DenseRetriever> {
    const vectors = await embedder.embed(tools.map((tool) => toolEmbeddingText(tool)));
    return new DenseRetriever(tools, embedder, new VectorIndex(vectors), options);
  }

  async search(query: string, k: number): Promise<RetrievalHit[]> {
    if (k <= 0 || this.tools.length === 0) return [];
    const [vector] = await this.embedder.embed([stripRouteLabels(query).slice(0, this.maxQueryLength)]);
    return this.index
      .search(vector!, k)
      .map(({ document, score }) => ({ tool: this.tools[document]!, score }));
  }
}
