import { afterAll, beforeAll } from 'vitest';
import type { App, RunningApp } from '../app.ts';
import { CellDir } from '../cell-dir.ts';
import { McpConnection } from '../mcp-connection.ts';
import type { Task } from '../../tasks/index.ts';

/** An app started for a describe block, with an MCP connection to its first server. */
export interface StartedApp<State extends object> {
  cell: CellDir;
  app: RunningApp<State>;
  connection: McpConnection;
}

/**
 * Starts the app on the task in a fresh cell before the block's tests and stops it after them. The fields
 * are set once `beforeAll` has run: read them inside the tests.
 */
export function startAppForTests<State extends object>(
  app: App<State>,
  task: Task,
  cellName: string,
): StartedApp<State> {
  const started = {} as StartedApp<State>;
  beforeAll(async () => {
    started.cell = CellDir.create(cellName);
    started.app = await app.start(task, started.cell);
    started.connection = await McpConnection.open(started.app.servers[0]!, started.cell);
  });
  afterAll(async () => {
    await started.connection?.close();
    await started.app?.stop();
    started.cell?.remove();
  });
  return started;
}
