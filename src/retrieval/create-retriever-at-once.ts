import type { ToolSpec } from '../catalog/index.ts';
import { Bm25Retriever } from './bm25-retriever.ts';
import { createEmbedder, type EmbedderOptions } from './create-embedder.ts';
import { embedInBackground } from './embed-in-background.ts';
import {
  createRetriever,
  needsUniverseVectors,
  type RetrieverKind,
  type RetrieverOptions,
} from './create-retriever.ts';
import { type ChunkProgress, describeProgress, embedInChunks, throttled } from './embed-in-chunks.ts';
import type { Embedder } from './embedder.ts';
import { CachedEmbedder } from './embedding-cache.ts';
import type { Retriever } from './retriever.ts';
import { toolEmbeddingText } from './tool-fields.ts';
import { WarmingRetriever } from './warming-retriever.ts';

/**
 * Tools without a cached vector that are embedded before answering: about 8 s on one core with USE-lite.
 * Above it, BM25 answers while the vectors are built.
 */
export const DEFAULT_WAIT_LIMIT = 1000;

export interface AtOnceOptions extends RetrieverOptions {
  /**
   * The embedder to build, when no `embedder` instance is given (default USE-lite, cached): a background
   * build then runs on a thread of lowest priority. A given instance embeds on this thread, between requests.
   */
  embedderOptions?: EmbedderOptions;
  /** Missing vectors embedded before answering (default DEFAULT_WAIT_LIMIT); above it, build in the background. */
  waitLimit?: number;
  /** Progress and the switch, one line each (for stderr). */
  onProgress?: (message: string) => void;
  /** Milliseconds between progress lines (default 10 s). */
  progressIntervalMs?: number;
}

/** Tools of the universe with no vector in the embedder's cache (all of them for an uncached embedder). */
export function missingVectors(tools: readonly ToolSpec[], embedder: Embedder): number {
  const texts = tools.map((tool) => toolEmbeddingText(tool));
  return embedder instanceof CachedEmbedder ? embedder.countMissing(texts) : texts.length;
}

export function needsEmbedder(kind: RetrieverKind): boolean {
  return kind !== 'bm25' && kind !== 'bm25-plain';
}

/**
 * A retriever that answers at once, for servers and interactive commands: the one asked for when its
 * vectors are cached (or few are missing); otherwise BM25 now, the one asked for once its vectors are
 * built in the background (kept on disk, so the next start has them).
 */
export async function createRetrieverAtOnce(
  kind: RetrieverKind,
  tools: readonly ToolSpec[],
  options: AtOnceOptions = {},
): Promise<Retriever> {
  if (!needsEmbedder(kind)) return createRetriever(kind, tools, options);
  if (!needsUniverseVectors(kind)) {
    const embedder = options.embedder ?? createEmbedder(options.embedderOptions);
    return createRetriever(kind, tools, { ...options, embedder });
  }
  const embedder = options.embedder ?? createEmbedder(options.embedderOptions);
  const missing = missingVectors(tools, embedder);
  if (missing <= (options.waitLimit ?? DEFAULT_WAIT_LIMIT)) {
    return createRetriever(kind, tools, { ...options, embedder });
  }
  const say = options.onProgress ?? (() => {});
  say(
    `${missing.toLocaleString('en-US')} of ${tools.length.toLocaleString('en-US')} tools have no cached vector: ` +
      `bm25 answers while they are embedded, then ${kind}`,
  );
  const fallback = new Bm25Retriever(tools, { ...options.bm25, variant: 'fielded' });
  const texts = tools.map((tool) => toolEmbeddingText(tool));
  const onProgress = throttled(
    (progress: ChunkProgress) => say(`vectors: ${describeProgress(progress)}`),
    options.progressIntervalMs,
  );
  const building = (async () => {
    if (options.embedder || options.embedderOptions?.cacheDirectory === false) {
      await embedInChunks(embedder, texts, { onProgress });
      return createRetriever(kind, tools, { ...options, embedder });
    }
    await embedInBackground(options.embedderOptions ?? {}, texts, onProgress);
    // A fresh embedder reads the vectors the thread wrote.
    return createRetriever(kind, tools, { ...options, embedder: createEmbedder(options.embedderOptions) });
  })();
  return new WarmingRetriever(fallback, building, {
    onReady: (retriever) => say(`vectors ready: ${retriever.kind} answers from now on`),
    onFailure: (error) => say(`vectors could not be built (${error.message}): bm25 keeps answering`),
  });
}
