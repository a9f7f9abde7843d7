import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileHasher } from './file-hasher.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('FileHasher', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'file-hasher-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('hashes contents, remembers old unchanged files across instances, and rehashes changed ones', async () => {
    const file = path.join(work, 'spec.json');
    writeFileSync(file, '{"a":1}');
    const past = new Date(Date.now() - 60_000);
    utimesSync(file, past, past);
    const first = await FileHasher.open(work);
    expect(await first.hash([file])).toEqual({ [file]: sha('{"a":1}') });
    await first.save();

    // Same size, same mtime, same inode: the remembered hash is used without reading the file.
    writeFileSync(file, '{"a":2}');
    utimesSync(file, past, past);
    expect(statSync(file).size).toBe(7);
    expect(await (await FileHasher.open(work)).hash([file])).toEqual({ [file]: sha('{"a":1}') });

    // Any change of size or mtime is read again.
    writeFileSync(file, '{"a":22}');
    expect(await (await FileHasher.open(work)).hash([file])).toEqual({ [file]: sha('{"a":22}') });
  });

  it('always rehashes a file modified within two seconds of being hashed', async () => {
    const file = path.join(work, 'fresh.json');
    writeFileSync(file, 'x');
    const hasher = await FileHasher.open(work);
    await hasher.hash([file]);
    await hasher.save();
    writeFileSync(file, 'y');
    const { mtime } = statSync(file);
    utimesSync(file, mtime, mtime);
    expect(await (await FileHasher.open(work)).hash([file])).toEqual({ [file]: sha('y') });
  });
});
