import { describe, expect, it } from 'vitest';

import { ApiError } from './api-error';
import { createIntentKey, isAnswerLost, newIdempotencyKey } from './intent-key';

function counter() {
  let next = 0;
  return () => `key-${(next += 1)}`;
}

const lost = [
  new ApiError({ status: 0, code: 'REQUEST_TIMEOUT', kind: 'timeout', message: 'Request timed out' }),
  new ApiError({ status: 0, code: 'NETWORK_ERROR', kind: 'network', message: 'Network error' }),
  new ApiError({ status: 502, code: 'SERVER_ERROR', kind: 'http', message: 'Bad gateway' }),
  // The platform did it (2xx) and its answer could not be read.
  new ApiError({ status: 201, code: 'SERVER_ERROR', kind: 'malformed', message: 'Unreadable' }),
];
const definite = [
  new ApiError({ status: 402, code: 'PAYMENT_FAILED', kind: 'http', message: 'Declined' }),
  new ApiError({ status: 400, code: 'VALIDATION_ERROR', kind: 'http', message: 'Invalid' }),
  new ApiError({ status: 429, code: 'RATE_LIMIT_EXCEEDED', kind: 'http', message: 'Later' }),
];

describe('one Idempotency-Key per intent', () => {
  it('the same request keeps its key; another request gets its own, and the first keeps its', () => {
    const intent = createIntentKey(counter());
    expect(intent.headers({ amount: 50 })).toEqual({ 'Idempotency-Key': 'key-1' });
    expect(intent.headers({ amount: 50 })).toEqual({ 'Idempotency-Key': 'key-1' });
    expect(intent.headers({ amount: 60 })).toEqual({ 'Idempotency-Key': 'key-2' });
    expect(intent.headers({ amount: 50 })).toEqual({ 'Idempotency-Key': 'key-1' });
  });

  it.each(lost)('a lost answer ($kind $status) keeps the key, so the retry is the same request', (error) => {
    const intent = createIntentKey(counter());
    intent.headers({ amount: 50 });
    intent.settle({ amount: 50 }, error);
    expect(isAnswerLost(error)).toBe(true);
    expect(intent.headers({ amount: 50 })).toEqual({ 'Idempotency-Key': 'key-1' });
  });

  it.each([undefined, ...definite])('an answer (%s) settles the intent: the next try is new', (error) => {
    const intent = createIntentKey(counter());
    intent.headers({ amount: 50 });
    intent.settle({ amount: 50 }, error);
    expect(intent.headers({ amount: 50 })).toEqual({ 'Idempotency-Key': 'key-2' });
  });

  it('a key is random and long enough to be unique', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key.replaceAll('-', '')).toMatch(/^[0-9a-f]{32}$/);
  });
});
