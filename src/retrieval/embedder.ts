/** Turns texts into fixed-length vectors; one implementation per model or provider. */
export interface Embedder {
  /** Identifies model and settings; vectors from embedders with different ids are never mixed in a cache. */
  readonly id: string;
  /** Vectors for the texts, in order, all of the same length. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}
