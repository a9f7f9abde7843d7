import type { ToolSpec } from '../catalog/index.ts';
import type { Embedder } from './embedder.ts';
import type { RetrievalHit, Retriever } from './retriever.ts';
import { stripRouteLabels } from './route-query.ts';
import { toolEmbeddingText } from './tool-fields.ts';
import { VectorIndex } from './vector-index.ts';

/** Dense retrieval: cosine similarity between the query's embedding and each tool's text embedding. */
export class DenseRetriever implements Retriever {
  readonly kind = 'dense';
  readonly embedder: Embedder;
  private readonly tools: readonly ToolSpec[];
  private readonly index: VectorIndex;

  private constructor(tools: readonly ToolSpec[], embedder: Embedder, index: VectorIndex) {
    this.tools = tools;
    this.embedder = embedder;
    this.index = index;
  }

  /** Embeds every tool (use a CachedEmbedder so this is paid once per tool text) and builds the index. */
  static async create(tools: readonly ToolSpec[], embedder: Embedder): Promise<DenseRetriever> {
    const vectors = await embedder.embed(tools.map((tool) => toolEmbeddingText(tool)));
    return new DenseRetriever(tools, embedder, new VectorIndex(vectors));
  }

  async search(query: string, k: number): Promise<RetrievalHit[]> {
    if (k <= 0 || this.tools.length === 0) return [];
    const [vector] = await this.embedder.embed([stripRouteLabels(query)]);
    return this.index
      .search(vector!, k)
      .map(({ document, score }) => ({ tool: this.tools[document]!, score }));
  }
}
