import { describe, expect, it } from 'vitest';
import { Bm25Retriever } from './bm25-retriever.ts';
import { createRetriever, RETRIEVER_KINDS } from './create-retriever.ts';
import { FIXTURE_TOOLS } from './testing/fixture-tools.ts';
import { HashingEmbedder } from './testing/hashing-embedder.ts';

describe('createRetriever', () => {
  it.each(RETRIEVER_KINDS)('builds %s with its own kind label', async (kind) => {
    const retriever = await createRetriever(kind, FIXTURE_TOOLS, { embedder: new HashingEmbedder() });
    expect(retriever.kind).toBe(kind);
    expect((await retriever.search('send an email', 1))[0]?.tool.name).toBe('mail__send_email');
  });

  it('passes BM25 parameters through', async () => {
    const retriever = await createRetriever('bm25', FIXTURE_TOOLS, {
      bm25: { parameters: { k1: 1.2, fields: { server: { weight: 1, b: 0 } } } },
    });
    expect(retriever).toBeInstanceOf(Bm25Retriever);
    // Only the server field is indexed: a word that appears only in descriptions finds nothing.
    expect(await retriever.search('recipient', 5)).toEqual([]);
  });

  it('rejects an unknown kind', async () => {
    // @ts-expect-error: testing the runtime check
    await expect(createRetriever('nope', FIXTURE_TOOLS)).rejects.toThrow(/unknown retriever "nope"/);
  });
});
