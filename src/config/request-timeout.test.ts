import { describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_TIMEOUT_MS } from './constants';
import { requestTimeoutMs } from './request-timeout';

describe('requestTimeoutMs', () => {
  it('takes a positive whole number of milliseconds', () => {
    expect(requestTimeoutMs('4000')).toBe(4000);
    expect(requestTimeoutMs(' 2500 ')).toBe(2500);
  });

  it.each([undefined, '', '0', '-5', '1.5', 'soon'])('falls back to the default for %o', (raw) => {
    expect(requestTimeoutMs(raw)).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
  });
});
