/** How a cell ended, as reports count it; the outcome kind says more. */
export type CellStatus = 'passed' | 'failed' | 'error';

/**
 * How a cell (or one attempt of it) ended, stored with it. `passed` and `failed` measured the agent;
 * every other kind is an `error`: something kept the cell from measuring it, left out of every rate.
 *
 * - `skipped`: an app (or the confinement an agent asks for) is not available on this machine
 *   (APP_UNAVAILABLE). Another try cannot help; `setup` can.
 * - `interrupted`: stopped from outside (Ctrl-C, SIGTERM, a worker shutting down). Not finished:
 *   `run --resume` runs it again.
 * - `harness-timeout`: the attempt outlived `--harness-timeout`.
 * - `app-fault`: an app of the task did not start or seed, or its server or service died or hung
 *   during the cell (APP_START_FAILED, APP_LOST, APP_HUNG).
 * - `provider-fault`: the model provider still failed after the model's own retries, or the embedding
 *   provider of `retrieval` mode failed (RETRIEVAL_FAILED).
 * - `configuration`: the run asks for something that cannot work and fails the same way every time: an
 *   unknown model, agent or recording, an invalid task or tool list, a request the provider rejects as
 *   malformed (the `harness error: request rejected` text).
 * - `harness-fault`: mcp-arena itself failed in a way it has no kind for (an unexpected exception, a
 *   store failure); an error stored before kinds existed whose text matches none is one too.
 */
export const CELL_OUTCOMES = [
  'passed',
  'failed',
  'skipped',
  'interrupted',
  'harness-timeout',
  'app-fault',
  'provider-fault',
  'configuration',
  'harness-fault',
] as const;

export type CellOutcome = (typeof CELL_OUTCOMES)[number];

/** The kinds of an `error` cell: every outcome but a measured one. */
export type ErrorOutcome = Exclude<CellOutcome, 'passed' | 'failed'>;

export const ERROR_OUTCOMES: readonly ErrorOutcome[] = CELL_OUTCOMES.filter(isErrorOutcome);

/** Whether an outcome is a kind of error (not `passed` or `failed`). */
export function isErrorOutcome(outcome: CellOutcome): outcome is ErrorOutcome {
  return outcome !== 'passed' && outcome !== 'failed';
}

/** The status a cell of this outcome has: `passed`, `failed`, or `error` for every error kind. */
export function statusOf(outcome: CellOutcome): CellStatus {
  return isErrorOutcome(outcome) ? 'error' : outcome;
}
