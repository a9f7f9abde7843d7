import { APICallError } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { backoffDelay, classifyFailure, parseRetryAfter, withRetries } from './retry.ts';

const policy = { maxRetries: 3, maxElapsedMs: 60_000, baseDelayMs: 1000, maxDelayMs: 30_000 };
const apiError = (statusCode: number, headers: Record<string, string> = {}) =>
  new APICallError({
    message: 'failed',
    url: 'http://127.0.0.1/v1',
    requestBodyValues: {},
    statusCode,
    responseHeaders: headers,
    responseBody: '{"error":"x"}',
  });

describe('retry policy', () => {
  it('reads Retry-After as seconds, as a date, and retry-after-ms', () => {
    expect(parseRetryAfter({ 'Retry-After': '3' })).toBe(3000);
    expect(parseRetryAfter({ 'retry-after-ms': '250' })).toBe(250);
    const inFiveSeconds = new Date(Date.now() + 5000).toUTCString();
    expect(parseRetryAfter({ 'retry-after': inFiveSeconds })).toBeGreaterThan(3000);
    expect(parseRetryAfter({})).toBeUndefined();
  });

  it('retries rate limits, server errors and timeouts, not bad requests', () => {
    expect(classifyFailure(apiError(429)).retryable).toBe(true);
    expect(classifyFailure(apiError(503)).retryable).toBe(true);
    expect(classifyFailure(apiError(400)).retryable).toBe(false);
    expect(classifyFailure(apiError(401)).retryable).toBe(false);
    expect(classifyFailure(Object.assign(new Error('t'), { name: 'TimeoutError' })).retryable).toBe(true);
    const reset = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
    expect(classifyFailure(reset)).toMatchObject({
      retryable: true,
      reason: expect.stringMatching(/^connection failed/),
    });
  });

  it('backs off exponentially with jitter, capped, unless the server said when', () => {
    const none = { retryable: true, reason: '' };
    expect(backoffDelay(0, policy, none, () => 0)).toBe(500);
    expect(backoffDelay(0, policy, none, () => 1)).toBe(1000);
    expect(backoffDelay(3, policy, none, () => 1)).toBe(8000);
    expect(backoffDelay(10, policy, none, () => 1)).toBe(30_000);
    expect(backoffDelay(0, policy, { ...none, retryAfterMs: 7000 }, () => 0)).toBe(7000);
    expect(backoffDelay(4, policy, { ...none, retryAfterMs: 50 }, () => 1)).toBe(50);
  });

  it('stops after maxRetries and says how many attempts were made', async () => {
    let attempts = 0;
    const waits: number[] = [];
    const failing = withRetries(
      async () => {
        attempts += 1;
        throw apiError(500);
      },
      policy,
      { sleep: async (ms) => void waits.push(ms) },
    );
    await expect(failing).rejects.toThrow(/^model call failed after 4 attempts: HTTP 500/);
    expect(attempts).toBe(4);
    expect(waits).toHaveLength(3);
  });

  it('stops when the next wait would pass the time bound', async () => {
    let attempts = 0;
    const failing = withRetries(
      async () => {
        attempts += 1;
        throw apiError(429, { 'retry-after': '120' });
      },
      policy,
      { sleep: async () => {} },
    );
    await expect(failing).rejects.toThrow(/after 1 attempt: HTTP 429/);
    expect(attempts).toBe(1);
  });
});
