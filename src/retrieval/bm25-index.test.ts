import { describe, expect, it } from 'vitest';
import { Bm25Index } from './bm25-index.ts';

const single = { k1: 1.2, fields: { text: { weight: 1, b: 0.75 } } };

describe('Bm25Index', () => {
  it('scores one field as textbook BM25', () => {
    const documents = [
      { text: ['apple', 'banana'] },
      { text: ['apple', 'apple', 'cherry', 'date'] },
      { text: ['egg'] },
    ];
    const index = Bm25Index.build(documents, single);
    const hits = index.search(['apple'], 3);
    const idf = Math.log(1 + (3 - 2 + 0.5) / (2 + 0.5));
    const averageLength = 7 / 3;
    const bm25 = (tf: number, length: number) =>
      (idf * tf * 2.2) / (tf + 1.2 * (1 - 0.75 + (0.75 * length) / averageLength));
    expect(hits.map((hit) => hit.document)).toEqual([1, 0]);
    expect(hits[0]!.score).toBeCloseTo(bm25(2, 4), 5);
    expect(hits[1]!.score).toBeCloseTo(bm25(1, 2), 5);
  });

  it('weights fields: a name match outranks the same match in a description', () => {
    const parameters = {
      k1: 1.2,
      fields: { name: { weight: 3, b: 0 }, description: { weight: 1, b: 0 } },
    };
    const documents = [
      { name: ['list'], description: ['mail', 'message'] },
      { name: ['mail'], description: ['list', 'message'] },
    ];
    const index = Bm25Index.build(documents, parameters);
    expect(index.search(['mail'], 2).map((hit) => hit.document)).toEqual([1, 0]);
    expect(index.search(['list'], 2).map((hit) => hit.document)).toEqual([0, 1]);
  });

  it('counts a repeated query term more and leaves no state behind between searches', () => {
    const index = Bm25Index.build([{ text: ['a', 'b'] }, { text: ['b', 'c'] }, { text: ['x'] }], single);
    const once = index.search(['a', 'c'], 2);
    expect(once[0]!.score).toBeCloseTo(once[1]!.score, 6);
    expect(index.search(['a', 'c', 'c'], 2)[0]!.document).toBe(1);
    expect(index.search(['a'], 5).map((hit) => hit.document)).toEqual([0]);
    expect(index.search(['zzz'], 5)).toEqual([]);
  });
});

describe('Bm25Index with long queries', () => {
  it('keeps only the rarest MAX_QUERY_TERMS distinct terms', async () => {
    const { MAX_QUERY_TERMS } = await import('./bm25-index.ts');
    const common = Array.from({ length: MAX_QUERY_TERMS }, (_, index) => `common${index}`);
    // Every common term is in both documents; "rare" only in the second.
    const index = Bm25Index.build(
      [{ text: [...common] }, { text: [...common, 'rare'] }, { text: ['x'] }],
      single,
    );
    const hits = index.search([...common, 'rare'], 2);
    expect(hits[0]!.document).toBe(1);
    // With MAX_QUERY_TERMS + 1 distinct terms, one common term is dropped, never the rare one.
    expect(hits[0]!.score - hits[1]!.score).toBeGreaterThan(0);
  });
});
