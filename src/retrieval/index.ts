export type { Bm25Field, Bm25Parameters, FieldedTerms } from './bm25-index.ts';
export { Bm25Index } from './bm25-index.ts';
export type { Bm25Options } from './bm25-retriever.ts';
export { Bm25Retriever, DEFAULT_BM25F_PARAMETERS, PLAIN_BM25_PARAMETERS } from './bm25-retriever.ts';
export type { EmbedderKind, EmbedderOptions } from './create-embedder.ts';
export { createEmbedder } from './create-embedder.ts';
export type { RetrieverKind, RetrieverOptions } from './create-retriever.ts';
export {
  createRetriever,
  DEFAULT_RETRIEVER,
  isRetrieverKind,
  needsUniverseVectors,
  RETRIEVER_KINDS,
} from './create-retriever.ts';
export type { AtOnceOptions } from './create-retriever-at-once.ts';
export {
  createRetrieverAtOnce,
  DEFAULT_WAIT_LIMIT,
  missingVectors,
  needsEmbedder,
} from './create-retriever-at-once.ts';
export type { ChunkProgress } from './embed-in-chunks.ts';
export { describeProgress, embedInChunks, throttled } from './embed-in-chunks.ts';
export { WarmingRetriever } from './warming-retriever.ts';
export { DEFAULT_MAX_QUERY_LENGTH, type DenseOptions, DenseRetriever } from './dense-retriever.ts';
export type { Embedder } from './embedder.ts';
export { CachedEmbedder, defaultCacheDirectory } from './embedding-cache.ts';
export type { RetrievalEvaluation } from './evaluate-retriever.ts';
export { DEFAULT_CUTOFFS, evaluateRetriever } from './evaluate-retriever.ts';
export type { HybridOptions } from './hybrid-retriever.ts';
export { HybridRetriever } from './hybrid-retriever.ts';
export type { GoldEntry, LabeledQuery } from './labeled-query.ts';
export { loadLabeledQueries, matchesGold, parseLabeledQuery } from './labeled-query.ts';
export {
  cleanRouteQuery,
  loadLiveMcpBenchRouteQueries,
  loadLiveMcpBenchTaskQueries,
  loadLiveMcpBenchTools,
} from './livemcpbench-sets.ts';
export type { MetaToolQueryOptions } from './metatool-set.ts';
export { loadMetaToolQueries, loadMetaToolTools, METATOOL_SERVER } from './metatool-set.ts';
export type { OpenAiEmbedderOptions } from './openai-embedder.ts';
export { OpenAiEmbedder } from './openai-embedder.ts';
export type { RankingScores } from './retrieval-metrics.ts';
export { scoreRanking } from './retrieval-metrics.ts';
export type { RetrievalHit, Retriever } from './retriever.ts';
export type { RouteQuery } from './route-query.ts';
export { parseRouteQuery, stripRouteLabels } from './route-query.ts';
export type { ServerThenToolOptions } from './server-then-tool-retriever.ts';
export { ServerThenToolRetriever } from './server-then-tool-retriever.ts';
export { tokenize } from './tokenize.ts';
export { toolEmbeddingText, toolFields, toolText } from './tool-fields.ts';
export type { UseLiteEmbedderOptions } from './use-lite-embedder.ts';
export { UseLiteEmbedder } from './use-lite-embedder.ts';
export type { RerankFusion, RerankOptions } from './rerank-retriever.ts';
export { RerankRetriever } from './rerank-retriever.ts';
