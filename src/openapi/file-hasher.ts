import { createHash } from 'node:crypto';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** [size, mtimeMs, inode, hashedAtMs, sha256] */
type MemoEntry = [number, number, number, number, string];

/**
 * SHA-256 of file contents, remembered by size, mtime and inode in the cache folder (as git's index
 * does), so a warm start re-reads only files that changed. A file modified within two seconds of
 * being hashed is always hashed again.
 */
export class FileHasher {
  readonly #memoFile: string | undefined;
  #memo: Record<string, MemoEntry> = {};
  #dirty = false;

  private constructor(memoFile: string | undefined) {
    this.#memoFile = memoFile;
  }

  /** A hasher remembering hashes in `directory` (none when undefined). */
  static async open(directory: string | undefined): Promise<FileHasher> {
    const hasher = new FileHasher(directory ? path.join(directory, 'file-hashes.json') : undefined);
    if (hasher.#memoFile) {
      try {
        hasher.#memo = JSON.parse(await readFile(hasher.#memoFile, 'utf8')) as Record<string, MemoEntry>;
      } catch {
        hasher.#memo = {};
      }
    }
    return hasher;
  }

  async #hashOne(file: string): Promise<string> {
    const info = await stat(file);
    const known = this.#memo[file];
    if (
      known &&
      known[0] === info.size &&
      known[1] === info.mtimeMs &&
      known[2] === info.ino &&
      info.mtimeMs < known[3] - 2000
    ) {
      return known[4];
    }
    const hash = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
    this.#memo[file] = [info.size, info.mtimeMs, info.ino, Date.now(), hash];
    this.#dirty = true;
    return hash;
  }

  async hash(files: string[]): Promise<Record<string, string>> {
    const hashes: Record<string, string> = {};
    const queue = [...files];
    const worker = async () => {
      for (let file = queue.pop(); file !== undefined; file = queue.pop())
        hashes[file] = await this.#hashOne(file);
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    return hashes;
  }

  /** Writes the remembered hashes back, if any changed. */
  async save(): Promise<void> {
    if (!this.#memoFile || !this.#dirty) return;
    const temporary = `${this.#memoFile}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(this.#memo));
    await rename(temporary, this.#memoFile);
    this.#dirty = false;
  }
}
