import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Bm25Retriever } from './bm25-retriever.ts';
import { createRetriever } from './create-retriever.ts';
import { createRetrieverAtOnce } from './create-retriever-at-once.ts';
import { FIXTURE_QUERIES, FIXTURE_TOOLS } from './testing/fixture-tools.ts';
import { GatedEmbedder } from './testing/gated-embedder.ts';
import { HashingEmbedder } from './testing/hashing-embedder.ts';
import { startLetterEmbeddingServer } from './testing/letter-embedding-server.ts';
import type { WarmingRetriever } from './warming-retriever.ts';

const names = (hits: Array<{ tool: { name: string } }>): string[] => hits.map((hit) => hit.tool.name);

describe('createRetrieverAtOnce', () => {
  it('over a universe without cached vectors, answers with bm25 at once, then with hybrid-rrf once they are built', async () => {
    const embedder = new GatedEmbedder();
    const messages: string[] = [];
    const retriever = (await createRetrieverAtOnce('hybrid-rrf', FIXTURE_TOOLS, {
      embedder,
      waitLimit: 0,
      onProgress: (message) => messages.push(message),
    })) as WarmingRetriever;
    const bm25 = new Bm25Retriever(FIXTURE_TOOLS, { variant: 'fielded' });
    const hybrid = await createRetriever('hybrid-rrf', FIXTURE_TOOLS, { embedder: new HashingEmbedder() });
    const { query } = FIXTURE_QUERIES[0]!;

    // The embedder has not answered once, yet the search does.
    expect(retriever.kind).toBe('bm25');
    expect(names(await retriever.search(query, 3))).toEqual(names(await bm25.search(query, 3)));
    expect(embedder.calls).toBe(1);
    expect(messages[0]).toBe(
      `${FIXTURE_TOOLS.length} of ${FIXTURE_TOOLS.length} tools have no cached vector: bm25 answers while they are embedded, then hybrid-rrf`,
    );

    embedder.open();
    await retriever.settled;
    expect(retriever.kind).toBe('hybrid-rrf');
    for (const { query: each } of FIXTURE_QUERIES) {
      expect(names(await retriever.search(each, 5))).toEqual(names(await hybrid.search(each, 5)));
    }
    expect(messages.at(-1)).toBe('vectors ready: hybrid-rrf answers from now on');
  });

  it('answers with hybrid at once over a universe without vectors, embedding only the candidates of a query', async () => {
    const embedder = new HashingEmbedder();
    const retriever = await createRetrieverAtOnce('hybrid', FIXTURE_TOOLS, {
      embedder,
      waitLimit: 0,
      hybrid: { candidates: 3 },
    });
    expect(retriever.kind).toBe('hybrid');
    expect(embedder.textsEmbedded).toBe(0);
    await retriever.search(FIXTURE_QUERIES[0]!.query, 5);
    expect(embedder.textsEmbedded).toBeLessThanOrEqual(4); // the query and at most 3 candidates
  });

  it('builds before answering when few vectors are missing', async () => {
    const retriever = await createRetrieverAtOnce('hybrid', FIXTURE_TOOLS, {
      embedder: new HashingEmbedder(),
      waitLimit: FIXTURE_TOOLS.length,
    });
    expect(retriever.kind).toBe('hybrid');
  });

  it('keeps bm25 when the vectors cannot be built, and says so', async () => {
    const messages: string[] = [];
    const retriever = (await createRetrieverAtOnce('dense', FIXTURE_TOOLS, {
      embedder: {
        id: 'broken',
        embed: () => Promise.reject(new Error('embeddings endpoint refused the connection')),
      },
      waitLimit: 0,
      onProgress: (message) => messages.push(message),
    })) as WarmingRetriever;
    await retriever.settled;
    expect(retriever.kind).toBe('bm25');
    expect(await retriever.search('send an email', 1)).toHaveLength(1);
    expect(messages.at(-1)).toBe(
      'vectors could not be built (embeddings endpoint refused the connection): bm25 keeps answering',
    );
  });

  it('without an embedder instance, builds the vectors on a background thread into the cache', async () => {
    const server = await startLetterEmbeddingServer();
    const cacheDirectory = mkdtempSync(path.join(os.tmpdir(), 'at-once-cache-'));
    const embedderOptions = {
      kind: 'openai' as const,
      url: server.url,
      model: 'letters',
      cacheDirectory,
    };
    try {
      const retriever = (await createRetrieverAtOnce('hybrid-rrf', FIXTURE_TOOLS, {
        embedderOptions,
        waitLimit: 0,
      })) as WarmingRetriever;
      await retriever.settled;
      expect(retriever.kind).toBe('hybrid-rrf');
      expect(readdirSync(path.join(cacheDirectory, 'embeddings'))).toHaveLength(1);
      // The next start finds every vector cached and is hybrid-rrf at once.
      const next = await createRetrieverAtOnce('hybrid-rrf', FIXTURE_TOOLS, {
        embedderOptions,
        waitLimit: 0,
      });
      expect(next.kind).toBe('hybrid-rrf');
    } finally {
      void server.close();
    }
  });
});
