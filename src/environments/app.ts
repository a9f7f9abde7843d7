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

/** A message the agent's account wrote to one of the task's people on a chat: a direct message, or a mention. */
export interface MessageToPerson {
  /** The person's id in the task's `people:`. */
  person: string;
  text: string;
  /** Where the person answers: the conversation, and the thread when the answer belongs in one. */
  conversation: string;
  threadTs?: string;
}

/** How the task's people talk on a chat app: what the agent writes to them, and their answers. */
export interface PeopleChat {
  /** Hears each message the agent writes to a person; returns the unsubscribe. */
  onMessageToPerson(listener: (message: MessageToPerson) => void): () => void;
  /** Posts as the person, now on the scenario clock. */
  postAs(person: string, conversation: string, text: string, threadTs?: string): void;
}

/**
 * A running app instance that belongs to exactly one cell. `State` is what it offers checks, one field per
 * reader or folder (`{ mail: MailReader }`), as its app module declares; together, the cell's `AppState`.
 */
export interface RunningApp<State extends object = object> {
  readonly name: string;
  readonly servers: StdioServerLaunch[];
  /** Read access to the app's current state, for checks. */
  readonly state: State;
  /** Read access to the state as seeded, before the agent ran (for checks' `before`); absent for read-only apps. */
  readonly before?: State;
  /**
   * Puts the app back to exactly the state it was seeded with; its servers keep running unless told below.
   * The apps of a cell are reset (and snapshotted) at the same time.
   */
  reset(): Promise<void>;
  /**
   * True when its servers keep state in memory that a reset cannot reach, so a reset also restarts them; a
   * function is asked after each reset (a server whose cache only a changed file can stale need not restart
   * after a run that changed none).
   */
  readonly restartServersOnReset?: boolean | (() => boolean);
  /** A canonical, JSON-serialisable view of the app's whole state: equal after a reset to what it was after the seed. */
  snapshot(): Promise<unknown>;
  /** Stops the app's own processes; its files go with the cell folder. */
  stop(): Promise<void>;
  /**
   * Why a service of the app (a daemon behind its MCP server) went away before the cell stopped it, if
   * one did: its tools then fail through no fault of the agent.
   */
  lost?(): string | undefined;
  /** Where the task's coworkers talk with the agent (the chat app). */
  readonly peopleChat?: PeopleChat;
}

/** Whether an app can run on this machine, and how to make it able to. */
export interface AppAvailability {
  available: boolean;
  /** Why it is not available. */
  reason?: string;
  /** A command that installs what is missing. */
  install?: string;
  /** What is in force when available (e.g. the sandbox's isolation), for the doctor. */
  note?: string;
}

/** How a run lets its cells' apps run on this machine. */
export interface EnvironmentOptions {
  /**
   * Let the sandbox app run commands unconfined where bubblewrap is missing (`run --unsafe-sandbox`;
   * MCP_ARENA_UNSAFE_SANDBOX=1 in the environment allows it too).
   */
  unsafeSandbox?: boolean;
}

/** An app a task can run against: started fresh and seeded from the task for every cell. */
export interface App<State extends object = object> {
  readonly name: string;
  /** Cheap check (no process started) that the app's backend is installed; absent, it needs only Node. */
  availability?(): AppAvailability;
  start(task: Task, cell: CellDir): Promise<RunningApp<State>>;
}

/** Whether an app can run here: its own availability check, or available when it needs only Node. */
export function availabilityOf(app: App): AppAvailability {
  return app.availability?.() ?? { available: true };
}

/** Whether the reset that just ended must restart the app's servers (`restartServersOnReset`). */
export function restartsServers(app: Pick<RunningApp, 'restartServersOnReset'>): boolean {
  const restart = app.restartServersOnReset;
  return typeof restart === 'function' ? restart() : restart === true;
}
