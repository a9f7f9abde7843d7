import { createRequire } from 'node:module';
import type { Index as UsearchIndex } from 'usearch';
import { type ScoredDocument, selectTopK } from './top-k.ts';

type Usearch = typeof import('usearch');

/** usearch's SIMD kernels when its prebuilt module loads on this platform; the JavaScript scan otherwise. */
const usearch: Usearch | undefined = (() => {
  try {
    return createRequire(import.meta.url)('usearch') as Usearch;
  } catch {
    return undefined;
  }
})();

/** Above this many vectors an HNSW index replaces exact search (exact is ~7 ms at 100k × 512). */
export const ANN_THRESHOLD = 250_000;

/** Unit-length copy of a vector (a zero vector stays zero). */
export function normalizeVector(vector: Float32Array): Float32Array {
  let norm = 0;
  for (let index = 0; index < vector.length; index++) norm += vector[index]! * vector[index]!;
  norm = Math.sqrt(norm);
  const result = new Float32Array(vector.length);
  if (norm === 0) return result;
  for (let index = 0; index < vector.length; index++) result[index] = vector[index]! / norm;
  return result;
}

export interface VectorIndexOptions {
  /** Use an approximate (HNSW) index from this many vectors on (default ANN_THRESHOLD). */
  annThreshold?: number;
  /** Force the JavaScript scan even where usearch loads (tests compare the two). */
  javascriptOnly?: boolean;
}

/**
 * Cosine-similarity search over unit vectors kept in one contiguous row-major matrix: exact (usearch's SIMD
 * inner product, or a JavaScript scan) up to a size threshold, so results are deterministic where it matters;
 * an HNSW graph above it.
 */
export class VectorIndex {
  readonly size: number;
  readonly dimensions: number;
  /** `exact-simd`, `exact-js` or `hnsw`: how `search` works (benchmarks report it). */
  readonly method: 'exact-simd' | 'exact-js' | 'hnsw';
  private readonly matrix: Float32Array;
  private readonly scores: Float32Array;
  private readonly all: Int32Array;
  private readonly ann: UsearchIndex | undefined;

  constructor(vectors: readonly Float32Array[], options: VectorIndexOptions = {}) {
    this.size = vectors.length;
    this.dimensions = vectors[0]?.length ?? 0;
    this.matrix = new Float32Array(this.size * this.dimensions);
    vectors.forEach((vector, row) => {
      if (vector.length !== this.dimensions) throw new Error(`vector ${row} has ${vector.length} dimensions`);
      this.matrix.set(normalizeVector(vector), row * this.dimensions);
    });
    this.scores = new Float32Array(this.size);
    this.all = Int32Array.from({ length: this.size }, (_, index) => index);
    const native = options.javascriptOnly ? undefined : usearch;
    if (native && this.size > 0 && this.size >= (options.annThreshold ?? ANN_THRESHOLD)) {
      // Zero expansion factors take usearch's defaults.
      this.ann = new native.Index({
        dimensions: this.dimensions,
        metric: native.MetricKind.IP,
        quantization: native.ScalarKind.F32,
        connectivity: 16,
        expansion_add: 0,
        expansion_search: 0,
        multi: false,
      });
      this.ann.add(
        BigUint64Array.from(this.all, (row) => BigInt(row)),
        this.matrix,
      );
      this.method = 'hnsw';
    } else {
      this.method = native ? 'exact-simd' : 'exact-js';
    }
  }

  /** Cosine similarity of a (unit) query vector with one row. */
  similarity(unitQuery: Float32Array, row: number): number {
    const { matrix, dimensions } = this;
    const offset = row * dimensions;
    let sum = 0;
    for (let index = 0; index < dimensions; index++) sum += matrix[offset + index]! * unitQuery[index]!;
    return sum;
  }

  /** The k rows most similar to the query, best first. */
  search(query: Float32Array, k: number): ScoredDocument[] {
    if (this.size === 0 || k <= 0) return [];
    const unitQuery = normalizeVector(query);
    const count = Math.min(k, this.size);
    if (this.method === 'exact-js') return this.scan(unitQuery, count);
    // Inner-product "distance" is 1 - similarity on unit vectors.
    const matches =
      this.method === 'hnsw'
        ? this.ann!.search(unitQuery, count, 1)
        : usearch!.exactSearch(this.matrix, unitQuery, this.dimensions, count, usearch!.MetricKind.IP, 1);
    const hits: ScoredDocument[] = [];
    matches.keys.forEach((key, rank) => {
      const document = Number(key);
      // Unfilled result slots carry an out-of-range key.
      if (document < this.size) hits.push({ document, score: 1 - matches.distances[rank]! });
    });
    return hits;
  }

  private scan(unitQuery: Float32Array, count: number): ScoredDocument[] {
    const { matrix, dimensions, scores } = this;
    const unrolled = dimensions - (dimensions % 4);
    for (let row = 0, offset = 0; row < this.size; row++, offset += dimensions) {
      // Four partial sums let the JIT keep more multiply-adds in flight.
      let sum0 = 0;
      let sum1 = 0;
      let sum2 = 0;
      let sum3 = 0;
      let index = 0;
      for (; index < unrolled; index += 4) {
        sum0 += matrix[offset + index]! * unitQuery[index]!;
        sum1 += matrix[offset + index + 1]! * unitQuery[index + 1]!;
        sum2 += matrix[offset + index + 2]! * unitQuery[index + 2]!;
        sum3 += matrix[offset + index + 3]! * unitQuery[index + 3]!;
      }
      for (; index < dimensions; index++) sum0 += matrix[offset + index]! * unitQuery[index]!;
      scores[row] = sum0 + sum1 + sum2 + sum3;
    }
    return selectTopK(this.all, scores, count);
  }
}
