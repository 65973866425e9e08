import { useState } from 'react';

import { isRetryableError } from './retry-policy';

/**
 * One `Idempotency-Key` per user intent (docs/security.md, "Charges happen once"): every try of the same
 * request carries the same key, so the platform does the work once however often the answer is lost; a new
 * request, or one after a definite answer, is a new intent with a new key.
 */
export interface IntentKey {
  /** The header for `request` (its body, or what identifies it): the same key while the request is the same. */
  headers(request: unknown): { 'Idempotency-Key': string };
  /**
   * After an answer: a success or a refusal settles the intent (the next try is a new one); a lost answer (a
   * timeout, the network, the platform's own failure) does not, so a retry is recognised as the same request.
   */
  settle(error?: unknown): void;
}

export function createIntentKey(newKey: () => string = () => crypto.randomUUID()): IntentKey {
  let current: { readonly request: string; readonly key: string } | undefined;
  return {
    headers(request) {
      const text = JSON.stringify(request ?? null);
      if (current?.request !== text) current = { request: text, key: newKey() };
      return { 'Idempotency-Key': current.key };
    },
    settle(error) {
      if (error === undefined || !isRetryableError(error)) current = undefined;
    },
  };
}

/** An intent key for the component's life (a dialog, a form). */
export function useIntentKey(): IntentKey {
  const [intent] = useState(() => createIntentKey());
  return intent;
}
