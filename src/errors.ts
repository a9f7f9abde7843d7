/** Error codes every folder may raise; per-cell failures are data, not errors. */
export type ArenaErrorCode =
  | 'TASK_INVALID'
  | 'SUITE_NOT_FOUND'
  | 'MODEL_UNKNOWN'
  | 'APP_UNKNOWN'
  | 'APP_START_FAILED'
  | 'APP_UNAVAILABLE'
  | 'APP_LOST'
  | 'APP_HUNG'
  | 'STORE_FAILED'
  | 'RUN_NOT_FOUND'
  | 'RUN_RUNNING'
  | 'USAGE'
  | 'TOOLS_INVALID'
  | 'RETRIEVAL_FAILED'
  /** The reason a cell's signal is aborted with when it is stopped from outside (Ctrl-C, SIGTERM). */
  | 'INTERRUPTED'
  /** The reason a cell attempt's signal is aborted with past `--harness-timeout`. */
  | 'HARNESS_TIMEOUT';

/** The one project error: a string code callers can branch on and a message written for the user. */
export class ArenaError extends Error {
  readonly code: ArenaErrorCode;

  constructor(code: ArenaErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ArenaError';
    this.code = code;
  }
}
