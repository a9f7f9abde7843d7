import type { ToolSpec } from '../catalog/index.ts';
import { ArenaError } from '../errors.ts';
import { type Bm25Options, Bm25Retriever } from './bm25-retriever.ts';
import { createEmbedder } from './create-embedder.ts';
import { DenseRetriever } from './dense-retriever.ts';
import type { Embedder } from './embedder.ts';
import { type HybridOptions, HybridRetriever } from './hybrid-retriever.ts';
import { type RerankOptions, RerankRetriever } from './rerank-retriever.ts';
import type { Retriever } from './retriever.ts';
import { type ServerThenToolOptions, ServerThenToolRetriever } from './server-then-tool-retriever.ts';
import { RETRIEVER_KINDS, type RetrieverKind } from './retriever-kind.ts';

export { DEFAULT_RETRIEVER, isRetrieverKind, RETRIEVER_KINDS, type RetrieverKind } from './retriever-kind.ts';

export interface RetrieverOptions {
  /** Embedder for dense, hybrid, hybrid-rrf and servers-then-tools (default: USE-lite, cached on disk). */
  embedder?: Embedder;
  bm25?: Bm25Options;
  /** `hybrid`: BM25F's candidates reordered by a dense score. */
  hybrid?: RerankOptions;
  /** `hybrid-rrf`: rank fusion of BM25F and dense over the whole universe. */
  hybridRrf?: HybridOptions;
  serverThenTool?: ServerThenToolOptions;
}

/**
 * Whether a kind ranks with every tool's vector (dense, hybrid-rrf, servers-then-tools), so a universe must be
 * embedded before it answers. `hybrid` embeds only its lexical candidates, when it meets them.
 */
export function needsUniverseVectors(kind: RetrieverKind): boolean {
  return kind === 'dense' || kind === 'hybrid-rrf' || kind === 'servers-then-tools';
}

/** A retriever of the given kind over the tools; dense kinds embed every tool first (cached). */
export async function createRetriever(
  kind: RetrieverKind,
  tools: readonly ToolSpec[],
  options: RetrieverOptions = {},
): Promise<Retriever> {
  switch (kind) {
    case 'bm25':
      return new Bm25Retriever(tools, { ...options.bm25, variant: 'fielded' });
    case 'bm25-plain':
      return new Bm25Retriever(tools, { variant: 'plain' });
    case 'dense':
      return DenseRetriever.create(tools, options.embedder ?? createEmbedder());
    case 'hybrid':
      return new RerankRetriever(
        new Bm25Retriever(tools, { ...options.bm25, variant: 'fielded' }),
        options.embedder ?? createEmbedder(),
        options.hybrid,
      );
    case 'hybrid-rrf': {
      const embedder = options.embedder ?? createEmbedder();
      const lexical = new Bm25Retriever(tools, { ...options.bm25, variant: 'fielded' });
      return new HybridRetriever(lexical, await DenseRetriever.create(tools, embedder), options.hybridRrf);
    }
    case 'servers-then-tools':
      return ServerThenToolRetriever.create(
        tools,
        options.embedder ?? createEmbedder(),
        options.serverThenTool,
      );
    default:
      throw new ArenaError(
        'USAGE',
        `unknown retriever "${String(kind)}": use one of ${RETRIEVER_KINDS.join(', ')}`,
      );
  }
}
