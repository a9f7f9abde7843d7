import { type ScoredDocument, selectTopK } from './top-k.ts';

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

/**
 * Exact cosine-similarity search over vectors kept in one contiguous row-major matrix. At 100k × 512 a query
 * is ~50M multiply-adds; exact search keeps results deterministic and needs no native module.
 */
export class VectorIndex {
  readonly size: number;
  readonly dimensions: number;
  private readonly matrix: Float32Array;
  private readonly scores: Float32Array;
  private readonly all: Int32Array;

  constructor(vectors: readonly Float32Array[]) {
    this.size = vectors.length;
    this.dimensions = vectors[0]?.length ?? 0;
    this.matrix = new Float32Array(this.size * this.dimensions);
    vectors.forEach((vector, row) => {
      if (vector.length !== this.dimensions) throw new Error(`vector ${row} has ${vector.length} dimensions`);
      this.matrix.set(normalizeVector(vector), row * this.dimensions);
    });
    this.scores = new Float32Array(this.size);
    this.all = Int32Array.from({ length: this.size }, (_, index) => index);
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
    if (this.size === 0) return [];
    const unitQuery = normalizeVector(query);
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
    return selectTopK(this.all, scores, Math.min(k, this.size));
  }
}
