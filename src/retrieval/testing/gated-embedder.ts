import type { Embedder } from '../embedder.ts';
import { HashingEmbedder } from './hashing-embedder.ts';

/** An embedder whose every call waits until `open()`: as slow as a test needs, deterministically. */
export class GatedEmbedder implements Embedder {
  readonly id = 'gated-hashing';
  calls = 0;
  private readonly inner = new HashingEmbedder();
  private release!: () => void;
  private readonly gate = new Promise<void>((resolve) => {
    this.release = resolve;
  });

  open(): void {
    this.release();
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    this.calls += 1;
    await this.gate;
    return this.inner.embed(texts);
  }
}
