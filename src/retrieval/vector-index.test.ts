import { describe, expect, it } from 'vitest';
import { normalizeVector, VectorIndex, type VectorIndexOptions } from './vector-index.ts';

function randomSource(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648 - 0.5;
  };
}

describe.each<[string, VectorIndexOptions]>([
  ['usearch SIMD', {}],
  ['JavaScript scan', { javascriptOnly: true }],
])('VectorIndex, exact (%s)', (_, options) => {
  it('ranks rows by cosine similarity, whatever their length', () => {
    const index = new VectorIndex(
      [
        new Float32Array([1, 0, 0, 0, 0]),
        new Float32Array([10, 10, 0, 0, 0]),
        new Float32Array([0, 0, 0, 0, 3]),
      ],
      options,
    );
    const hits = index.search(new Float32Array([2, 1, 0, 0, 0]), 3);
    expect(hits.map((hit) => hit.document)).toEqual([1, 0, 2]);
    expect(hits[0]!.score).toBeCloseTo(3 / Math.sqrt(5) / Math.sqrt(2), 5);
    expect(hits[2]!.score).toBeCloseTo(0, 6);
    expect(index.similarity(normalizeVector(new Float32Array([0, 0, 0, 0, 1])), 2)).toBeCloseTo(1, 6);
  });

  it('agrees with a direct computation on random vectors (odd dimension count)', () => {
    const random = randomSource(3);
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
    const hits = new VectorIndex(rows, options).search(query, 5);
    expect(hits.map((hit) => hit.document)).toEqual(expected.map((hit) => hit.document));
    hits.forEach((hit, rank) => expect(hit.score).toBeCloseTo(expected[rank]!.score, 5));
    expect(new VectorIndex([], options).search(query, 5)).toEqual([]);
    expect(new VectorIndex(rows, options).search(query, 100)).toHaveLength(50);
  });
});

describe('VectorIndex above the ANN threshold', () => {
  it('finds nearly every true neighbour with an HNSW graph', () => {
    const random = randomSource(7);
    const rows = Array.from({ length: 2_000 }, () => Float32Array.from({ length: 32 }, random));
    const exact = new VectorIndex(rows);
    const ann = new VectorIndex(rows, { annThreshold: 1_000 });
    expect(exact.method).toBe('exact-simd');
    expect(ann.method).toBe('hnsw');
    let found = 0;
    for (let query = 0; query < 50; query++) {
      const vector = Float32Array.from({ length: 32 }, random);
      const truth = new Set(exact.search(vector, 10).map((hit) => hit.document));
      const hits = ann.search(vector, 10);
      found += hits.filter((hit) => truth.has(hit.document)).length;
      hits.forEach((hit) =>
        expect(hit.score).toBeCloseTo(exact.similarity(normalizeVector(vector), hit.document), 4),
      );
    }
    expect(found / 500).toBeGreaterThan(0.9);
  });
});
