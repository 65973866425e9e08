import { describe, expect, it } from 'vitest';
import { ApiError, type ApiFailureKind } from '@/api/api-error';
import { shouldRetry } from './query-client';

const error = (status: number, kind: ApiFailureKind = 'http') =>
  new ApiError({ status, kind, code: 'SERVER_ERROR', message: 'x' });

describe('shouldRetry: 5xx, 408, 429 and lost connections, never other 4xx', () => {
  it.each([
    [error(500), true],
    [error(502), true],
    [error(503), true],
    [error(408), true],
    [error(429), true],
    [error(0, 'network'), true],
    [error(0, 'timeout'), true],
    [error(400), false],
    [error(401), false],
    [error(403), false],
    [error(404), false],
    [error(409), false],
    [error(200, 'malformed'), false],
    [new Error('boom'), false],
  ])('%o → %s', (e, expected) => {
    expect(shouldRetry(0, e)).toBe(expected);
  });

  it('gives up after two retries', () => {
    expect(shouldRetry(2, error(503))).toBe(false);
  });
});
