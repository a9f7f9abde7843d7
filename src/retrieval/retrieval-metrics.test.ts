import { describe, expect, it } from 'vitest';
import { Bm25Retriever } from './bm25-retriever.ts';
import { evaluateRetriever } from './evaluate-retriever.ts';
import { relevanceOfRanking, scoreRanking } from './retrieval-metrics.ts';
import { FIXTURE_TOOLS } from './testing/fixture-tools.ts';

const byName = (name: string) => FIXTURE_TOOLS.find((tool) => tool.name === name)!;

describe('scoreRanking', () => {
  const ranking = ['mail__list_inbox', 'mail__send_email', 'git__git_log', 'weather__getForecast'].map(
    byName,
  );

  it('computes recall, binary nDCG and reciprocal rank at each cut-off', () => {
    const scores = scoreRanking(ranking, ['mail__send_email', 'weather__getForecast'], [1, 2, 4]);
    expect(scores.recall.get(1)).toBe(0);
    expect(scores.recall.get(2)).toBe(0.5);
    expect(scores.recall.get(4)).toBe(1);
    expect(scores.reciprocalRank).toBe(0.5);
    const ideal = 1 + 1 / Math.log2(3);
    expect(scores.ndcg.get(4)).toBeCloseTo((1 / Math.log2(3) + 1 / Math.log2(5)) / ideal, 10);
    expect(scores.ndcg.get(1)).toBe(0);
  });

  it('matches unqualified names, and counts each gold entry once', () => {
    const twoReaders = [byName('filesystem__read_file'), byName('filesystem__write_file')];
    expect(relevanceOfRanking(twoReaders, ['write_file'])).toEqual([-1, 0]);
    const scores = scoreRanking([byName('git__git_log'), byName('git__git_log')], ['git_log'], [2]);
    expect(scores.recall.get(2)).toBe(1);
    expect(scores.ndcg.get(2)).toBe(1);
  });

  it('gives zero for an empty ranking', () => {
    const scores = scoreRanking([], ['mail__send_email'], [5]);
    expect(scores.recall.get(5)).toBe(0);
    expect(scores.reciprocalRank).toBe(0);
  });
});

describe('evaluateRetriever', () => {
  it('averages over queries', async () => {
    const evaluation = await evaluateRetriever(
      new Bm25Retriever(FIXTURE_TOOLS),
      [
        { query: 'send an email', gold: ['mail__send_email'] },
        { query: 'zzzz', gold: ['git__git_log'] },
      ],
      [1, 5],
    );
    expect(evaluation).toMatchObject({ retriever: 'bm25', queries: 2, recall: { 1: 0.5, 5: 0.5 }, mrr: 0.5 });
  });
});
