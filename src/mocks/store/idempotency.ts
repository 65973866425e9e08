import type { StoreContext } from './context';

/** How long a key's first answer is kept (Stripe keeps it for 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** What a request led to: a success body, or an answer thrown as the refusal (msw's early answer). */
export type IdempotentOutcome =
  | { readonly kind: 'body'; readonly body: unknown }
  | { readonly kind: 'refusal'; readonly response: Response };

export interface IdempotentEntry {
  /** What identifies the request (method, path, body): a repeat must match it. */
  readonly fingerprint: Promise<string>;
  /** Settles once the first request is answered; `undefined` when its answer is not kept (nothing ran). */
  readonly outcome: Promise<IdempotentOutcome | undefined>;
  readonly at: number;
}

/**
 * Requests by `Idempotency-Key`, per account (docs/mock-platform.md, "Idempotency"): the first request with a
 * key runs, and every repeat is given its answer. The entry is taken synchronously on arrival, so parallel
 * repeats wait for the first instead of running beside it. Reset with the scenario.
 */
export function createIdempotencyArea(ctx: StoreContext) {
  return {
    /** The entry under `key` still kept, if any. */
    find(key: string): IdempotentEntry | undefined {
      const { idempotentRequests } = ctx.state();
      const entry = idempotentRequests.get(key);
      if (entry && entry.at + IDEMPOTENCY_TTL_MS < ctx.now().getTime()) {
        idempotentRequests.delete(key);
        return undefined;
      }
      return entry;
    },
    /** Takes `key` for a request now arriving; its outcome is settled by the caller. */
    take(key: string, fingerprint: Promise<string>, outcome: Promise<IdempotentOutcome | undefined>): void {
      ctx.state().idempotentRequests.set(key, { fingerprint, outcome, at: ctx.now().getTime() });
    },
    /** Gives `key` back: the request's answer is not kept, so the next one runs. */
    release(key: string, entry: IdempotentEntry): void {
      const { idempotentRequests } = ctx.state();
      if (idempotentRequests.get(key) === entry) idempotentRequests.delete(key);
    },
  };
}

export type IdempotencyArea = ReturnType<typeof createIdempotencyArea>;
