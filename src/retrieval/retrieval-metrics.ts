import type { ToolSpec } from '../catalog/index.ts';
import { type GoldEntry, matchesGold } from './labeled-query.ts';

/** Scores of one ranking against its gold entries at each cut-off k. */
export interface RankingScores {
  /** Share of gold entries found in the top k. */
  recall: Map<number, number>;
  /** Binary-relevance nDCG at k. */
  ndcg: Map<number, number>;
  /** 1 / rank of the first gold tool (0 when none is ranked). */
  reciprocalRank: number;
}

/**
 * Which gold entry (index) each ranked tool satisfies first, or -1. A gold entry counts once, so two tools that
 * both match one unqualified gold name do not both count as relevant.
 */
export function relevanceOfRanking(ranking: readonly ToolSpec[], gold: readonly GoldEntry[]): number[] {
  const found = new Set<number>();
  return ranking.map((tool) => {
    const index = gold.findIndex((entry, goldIndex) => !found.has(goldIndex) && matchesGold(tool, entry));
    if (index >= 0) found.add(index);
    return index;
  });
}

export function scoreRanking(
  ranking: readonly ToolSpec[],
  gold: readonly GoldEntry[],
  cutoffs: readonly number[],
): RankingScores {
  const relevance = relevanceOfRanking(ranking, gold);
  const recall = new Map<number, number>();
  const ndcg = new Map<number, number>();
  for (const k of cutoffs) {
    let hits = 0;
    let dcg = 0;
    for (let rank = 0; rank < Math.min(k, relevance.length); rank++) {
      if (relevance[rank]! >= 0) {
        hits += 1;
        dcg += 1 / Math.log2(rank + 2);
      }
    }
    let idcg = 0;
    for (let rank = 0; rank < Math.min(k, gold.length); rank++) idcg += 1 / Math.log2(rank + 2);
    recall.set(k, gold.length === 0 ? 0 : hits / gold.length);
    ndcg.set(k, idcg === 0 ? 0 : dcg / idcg);
  }
  const first = relevance.findIndex((index) => index >= 0);
  return { recall, ndcg, reciprocalRank: first < 0 ? 0 : 1 / (first + 1) };
}
