import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A fresh folder for this test file's cells (MCP_ARENA_TMPDIR), removed with the previous value restored
 * after the file's tests. The mail app's IMAP server runs as the mail user and must pass through to the cells.
 */
export function useCellsRoot(prefix: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(root, 0o711);
  const previousRoot = process.env.MCP_ARENA_TMPDIR;
  process.env.MCP_ARENA_TMPDIR = root;
  afterAll(() => {
    if (previousRoot === undefined) delete process.env.MCP_ARENA_TMPDIR;
    else process.env.MCP_ARENA_TMPDIR = previousRoot;
    rmSync(root, { recursive: true, force: true });
  });
  return root;
}
