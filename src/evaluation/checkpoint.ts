import type { BuiltinReaders } from '../environments/index.ts';

/** One thing a check verified in the final state. */
export interface Checkpoint {
  name: string;
  /** Weight in the score; default 1. */
  points: number;
  passed: boolean;
  /** Success needs every required checkpoint to pass; default true. */
  required: boolean;
  /** What was found, for the person reading the report. */
  detail: string;
}

/** What a check author returns; `points`, `required` and `detail` may be left out. */
export type CheckpointInput = Pick<Checkpoint, 'name' | 'passed'> &
  Partial<Omit<Checkpoint, 'name' | 'passed'>>;

/**
 * The app readers a check gets, for the final state and (as `before`) for the state as seeded: one per
 * app of the registry that offers readers (`sql`, `git`, `mail`, `calendar`, `memory`, `spreadsheet`,
 * `tracker`, `crm`, ...), each documented in its app's folder (src/environments/apps/<app>/<app>-reader.ts).
 * A reader of an app the task does not use fails when called, saying so.
 */
export type AppReaders = BuiltinReaders;

/**
 * The state as the task seeded it, captured before the agent started: compare it with the final state
 * (`diffRows`, `diffSql`, `diffCells`, `isSupersetOf`). `before.sql` queries a copy of the seeded tables
 * (columns and rows; no constraints), `before.mail.sent()` is always empty.
 */
export interface BeforeState extends AppReaders {
  /** Absolute path of the task's seeded workspace folder (it may not exist when the task seeds none). */
  workspace: string;
  /** Text of a seeded workspace file (same as `readSeed`). */
  readText(relativePath: string): string | undefined;
  /** Relative paths of every seeded workspace file, sorted. */
  listFiles(): string[];
}

/** One message of the conversation between the agent and the task's user. */
export interface ConversationMessage {
  /** `agent`, or the id of the person who said it. */
  from: string;
  text: string;
  /** The agent's turn it belongs to (the message, or the reply to it). */
  turn: number;
}

/** Read access to the final state of a cell, given to a task's `check.ts`. */
export interface CheckContext extends AppReaders {
  /** Absolute path of the files app's workspace, after the agent finished. */
  workspace: string;
  /** The agent's final answer. */
  answer: string;
  /** Text of a workspace file (path relative to the workspace), or undefined if it does not exist. */
  readText(relativePath: string): string | undefined;
  /** Text of a file as the task seeded it (its `workspace/` folder), or undefined if there was none. */
  readSeed(relativePath: string): string | undefined;
  /** Relative paths of every file in the workspace, sorted. */
  listFiles(): string[];
  /**
   * Every tool call the agent made, in order (with its turn, where known, and its whole result): to check
   * that a forbidden action was not taken, or that the agent had read something (a coworker's answer)
   * before it acted.
   */
  toolCalls: ReadonlyArray<{
    name: string;
    arguments: Record<string, unknown>;
    isError: boolean;
    turn?: number;
    result?: string;
  }>;
  /**
   * The conversation with the task's user, in order (empty for a task without one): what the agent told
   * them (`from: 'agent'`) and what they answered (`from`: the person's id), with the index of the agent's
   * turn, so a check can tell whether the agent asked before it acted.
   */
  conversation: ReadonlyArray<ConversationMessage>;
  /** The state as seeded, before the agent ran. */
  before: BeforeState;
  /** When the scenario starts (the task's `now`): read dates from here, never from the machine's clock. */
  now: Date;
  /** The scenario's date in its time zone, `YYYY-MM-DD`: what "today" means to the task's people. */
  today: string;
  /** The scenario's IANA time zone (the task's `timeZone`, default UTC). */
  timeZone: string;
}

/** The signature of a task's `check.ts` default export. */
export type CheckFunction = (context: CheckContext) => CheckpointInput[] | Promise<CheckpointInput[]>;
