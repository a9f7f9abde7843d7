import { createHash } from 'node:crypto';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ArenaError } from '../errors.ts';
import type { Embedder } from './embedder.ts';

const HASH_BYTES = 32;
const MAGIC = 'MCPAVEC1';

/** Where caches live: `$MCP_ARENA_HOME/cache`, or `.mcp-arena/cache` in the working folder. */
export function defaultCacheDirectory(): string {
  return path.resolve(process.env.MCP_ARENA_HOME ?? '.mcp-arena', 'cache');
}

/**
 * An embedder wrapper that keeps every vector on disk, keyed by the SHA-256 of the text, in one append-only
 * file per embedder id (`<dir>/embeddings/<id hash>.vec`): a header, then fixed-size records of hash + vector.
 * A torn last record (a crash mid-write) is ignored on load.
 */
export class CachedEmbedder implements Embedder {
  readonly id: string;
  private readonly inner: Embedder;
  private readonly file: string;
  private vectors: Map<string, Float32Array> | undefined;
  private dimensions = 0;

  private readonly persist: boolean;

  constructor(
    inner: Embedder,
    directory: string = defaultCacheDirectory(),
    options: { persist?: boolean } = {},
  ) {
    this.inner = inner;
    this.persist = options.persist ?? true;
    this.id = inner.id;
    const idHash = createHash('sha256').update(inner.id).digest('hex').slice(0, 16);
    this.file = path.join(directory, 'embeddings', `${idHash}.vec`);
  }

  /** Number of vectors on disk (after the first embed or `load`). */
  get size(): number {
    return this.load().size;
  }

  /** How many of the texts have no cached vector yet (what an `embed` call would have to compute). */
  countMissing(texts: readonly string[]): number {
    const vectors = this.load();
    return new Set(
      texts.map((text) => createHash('sha256').update(text).digest('hex')).filter((key) => !vectors.has(key)),
    ).size;
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const vectors = this.load();
    const keys = texts.map((text) => createHash('sha256').update(text).digest('hex'));
    const missing: number[] = [];
    const seenMissing = new Set<string>();
    keys.forEach((key, index) => {
      if (!vectors.has(key) && !seenMissing.has(key)) {
        seenMissing.add(key);
        missing.push(index);
      }
    });
    if (missing.length > 0) {
      const fresh = await this.inner.embed(missing.map((index) => texts[index]!));
      this.append(missing.map((index, position) => [keys[index]!, fresh[position]!] as const));
    }
    return keys.map((key) => vectors.get(key)!);
  }

  private load(): Map<string, Float32Array> {
    if (this.vectors) return this.vectors;
    this.vectors = new Map();
    if (!this.persist || !existsSync(this.file)) return this.vectors;
    const bytes = readFileSync(this.file);
    if (bytes.length < 12 || bytes.subarray(0, 8).toString('latin1') !== MAGIC) return this.vectors;
    this.dimensions = bytes.readUInt32LE(8);
    const recordBytes = HASH_BYTES + this.dimensions * 4;
    for (let offset = 12; offset + recordBytes <= bytes.length; offset += recordBytes) {
      const key = bytes.subarray(offset, offset + HASH_BYTES).toString('hex');
      const vector = new Float32Array(this.dimensions);
      const body = bytes.subarray(offset + HASH_BYTES, offset + recordBytes);
      for (let index = 0; index < this.dimensions; index++) vector[index] = body.readFloatLE(index * 4);
      this.vectors.set(key, vector);
    }
    return this.vectors;
  }

  private append(records: ReadonlyArray<readonly [string, Float32Array]>): void {
    const vectors = this.load();
    if (!this.persist) {
      for (const [key, vector] of records) vectors.set(key, vector);
      return;
    }
    const first = records[0];
    if (!first) return;
    if (this.dimensions === 0) {
      this.dimensions = first[1].length;
      mkdirSync(path.dirname(this.file), { recursive: true });
      const header = Buffer.alloc(12);
      header.write(MAGIC, 0, 'latin1');
      header.writeUInt32LE(this.dimensions, 8);
      const descriptor = openSync(this.file, 'w');
      writeSync(descriptor, header);
      closeSync(descriptor);
    }
    const recordBytes = HASH_BYTES + this.dimensions * 4;
    const buffer = Buffer.alloc(records.length * recordBytes);
    records.forEach(([key, vector], position) => {
      if (vector.length !== this.dimensions) {
        throw new ArenaError(
          'RETRIEVAL_FAILED',
          `embedder ${this.id} returned a ${vector.length}-d vector; its cache ${this.file} holds ${this.dimensions}-d ones`,
        );
      }
      vectors.set(key, vector);
      const offset = position * recordBytes;
      buffer.write(key, offset, 'hex');
      for (let index = 0; index < vector.length; index++) {
        buffer.writeFloatLE(vector[index]!, offset + HASH_BYTES + index * 4);
      }
    });
    appendFileSync(this.file, buffer);
  }
}
