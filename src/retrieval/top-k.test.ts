import { describe, expect, it } from 'vitest';
import { selectTopK } from './top-k.ts';

describe('selectTopK', () => {
  it('returns the k best candidates, best first, ties by lower document number', () => {
    const scores = [0.5, 2, 2, -1, 3, 0.5];
    expect(selectTopK([0, 1, 2, 3, 4, 5], scores, 3)).toEqual([
      { document: 4, score: 3 },
      { document: 1, score: 2 },
      { document: 2, score: 2 },
    ]);
    expect(selectTopK([5, 0], scores, 2).map((hit) => hit.document)).toEqual([0, 5]);
  });

  it('agrees with a full sort on random data', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const scores = Array.from({ length: 500 }, () => Math.round(random() * 50));
    const candidates = scores.map((_, index) => index);
    const expected = [...candidates].sort((a, b) => scores[b]! - scores[a]! || a - b).slice(0, 17);
    expect(selectTopK(candidates, scores, 17).map((hit) => hit.document)).toEqual(expected);
    expect(selectTopK(candidates, scores, 0)).toEqual([]);
  });
});
