import { describe, expect, it } from 'vitest';
import { normalizeVector, VectorIndex } from './vector-index.ts';

describe('VectorIndex', () => {
  it('ranks rows by cosine similarity, whatever their length', () => {
    const index = new VectorIndex([
      new Float32Array([1, 0, 0, 0, 0]),
      new Float32Array([10, 10, 0, 0, 0]),
      new Float32Array([0, 0, 0, 0, 3]),
    ]);
    const hits = index.search(new Float32Array([2, 1, 0, 0, 0]), 3);
    expect(hits.map((hit) => hit.document)).toEqual([1, 0, 2]);
    expect(hits[0]!.score).toBeCloseTo(3 / Math.sqrt(5) / Math.sqrt(2), 5);
    expect(hits[2]!.score).toBeCloseTo(0, 6);
    expect(index.similarity(normalizeVector(new Float32Array([0, 0, 0, 0, 1])), 2)).toBeCloseTo(1, 6);
  });

  it('agrees with a direct computation on random vectors (odd dimension count)', () => {
    let seed = 3;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648 - 0.5;
    };
    const rows = Array.from({ length: 50 }, () => Float32Array.from({ length: 13 }, random));
    const query = Float32Array.from({ length: 13 }, random);
    const unit = normalizeVector(query);
    const expected = rows
      .map((row, document) => {
        const normalized = normalizeVector(row);
        return { document, score: normalized.reduce((sum, value, index) => sum + value * unit[index]!, 0) };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, 5);
    const hits = new VectorIndex(rows).search(query, 5);
    expect(hits.map((hit) => hit.document)).toEqual(expected.map((hit) => hit.document));
    hits.forEach((hit, rank) => expect(hit.score).toBeCloseTo(expected[rank]!.score, 5));
    expect(new VectorIndex([]).search(query, 5)).toEqual([]);
  });
});
