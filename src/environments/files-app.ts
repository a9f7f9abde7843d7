import { cpSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Task } from '../tasks/index.ts';
import type { App, RunningApp } from './app.ts';
import type { CellDir } from './cell-dir.ts';

const require = createRequire(import.meta.url);

function filesystemServerEntry(): string {
  const manifest = require.resolve('@modelcontextprotocol/server-filesystem/package.json');
  return path.join(path.dirname(manifest), 'dist', 'index.js');
}

/**
 * A workspace folder seeded from the task's `workspace/`, served by the reference MCP filesystem server.
 * Relative paths in tool calls resolve against the workspace.
 */
export class FilesApp implements App {
  readonly name = 'files';

  async start(task: Task, cell: CellDir): Promise<RunningApp> {
    const workspace = cell.subdir('workspace');
    if (existsSync(task.workspaceDir)) cpSync(task.workspaceDir, workspace, { recursive: true });
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
      // The workspace is removed with the cell folder.
      stop: async () => {},
    };
  }
}
