import { APICallError } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { EpisodeError } from '../agent/index.ts';
import { ArenaError, type ArenaErrorCode } from '../errors.ts';
import { withRetries } from '../models/retry.ts';
import { CELL_OUTCOMES, ERROR_OUTCOMES, statusOf } from '../store/index.ts';
import { classifyAbort, classifyCellError, interruption } from './classify-cell-error.ts';
import { isRetryable } from './run-cell-with-retries.ts';

const EMPTY_TRAJECTORY = {
  turns: [],
  finalAnswer: '',
  endReason: 'answered' as const,
  usage: { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, reasoningTokens: 0, costUsd: 0 },
  durationMs: 0,
};

/** What a provider answering `statusCode` makes the model throw, through its own retries (none here). */
async function modelFailure(statusCode: number): Promise<unknown> {
  const failure = new APICallError({
    message: 'failed',
    url: 'http://127.0.0.1/v1',
    requestBodyValues: {},
    statusCode,
    responseBody: '{"error":"x"}',
  });
  const policy = { maxRetries: 0, maxElapsedMs: 1000, baseDelayMs: 1, maxDelayMs: 1 };
  return withRetries(() => Promise.reject(failure), policy).catch((error: unknown) => error);
}

describe('classifyCellError', () => {
  it.each<[ArenaErrorCode, string]>([
    ['APP_UNAVAILABLE', 'skipped'],
    ['APP_START_FAILED', 'app-fault'],
    ['APP_LOST', 'app-fault'],
    ['APP_HUNG', 'app-fault'],
    ['RETRIEVAL_FAILED', 'provider-fault'],
    ['MODEL_UNKNOWN', 'configuration'],
    ['TASK_INVALID', 'configuration'],
    ['TOOLS_INVALID', 'configuration'],
    ['USAGE', 'configuration'],
    ['STORE_FAILED', 'harness-fault'],
    ['INTERRUPTED', 'interrupted'],
    ['HARNESS_TIMEOUT', 'harness-timeout'],
  ])('gives an ArenaError %s the kind %s, whatever its message says', (code, kind) => {
    expect(classifyCellError(new ArenaError(code, 'skipped: interrupted harness error: '))).toBe(kind);
  });

  it("finds a model's failure behind the episode that carried it", async () => {
    const exhausted = await modelFailure(503);
    expect((exhausted as Error).message).toMatch(/^model call failed after 1 attempt: HTTP 503/);
    expect(classifyCellError(new EpisodeError(exhausted, EMPTY_TRAJECTORY))).toBe('provider-fault');
    const rejected = await modelFailure(400);
    expect((rejected as Error).message).toMatch(/^harness error: request rejected: HTTP 400/);
    expect(classifyCellError(new EpisodeError(rejected, EMPTY_TRAJECTORY))).toBe('configuration');
  });

  it('follows causes to the first error that has a kind', () => {
    const lost = new ArenaError('APP_LOST', 'MCP server "mail" exited during the cell');
    expect(classifyCellError(new Error('wrapped', { cause: lost }))).toBe('app-fault');
  });

  it('calls anything else a harness fault, never a configuration or a skip by its text', () => {
    expect(classifyCellError(new Error('skipped: app mail is not available'))).toBe('harness-fault');
    expect(classifyCellError(new TypeError('x is undefined'))).toBe('harness-fault');
    expect(classifyCellError('a string')).toBe('harness-fault');
    expect(classifyCellError(undefined)).toBe('harness-fault');
  });
});

describe('classifyAbort', () => {
  it('tells the harness deadline from an interruption', () => {
    expect(classifyAbort(new ArenaError('HARNESS_TIMEOUT', 'harness timeout after 5s'))).toBe(
      'harness-timeout',
    );
    expect(classifyAbort(interruption())).toBe('interrupted');
    expect(classifyAbort(new DOMException('This operation was aborted', 'AbortError'))).toBe('interrupted');
    expect(classifyAbort(undefined)).toBe('interrupted');
  });
});

describe('cell outcomes', () => {
  it('retries infrastructure faults only: never a measured outcome, a skip, an interruption or a configuration fault', () => {
    expect(CELL_OUTCOMES.filter(isRetryable)).toEqual([
      'harness-timeout',
      'app-fault',
      'provider-fault',
      'harness-fault',
    ]);
  });

  it('makes every kind but passed and failed an error', () => {
    expect(CELL_OUTCOMES.map(statusOf)).toEqual(['passed', 'failed', ...ERROR_OUTCOMES.map(() => 'error')]);
  });
});
