import { describe, expect, it } from 'vitest';

import { ApiError } from './api-error';
import { createIntentKey } from './intent-key';

function counter() {
  let next = 0;
  return () => `key-${(next += 1)}`;
}

const lost = [
  new ApiError({ status: 0, code: 'REQUEST_TIMEOUT', kind: 'timeout', message: 'Request timed out' }),
  new ApiError({ status: 0, code: 'NETWORK_ERROR', kind: 'network', message: 'Network error' }),
  new ApiError({ status: 502, code: 'SERVER_ERROR', kind: 'http', message: 'Bad gateway' }),
];
const definite = [
  new ApiError({ status: 402, code: 'PAYMENT_FAILED', kind: 'http', message: 'Declined' }),
  new ApiError({ status: 400, code: 'VALIDATION_ERROR', kind: 'http', message: 'Invalid' }),
];

describe('one Idempotency-Key per intent', () => {
  it('the same request keeps its key; another request gets a new one', () => {
    const intent = createIntentKey(counter());
    expect(intent.headers({ amount: 50 })).toEqual({ 'Idempotency-Key': 'key-1' });
    expect(intent.headers({ amount: 50 })).toEqual({ 'Idempotency-Key': 'key-1' });
    expect(intent.headers({ amount: 60 })).toEqual({ 'Idempotency-Key': 'key-2' });
  });

  it.each(lost)('a lost answer ($code) keeps the key, so the retry is the same request', (error) => {
    const intent = createIntentKey(counter());
    intent.headers({ amount: 50 });
    intent.settle(error);
    expect(intent.headers({ amount: 50 })).toEqual({ 'Idempotency-Key': 'key-1' });
  });

  it.each([undefined, ...definite])('an answer (%s) settles the intent: the next try is new', (error) => {
    const intent = createIntentKey(counter());
    intent.headers({ amount: 50 });
    intent.settle(error);
    expect(intent.headers({ amount: 50 })).toEqual({ 'Idempotency-Key': 'key-2' });
  });
});
