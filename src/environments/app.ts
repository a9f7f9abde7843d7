import type { Task } from '../tasks/index.ts';
import type { CellDir } from './cell-dir.ts';

/** How to start one MCP server over stdio. */
export interface StdioServerLaunch {
  /** Server name; tools are exposed as `<server>__<tool>`. */
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
}

/** State an app offers to a task's checks after the agent is done. */
export interface AppState {
  /** Folder of the files app's workspace. */
  workspace?: string;
}

/** A running app instance that belongs to exactly one cell. */
export interface RunningApp {
  readonly name: string;
  readonly servers: StdioServerLaunch[];
  readonly state: AppState;
  stop(): Promise<void>;
}

/** An app a task can run against: started fresh and seeded from the task for every cell. */
export interface App {
  readonly name: string;
  start(task: Task, cell: CellDir): Promise<RunningApp>;
}
