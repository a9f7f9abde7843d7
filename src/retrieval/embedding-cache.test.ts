import { appendFileSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Embedder } from './embedder.ts';
import { CachedEmbedder } from './embedding-cache.ts';
import { HashingEmbedder } from './testing/hashing-embedder.ts';

describe('CachedEmbedder', () => {
  it('embeds each distinct text once, across instances, through the file on disk', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'vectors-'));
    const inner = new HashingEmbedder();
    const first = new CachedEmbedder(inner, directory);
    const vectors = await first.embed(['send email', 'read file', 'send email']);
    expect(inner.textsEmbedded).toBe(2);
    expect(vectors[0]).toEqual(vectors[2]);

    const second = new CachedEmbedder(inner, directory);
    const again = await second.embed(['read file', 'send email', 'new text']);
    expect(inner.textsEmbedded).toBe(3);
    expect(again[0]).toEqual(vectors[1]);
    expect(again[1]).toEqual(vectors[0]);
    expect(second.size).toBe(3);
    expect(second.countMissing(['read file', 'other', 'other', 'more'])).toBe(2);
  });

  it('keeps embedders with different ids apart', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'vectors-'));
    const other: Embedder = {
      id: 'other',
      embed: async (texts) => texts.map(() => new Float32Array([1, 2])),
    };
    await new CachedEmbedder(new HashingEmbedder(), directory).embed(['a']);
    await new CachedEmbedder(other, directory).embed(['a']);
    expect(readdirSync(path.join(directory, 'embeddings'))).toHaveLength(2);
  });

  it('ignores a torn last record', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'vectors-'));
    await new CachedEmbedder(new HashingEmbedder(), directory).embed(['a', 'b']);
    const [file] = readdirSync(path.join(directory, 'embeddings'));
    const full = path.join(directory, 'embeddings', file!);
    const size = statSync(full).size;
    appendFileSync(full, Buffer.alloc(17));
    const reloaded = new CachedEmbedder(new HashingEmbedder(), directory);
    expect(reloaded.size).toBe(2);
    expect(statSync(full).size).toBe(size + 17);
  });

  it('stays in memory when persistence is off', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'vectors-'));
    const inner = new HashingEmbedder();
    const cached = new CachedEmbedder(inner, directory, { persist: false });
    await cached.embed(['a']);
    await cached.embed(['a']);
    expect(inner.textsEmbedded).toBe(1);
    expect(readdirSync(directory)).toEqual([]);
  });
});
