import { isoDay } from './dates';
import type { MockState } from './state';

/** What every area of the store reads: the current state (replaced on reset) and the clock. */
export interface StoreContext {
  state: () => MockState;
  now: () => Date;
  /** Today as `YYYY-MM-DD` (UTC). */
  today: () => string;
}

export function createStoreContext(get: () => MockState, now: () => Date): StoreContext {
  return { state: get, now, today: () => isoDay(now()) };
}

/** An id part of `bytes` hex bytes from the state's seeded PRNG: deterministic, so never for secrets. */
export function seededHex(ctx: StoreContext, bytes: number): string {
  const random = ctx.state().random;
  return Array.from({ length: bytes }, () =>
    Math.floor(random() * 256)
      .toString(16)
      .padStart(2, '0'),
  ).join('');
}

/** A random secret part: 32 lower-case hex digits from the platform's CSPRNG. */
export function randomHex(bytes = 16): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
