import { describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_TIMEOUT_MS } from './constants';
import {
  DEFAULT_QUERY_RETRY_BASE_DELAY_MS,
  queryRetryBaseDelayMs,
  requestTimeoutMs,
} from './network-timings';

describe('requestTimeoutMs', () => {
  it('takes a positive whole number of milliseconds', () => {
    expect(requestTimeoutMs('4000')).toBe(4000);
    expect(requestTimeoutMs(' 2500 ')).toBe(2500);
  });

  it.each([undefined, '', '0', '-5', '1.5', 'soon'])('falls back to the default for %o', (raw) => {
    expect(requestTimeoutMs(raw)).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
  });
});

describe('queryRetryBaseDelayMs', () => {
  it('takes a positive whole number of milliseconds, else TanStack Query’s 1 s', () => {
    expect(queryRetryBaseDelayMs('250')).toBe(250);
    expect(queryRetryBaseDelayMs(undefined)).toBe(DEFAULT_QUERY_RETRY_BASE_DELAY_MS);
    expect(queryRetryBaseDelayMs('fast')).toBe(DEFAULT_QUERY_RETRY_BASE_DELAY_MS);
  });
});
