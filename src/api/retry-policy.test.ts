import { describe, expect, it } from 'vitest';
import { ApiError, type ApiFailureKind } from './api-error';
import { isRetryableError, retryDelayFrom, retryUpTo } from './retry-policy';

const error = (status: number, kind: ApiFailureKind = 'http') =>
  new ApiError({ status, kind, code: 'SERVER_ERROR', message: 'x' });

describe('isRetryableError', () => {
  it.each([
    [error(500), true],
    [error(503), true],
    [error(408), true],
    [error(429), true],
    [error(0, 'network'), true],
    [error(0, 'timeout'), true],
    [error(400), false],
    [error(401), false],
    [error(404), false],
    [error(200, 'malformed'), false],
    [new TypeError('Failed to fetch'), false],
  ])('%o → %s', (e, expected) => {
    expect(isRetryableError(e)).toBe(expected);
  });
});

describe('retryUpTo', () => {
  it('retries a retryable error up to the limit, counting failures from 0 as TanStack Query does', () => {
    const once = retryUpTo(1);
    expect(once(0, error(503))).toBe(true);
    expect(once(1, error(503))).toBe(false);
  });

  it('never retries a 4xx other than 408 and 429, however many tries are left', () => {
    expect(retryUpTo(5)(0, error(400))).toBe(false);
    expect(retryUpTo(5)(0, error(404))).toBe(false);
  });
});

describe('retryDelayFrom', () => {
  it('doubles from the first delay, as TanStack Query does from 1 s, up to 30 s', () => {
    const delay = retryDelayFrom(1_000);
    expect([0, 1, 2].map(delay)).toEqual([1_000, 2_000, 4_000]);
    expect(delay(10)).toBe(30_000);
    expect(retryDelayFrom(250)(1)).toBe(500);
  });
});
