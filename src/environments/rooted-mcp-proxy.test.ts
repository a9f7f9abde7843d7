import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from './rooted-mcp-proxy.ts';

describe('list_files of the rooted proxy', () => {
  it('lists every file below the root, relative and sorted, with its size', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'rooted-'));
    mkdirSync(path.join(root, 'archive'));
    writeFileSync(path.join(root, 'b.pdf'), '12345');
    writeFileSync(path.join(root, 'a.xlsx'), '1');
    writeFileSync(path.join(root, 'archive', 'old.pdf'), '');
    expect(listFiles(root)).toBe(
      ['a.xlsx (1 bytes)', 'archive/old.pdf (0 bytes)', 'b.pdf (5 bytes)'].join('\n'),
    );
  });

  it('says so when there is nothing', () => {
    expect(listFiles(mkdtempSync(path.join(os.tmpdir(), 'rooted-')))).toBe('no files');
  });
});
