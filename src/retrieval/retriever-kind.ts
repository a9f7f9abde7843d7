export const RETRIEVER_KINDS = [
  'bm25',
  'bm25-plain',
  'dense',
  'hybrid',
  'hybrid-rrf',
  'servers-then-tools',
] as const;
export type RetrieverKind = (typeof RETRIEVER_KINDS)[number];

/**
 * What the gateway, `tools search` and `run --mode retrieval` rank with unless told otherwise: the kind with the
 * best R@5 over the agent-written query sets (the OpenAPI agent queries' train part and the LiveMCPBench route
 * queries), at or above BM25F's on each; measured and chosen by bench/retrieval-quality.ts (bench/RESULTS.md).
 */
export const DEFAULT_RETRIEVER: RetrieverKind = 'hybrid';

export function isRetrieverKind(value: string): value is RetrieverKind {
  return (RETRIEVER_KINDS as readonly string[]).includes(value);
}
