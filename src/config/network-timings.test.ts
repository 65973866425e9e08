import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATUS_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS } from './constants';
import {
  authStatusTimeoutMs,
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

describe('authStatusTimeoutMs', () => {
  it('is shorter than the client’s default, so a hung status call ends sooner than other calls', () => {
    expect(authStatusTimeoutMs(DEFAULT_REQUEST_TIMEOUT_MS)).toBe(AUTH_STATUS_TIMEOUT_MS);
    expect(AUTH_STATUS_TIMEOUT_MS).toBeLessThan(DEFAULT_REQUEST_TIMEOUT_MS);
  });

  it('follows a build’s shorter client timeout (the e2e build’s)', () => {
    expect(authStatusTimeoutMs(3000)).toBe(3000);
  });
});

describe('queryRetryBaseDelayMs', () => {
  it('takes a positive whole number of milliseconds, else TanStack Query’s 1 s', () => {
    expect(queryRetryBaseDelayMs('250')).toBe(250);
    expect(queryRetryBaseDelayMs(undefined)).toBe(DEFAULT_QUERY_RETRY_BASE_DELAY_MS);
    expect(queryRetryBaseDelayMs('fast')).toBe(DEFAULT_QUERY_RETRY_BASE_DELAY_MS);
  });
});

describe('outside mock mode', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('a production build keeps the defaults, whatever the e2e variables say', () => {
    vi.stubEnv('VITE_MOCK_MODE', '');
    vi.stubEnv('VITE_REQUEST_TIMEOUT_MS', '3000');
    vi.stubEnv('VITE_QUERY_RETRY_DELAY_MS', '250');
    expect(requestTimeoutMs()).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
    expect(queryRetryBaseDelayMs()).toBe(DEFAULT_QUERY_RETRY_BASE_DELAY_MS);
  });

  it('a mock-mode build (the e2e suite’s) takes them', () => {
    vi.stubEnv('VITE_MOCK_MODE', 'true');
    vi.stubEnv('VITE_REQUEST_TIMEOUT_MS', '3000');
    vi.stubEnv('VITE_QUERY_RETRY_DELAY_MS', '250');
    expect(requestTimeoutMs()).toBe(3000);
    expect(queryRetryBaseDelayMs()).toBe(250);
  });
});
