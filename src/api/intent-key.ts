import { useState } from 'react';

import { isApiError, isAuthFailure } from './api-error';

/**
 * One `Idempotency-Key` per user intent (docs/security.md, "Charges happen once"): every try of the same
 * request carries the same key, so the platform does the work once however often the answer is lost; a new
 * request, or one after a definite answer, is a new intent with a new key. Several intents may be open at
 * once (one invoice's payment, then another's): each request keeps its own key.
 */
export interface IntentKey {
  /** The header for `request` (its body, or what identifies it): the same key while its intent is open. */
  headers(request: unknown): { 'Idempotency-Key': string };
  /**
   * After an answer to `request`: a success or a refusal settles its intent (the next try is a new one); an
   * answer that was lost leaves it open, so a retry is recognised as the same request (isAnswerLost), and so
   * does a 401: the session ended, and the retry after signing in is the same request.
   */
  settle(request: unknown, error?: unknown): void;
  /** The intents still open, each request's identity with its key: what a draft keeps across a sign-in. */
  openIntents(): OpenIntent[];
  /** Takes over intents kept before a sign-in: their next try is the same request to the platform. */
  adopt(intents: readonly OpenIntent[]): void;
}

/** An open intent as kept: the request's identity (its JSON) and the key its tries carry. */
export type OpenIntent = readonly [request: string, key: string];

/**
 * Whether a write's outcome is unknown: no answer (the network, a timeout), the platform's own failure (5xx),
 * or a success (2xx) whose body could not be read. A refusal (4xx) is a definite answer: nothing was done.
 */
export function isAnswerLost(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'malformed') return true;
  return error.status >= 500;
}

/** A random key: a UUID, also where `crypto.randomUUID` is missing (a page served over plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What identifies a request among a form's intents. */
export function intentIdOf(request: unknown): string {
  return JSON.stringify(request ?? null);
}

export function createIntentKey(newKey: () => string = newIdempotencyKey): IntentKey {
  const open = new Map<string, string>();
  return {
    headers(request) {
      const id = intentIdOf(request);
      const key = open.get(id) ?? newKey();
      open.set(id, key);
      return { 'Idempotency-Key': key };
    },
    settle(request, error) {
      // Refused for want of a session, a try says nothing of an earlier one: after signing in, the same key.
      if (error === undefined || (!isAnswerLost(error) && !isAuthFailure(error))) {
        open.delete(intentIdOf(request));
      }
    },
    openIntents: () => [...open],
    adopt(intents) {
      for (const [request, key] of intents) open.set(request, key);
    },
  };
}

/** The intents of a component's life (a dialog, a form). */
export function useIntentKey(): IntentKey {
  const [intent] = useState(() => createIntentKey());
  return intent;
}
