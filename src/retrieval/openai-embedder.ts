import { ArenaError } from '../errors.ts';
import type { Embedder } from './embedder.ts';

export interface OpenAiEmbedderOptions {
  /** Base URL of an OpenAI-compatible API, with or without `/v1` (OpenAI, vLLM, Ollama, TEI). */
  url: string;
  model: string;
  apiKey?: string;
  /** Texts per request (default 64). */
  batchSize?: number;
  /** Requested vector length, for models that support `dimensions`. */
  dimensions?: number;
  fetch?: typeof fetch;
}

/** Any OpenAI-compatible `/v1/embeddings` endpoint. */
export class OpenAiEmbedder implements Embedder {
  readonly id: string;
  private readonly endpoint: string;
  private readonly options: OpenAiEmbedderOptions;

  constructor(options: OpenAiEmbedderOptions) {
    this.options = options;
    const base = options.url.replace(/\/+$/, '');
    this.endpoint = /\/v1$/.test(base) ? `${base}/embeddings` : `${base}/v1/embeddings`;
    this.id = `openai:${options.model}${options.dimensions ? `:${options.dimensions}` : ''}@${base}`;
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const batchSize = this.options.batchSize ?? 64;
    const vectors: Float32Array[] = [];
    for (let start = 0; start < texts.length; start += batchSize) {
      vectors.push(...(await this.embedBatch(texts.slice(start, start + batchSize))));
    }
    return vectors;
  }

  private async embedBatch(texts: readonly string[]): Promise<Float32Array[]> {
    const fetchImplementation = this.options.fetch ?? fetch;
    const body: Record<string, unknown> = {
      model: this.options.model,
      input: texts.map((text) => text || ' '),
    };
    if (this.options.dimensions) body.dimensions = this.options.dimensions;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    let response: Response;
    try {
      response = await fetchImplementation(this.endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new ArenaError(
        'RETRIEVAL_FAILED',
        `embedding request to ${this.endpoint} failed: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
    const text = await response.text();
    if (!response.ok) {
      throw new ArenaError(
        'RETRIEVAL_FAILED',
        `embedding endpoint ${this.endpoint} answered ${response.status}: ${text.slice(0, 300)}`,
      );
    }
    let payload: { data?: Array<{ embedding?: unknown; index?: number }> };
    try {
      payload = JSON.parse(text) as typeof payload;
    } catch {
      throw new ArenaError('RETRIEVAL_FAILED', `embedding endpoint ${this.endpoint} did not answer JSON`);
    }
    const data = payload.data;
    if (!Array.isArray(data) || data.length !== texts.length) {
      throw new ArenaError(
        'RETRIEVAL_FAILED',
        `embedding endpoint ${this.endpoint} returned ${Array.isArray(data) ? data.length : 'no'} vectors for ${texts.length} texts`,
      );
    }
    const ordered = [...data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    return ordered.map((item) => {
      if (!Array.isArray(item.embedding) || !item.embedding.every((value) => typeof value === 'number')) {
        throw new ArenaError(
          'RETRIEVAL_FAILED',
          `embedding endpoint ${this.endpoint} returned a non-numeric vector`,
        );
      }
      return Float32Array.from(item.embedding as number[]);
    });
  }
}
