import type { Embedder } from '../embedder.ts';
import { tokenize } from '../tokenize.ts';

/**
 * A deterministic stand-in embedder for tests: a bag of stemmed words hashed into 256 dimensions. Texts that
 * share words are similar, so retrieval behaves sensibly without a model. Counts its calls.
 */
export class HashingEmbedder implements Embedder {
  readonly id = 'test-hashing-256';
  calls = 0;
  textsEmbedded = 0;

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    this.calls += 1;
    this.textsEmbedded += texts.length;
    return texts.map((text) => {
      const vector = new Float32Array(256);
      for (const term of tokenize(text)) {
        let hash = 2166136261;
        for (let index = 0; index < term.length; index++)
          hash = Math.imul(hash ^ term.charCodeAt(index), 16777619);
        vector[(hash >>> 0) % 256]! += 1;
      }
      return vector;
    });
  }
}
