export const RETRIEVER_KINDS = ['bm25', 'bm25-plain', 'dense', 'hybrid', 'servers-then-tools'] as const;
export type RetrieverKind = (typeof RETRIEVER_KINDS)[number];

export function isRetrieverKind(value: string): value is RetrieverKind {
  return (RETRIEVER_KINDS as readonly string[]).includes(value);
}
