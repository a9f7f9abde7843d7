import { ArenaError, type ArenaErrorCode } from '../errors.ts';
import { RequestRejectedError, RetriesExhaustedError } from '../models/index.ts';
import type { ErrorOutcome } from '../store/index.ts';

/**
 * The kind of error each project error code makes a cell (src/store/cell-outcome.ts says what each kind
 * means). A new code must be given one here.
 */
const OUTCOME_OF_CODE: Record<ArenaErrorCode, ErrorOutcome> = {
  APP_UNAVAILABLE: 'skipped',
  INTERRUPTED: 'interrupted',
  HARNESS_TIMEOUT: 'harness-timeout',
  APP_START_FAILED: 'app-fault',
  APP_LOST: 'app-fault',
  APP_HUNG: 'app-fault',
  RETRIEVAL_FAILED: 'provider-fault',
  TASK_INVALID: 'configuration',
  SUITE_NOT_FOUND: 'configuration',
  APP_UNKNOWN: 'configuration',
  MODEL_UNKNOWN: 'configuration',
  TOOLS_INVALID: 'configuration',
  USAGE: 'configuration',
  STORE_FAILED: 'harness-fault',
  RUN_NOT_FOUND: 'harness-fault',
  // Only `run --resume` raises it, before any cell starts.
  RUN_RUNNING: 'harness-fault',
};

/** How deep a chain of causes is followed (a model failure inside its episode is two deep). */
const MAX_CAUSES = 8;

/**
 * The kind of error a cell ended in, from what was thrown out of it: the first error along its chain of
 * causes that says (a model's failure is the cause of the episode's error). A project error gives its
 * code's kind; a request the provider rejected as malformed is `configuration`; a provider still failing
 * after the model's retries is `provider-fault`; anything else is a `harness-fault`.
 */
export function classifyCellError(error: unknown): ErrorOutcome {
  let cause = error;
  for (let depth = 0; depth < MAX_CAUSES && cause instanceof Error; depth += 1) {
    if (cause instanceof ArenaError) return OUTCOME_OF_CODE[cause.code];
    if (cause instanceof RequestRejectedError) return 'configuration';
    if (cause instanceof RetriesExhaustedError) return 'provider-fault';
    cause = cause.cause;
  }
  return 'harness-fault';
}

/**
 * The kind of error a cell stopped by its signal ended in: `harness-timeout` when the reason is the
 * harness deadline, `interrupted` for any other reason (Ctrl-C, SIGTERM, a worker stopping, an abort
 * without a reason).
 */
export function classifyAbort(reason: unknown): 'interrupted' | 'harness-timeout' {
  return reason instanceof ArenaError && reason.code === 'HARNESS_TIMEOUT'
    ? 'harness-timeout'
    : 'interrupted';
}

/** The reason to abort cells with when they are stopped from outside: they end as `interrupted`. */
export function interruption(): ArenaError {
  return new ArenaError('INTERRUPTED', 'interrupted');
}
