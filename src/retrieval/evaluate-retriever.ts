import type { LabeledQuery } from './labeled-query.ts';
import { scoreRanking } from './retrieval-metrics.ts';
import type { Retriever } from './retriever.ts';

/** Mean retrieval quality of one retriever over a labeled query set. */
export interface RetrievalEvaluation {
  retriever: string;
  queries: number;
  /** Mean recall at each cut-off, keyed by k. */
  recall: Record<number, number>;
  ndcg: Record<number, number>;
  mrr: number;
}

export const DEFAULT_CUTOFFS: readonly number[] = [1, 5, 10, 20];

export async function evaluateRetriever(
  retriever: Retriever,
  queries: readonly LabeledQuery[],
  cutoffs: readonly number[] = DEFAULT_CUTOFFS,
): Promise<RetrievalEvaluation> {
  const depth = Math.max(...cutoffs);
  const recall: Record<number, number> = {};
  const ndcg: Record<number, number> = {};
  for (const k of cutoffs) {
    recall[k] = 0;
    ndcg[k] = 0;
  }
  let mrr = 0;
  for (const { query, gold } of queries) {
    const hits = await retriever.search(query, depth);
    const scores = scoreRanking(
      hits.map((hit) => hit.tool),
      gold,
      cutoffs,
    );
    for (const k of cutoffs) {
      recall[k]! += scores.recall.get(k)!;
      ndcg[k]! += scores.ndcg.get(k)!;
    }
    mrr += scores.reciprocalRank;
  }
  const count = Math.max(queries.length, 1);
  for (const k of cutoffs) {
    recall[k]! /= count;
    ndcg[k]! /= count;
  }
  return { retriever: retriever.kind, queries: queries.length, recall, ndcg, mrr: mrr / count };
}
