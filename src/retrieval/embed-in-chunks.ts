import type { Embedder } from './embedder.ts';

export interface ChunkProgress {
  done: number;
  total: number;
  /** Milliseconds since the first chunk started. */
  elapsedMs: number;
}

/**
 * Embeds the texts a chunk at a time, handing the event loop back between chunks, so a server in the same
 * process keeps answering while a large universe is embedded (a CachedEmbedder also keeps each chunk on
 * disk at once: an interrupted build resumes where it stopped). Returns every vector, in order.
 */
export async function embedInChunks(
  embedder: Embedder,
  texts: readonly string[],
  options: { chunkSize?: number; onProgress?: (progress: ChunkProgress) => void } = {},
): Promise<Float32Array[]> {
  const chunkSize = options.chunkSize ?? 64;
  const started = performance.now();
  const vectors: Float32Array[] = [];
  for (let start = 0; start < texts.length; start += chunkSize) {
    vectors.push(...(await embedder.embed(texts.slice(start, start + chunkSize))));
    options.onProgress?.({
      done: vectors.length,
      total: texts.length,
      elapsedMs: performance.now() - started,
    });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return vectors;
}

/** `1,024 of 23,298 (4%), 19 min left` */
export function describeProgress(progress: ChunkProgress): string {
  const { done, total, elapsedMs } = progress;
  const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
  const leftMs = done === 0 ? undefined : (elapsedMs / done) * (total - done);
  const left =
    leftMs === undefined
      ? ''
      : leftMs < 90_000
        ? `, ${Math.ceil(leftMs / 1000)} s left`
        : `, ${Math.ceil(leftMs / 60_000)} min left`;
  return `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} (${percent}%)${left}`;
}

/** Calls `report` at most once per interval (and always for the last chunk). */
export function throttled(
  report: (progress: ChunkProgress) => void,
  intervalMs = 10_000,
): (progress: ChunkProgress) => void {
  let last = -Infinity;
  return (progress) => {
    if (progress.done < progress.total && progress.elapsedMs - last < intervalMs) return;
    last = progress.elapsedMs;
    report(progress);
  };
}
