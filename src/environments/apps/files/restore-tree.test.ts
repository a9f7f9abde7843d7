import {
  chmodSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashTree } from './files-app.ts';
import { restoreTree } from './restore-tree.ts';

describe('restoreTree', () => {
  let root: string;
  let seed: string;
  let target: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'restore-tree-'));
    seed = path.join(root, 'seed');
    target = path.join(root, 'target');
    mkdirSync(path.join(seed, 'docs', 'old'), { recursive: true });
    writeFileSync(path.join(seed, 'a.txt'), 'alpha');
    writeFileSync(path.join(seed, 'docs', 'b.md'), 'bravo');
    writeFileSync(path.join(seed, 'docs', 'old', 'c.csv'), 'x,y\n1,2\n');
    writeFileSync(path.join(seed, 'run.sh'), 'echo hi\n');
    chmodSync(path.join(seed, 'run.sh'), 0o755);
    symlinkSync('docs/b.md', path.join(seed, 'latest'));
    mkdirSync(target);
    restoreTree(target, seed);
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const inode = (file: string): number => statSync(path.join(target, file)).ino;

  it('copies the seed into an empty folder, links pointing where the seed pointed', () => {
    expect(hashTree(target)).toEqual(hashTree(seed));
    expect(statSync(path.join(target, 'run.sh')).mode & 0o777).toBe(0o755);
    expect(readlinkSync(path.join(target, 'latest'))).toBe(path.join(seed, 'docs/b.md'));
  });

  it('undoes what a run did: new, changed, removed and replaced entries, modes, hard links', () => {
    writeFileSync(path.join(target, 'a.txt'), 'ALPHA'); // same size, other content
    writeFileSync(path.join(target, 'docs', 'b.md'), 'bravo, longer');
    rmSync(path.join(target, 'docs', 'old'), { recursive: true });
    writeFileSync(path.join(target, 'docs', 'old'), 'a file where a folder was');
    mkdirSync(path.join(target, 'new', 'deep'), { recursive: true });
    writeFileSync(path.join(target, 'new', 'deep', 'd.txt'), 'delta');
    chmodSync(path.join(target, 'run.sh'), 0o644);
    chmodSync(path.join(target, 'docs'), 0o700);
    rmSync(path.join(target, 'latest'));
    symlinkSync('/etc/passwd', path.join(target, 'latest'));
    linkSync(path.join(target, 'a.txt'), path.join(target, 'hard-link-to-a'));
    writeFileSync(path.join(target, 'a.txt'), 'alpha'); // equal content again, but two names for one file

    restoreTree(target, seed);

    expect(hashTree(target)).toEqual(hashTree(seed));
    expect(statSync(path.join(target, 'run.sh')).mode).toBe(statSync(path.join(seed, 'run.sh')).mode);
    expect(statSync(path.join(target, 'docs')).mode).toBe(statSync(path.join(seed, 'docs')).mode);
    expect(readlinkSync(path.join(target, 'latest'))).toBe(path.join(seed, 'docs/b.md'));
    expect(statSync(path.join(target, 'a.txt')).nlink).toBe(1);
    expect(readFileSync(path.join(target, 'docs', 'old', 'c.csv'), 'utf8')).toBe('x,y\n1,2\n');
  });

  it('says whether it had to write or remove anything (a server whose cache it would stale restarts only then)', () => {
    expect(restoreTree(target, seed)).toBe(false);
    for (const change of [
      () => writeFileSync(path.join(target, 'docs', 'old', 'c.csv'), 'x,y\n1,3\n'),
      () => writeFileSync(path.join(target, 'docs', 'old', 'new.txt'), 'added'),
      () => rmSync(path.join(target, 'docs', 'b.md')),
      () => chmodSync(path.join(target, 'docs'), 0o700),
      () => rmSync(path.join(target, 'latest')),
    ]) {
      change();
      expect(restoreTree(target, seed)).toBe(true);
      expect(restoreTree(target, seed)).toBe(false);
    }
  });

  it('leaves what equals the seed in place', () => {
    const before = inode('docs/old/c.csv');
    writeFileSync(path.join(target, 'a.txt'), 'changed');
    restoreTree(target, seed);
    expect(inode('docs/old/c.csv')).toBe(before);
  });

  it('empties the folder when there is no seed, and keeps what it is told to', () => {
    mkdirSync(path.join(target, 'col', '.cache', 'item'), { recursive: true });
    mkdirSync(path.join(target, 'col', '.cache', 'history'), { recursive: true });
    writeFileSync(path.join(target, 'col', '.cache', 'item', 'e1'), 'cached');
    writeFileSync(path.join(target, 'col', '.cache', 'history', 'e1'), 'seen');
    restoreTree(target, seed, { keep: (relative) => relative.endsWith(path.join('.cache', 'item')) });
    expect(readFileSync(path.join(target, 'col', '.cache', 'item', 'e1'), 'utf8')).toBe('cached');
    expect(() => statSync(path.join(target, 'col', '.cache', 'history'))).toThrow();

    restoreTree(target, path.join(root, 'no-such-seed'));
    expect(hashTree(target)).toEqual({});
  });
});
