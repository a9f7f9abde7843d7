import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Task } from '../../../tasks/index.ts';
import type { App, RunningApp } from '../../app.ts';
import type { CellDir } from '../../cell-dir.ts';
import { seededWorkspace } from './files-noise.ts';
import type { FilesState } from './files-state.ts';
import { restoreTree } from './restore-tree.ts';

const require = createRequire(import.meta.url);

function filesystemServerEntry(): string {
  const manifest = require.resolve('@modelcontextprotocol/server-filesystem/package.json');
  return path.join(path.dirname(manifest), 'dist', 'index.js');
}

/** Relative path to content hash of every file under a folder, sorted by path. */
export function hashTree(root: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  if (!existsSync(root)) return hashes;
  const entries = readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[];
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) {
    hashes[file] = createHash('sha256')
      .update(readFileSync(path.join(root, file)))
      .digest('hex');
  }
  return hashes;
}

/**
 * A workspace folder seeded from the task's `workspace/` (plus the clutter of `seed/files/noise.yaml`), served by
 * the reference MCP filesystem server.
 * Relative paths in tool calls resolve against the workspace.
 */
export class FilesApp implements App<FilesState> {
  readonly name = 'files';

  async start(task: Task, cell: CellDir): Promise<RunningApp<FilesState>> {
    const workspace = cell.subdir('workspace');
    const seed = seededWorkspace(task);
    restoreTree(workspace, seed);
    return {
      name: this.name,
      servers: [
        {
          name: 'files',
          command: process.execPath,
          args: [filesystemServerEntry(), workspace],
          cwd: workspace,
        },
      ],
      state: { workspace },
      reset: async () => {
        restoreTree(workspace, seed);
      },
      snapshot: async () => hashTree(workspace),
      // The workspace is removed with the cell folder.
      stop: async () => {},
    };
  }
}
