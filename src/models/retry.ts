import {
  APICallError,
  InvalidArgumentError,
  InvalidPromptError,
  UnsupportedFunctionalityError,
} from '@ai-sdk/provider';
import { sleep } from './sleep.ts';

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** No retry starts after this much time since the first attempt. */
  maxElapsedMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 5,
  maxElapsedMs: 5 * 60_000,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
};

/** Why a provider call failed, and whether trying again can help. */
export interface FailureClass {
  retryable: boolean;
  reason: string;
  /** The server said when to come back (Retry-After), in ms. */
  retryAfterMs?: number;
  /** The request itself is at fault (a 400, or refused by the SDK before sending): a harness error. */
  requestFault?: boolean;
}

/** Statuses that blame the request, not the service: the same request fails the same way again. */
const REQUEST_FAULT_STATUSES = new Set([400, 404, 413, 422]);

const TRANSIENT_NETWORK =
  /ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|EAI_AGAIN|UND_ERR|socket hang up|fetch failed|other side closed/i;

export function classifyFailure(error: unknown): FailureClass {
  // The SDK refused the request before sending it (Google's schema conversion, for one): its wording
  // mentions JSON Schema, which must not be read as a malformed response.
  if (
    UnsupportedFunctionalityError.isInstance(error) ||
    InvalidPromptError.isInstance(error) ||
    InvalidArgumentError.isInstance(error)
  ) {
    return {
      retryable: false,
      requestFault: true,
      reason: `refused before sending: ${truncate(error.message)}`,
    };
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    // A 2xx here means the body was not what the provider promised: usually a proxy or an overloaded server.
    if (status !== undefined && status >= 200 && status < 300) {
      return {
        retryable: true,
        reason: `malformed response: ${truncate(error.responseBody ?? error.message)}`,
      };
    }
    const retryable =
      status === undefined || status === 408 || status === 409 || status === 429 || status >= 500;
    const retryAfterMs = parseRetryAfter(error.responseHeaders);
    return {
      retryable,
      ...(status !== undefined && REQUEST_FAULT_STATUSES.has(status) ? { requestFault: true } : {}),
      reason:
        status === undefined
          ? error.message
          : `HTTP ${status}: ${truncate(error.responseBody ?? error.message)}`,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  const err = error as Error & { cause?: { code?: string; message?: string } };
  if (err?.name === 'TimeoutError') return { retryable: true, reason: 'request timed out' };
  const text = `${err?.message ?? ''} ${err?.cause?.code ?? ''} ${err?.cause?.message ?? ''}`;
  if (TRANSIENT_NETWORK.test(text))
    return { retryable: true, reason: `connection failed: ${truncate(text.trim())}` };
  // A body that is not the JSON the provider promised: usually a proxy or an overloaded server.
  if (/JSON|TypeValidation|Invalid response/i.test(`${err?.name} ${err?.message}`)) {
    return { retryable: true, reason: `malformed response: ${truncate(err.message)}` };
  }
  return { retryable: false, reason: err?.message ?? String(error) };
}

/** Retry-After as seconds or an HTTP date, or OpenAI's retry-after-ms. */
export function parseRetryAfter(headers: Record<string, string> | undefined): number | undefined {
  if (!headers) return undefined;
  const lower = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
  const ms = Number(lower['retry-after-ms']);
  if (lower['retry-after-ms'] !== undefined && Number.isFinite(ms)) return Math.max(0, ms);
  const value = lower['retry-after'];
  if (value === undefined) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** The server's Retry-After when it gave one, else exponential backoff with jitter. */
export function backoffDelay(
  attempt: number,
  policy: RetryPolicy,
  failure: FailureClass,
  random = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  const jittered = ceiling / 2 + random() * (ceiling / 2);
  return failure.retryAfterMs ?? Math.min(policy.maxDelayMs, jittered);
}

/** How the message of a rejected request starts, for people (the runner goes by the error's class). */
const HARNESS_ERROR_PREFIX = 'harness error: ';

/**
 * The provider (or its SDK) rejected the request itself: a harness error, reported at once and never
 * retried, neither here nor by the runner (its cell's outcome is `configuration`). The message names the
 * offending tool when it can tell.
 */
export class RequestRejectedError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`${HARNESS_ERROR_PREFIX}request rejected: ${reason}`, options);
    this.name = 'RequestRejectedError';
  }
}

export class RetriesExhaustedError extends Error {
  readonly attempts: number;

  constructor(attempts: number, reason: string, options?: { cause?: unknown }) {
    super(`model call failed after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${reason}`, options);
    this.name = 'RetriesExhaustedError';
    this.attempts = attempts;
  }
}

/**
 * Runs `attempt` until it succeeds, fails for good, or the policy's count or time runs out.
 * `onRetry` hears about every retry (for logs and the trajectory).
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  options: {
    signal?: AbortSignal;
    onRetry?: (failure: FailureClass, delayMs: number) => void;
    sleep?: Sleep;
  } = {},
): Promise<T> {
  const wait = options.sleep ?? sleep;
  const started = Date.now();
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const failure = classifyFailure(error);
      if (failure.requestFault) {
        throw new RequestRejectedError(failure.reason, { cause: error });
      }
      const delay = backoffDelay(tries, policy, failure);
      const outOfTime = Date.now() - started + delay > policy.maxElapsedMs;
      if (!failure.retryable || tries >= policy.maxRetries || outOfTime) {
        throw new RetriesExhaustedError(tries + 1, failure.reason, { cause: error });
      }
      options.onRetry?.(failure, delay);
      await wait(delay, options.signal);
    }
  }
}

type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

function truncate(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
