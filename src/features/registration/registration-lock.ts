import { useEffect, useState } from 'react';
import { SESSION_STORAGE_KEYS } from '@/config/constants';

/**
 * REGISTRATION_RATE_LIMIT_EXCEEDED blocks submitting for the lockout period (spec sections 8 and 9). The
 * end time lives in sessionStorage, so a reload does not lift the block early.
 */
const KEY = SESSION_STORAGE_KEYS.registrationLockedUntil;

export function readLockedUntil(storage: Storage = sessionStorage): number | undefined {
  try {
    const value = Number(storage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export function saveLockedUntil(until: number, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, String(until));
  } catch {
    // storage disabled: the lock still holds for this page's life (the hook keeps it in state)
  }
}

export function clearLock(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

/** Whole seconds left until `until` (rounded up, so the countdown never shows 0 while still locked). */
export function secondsLeft(until: number | undefined, now: number): number {
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** The lock and its live countdown; `lock(ms)` starts one. */
export function useSubmitLock() {
  const [until, setUntil] = useState(() => readLockedUntil());
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(until, now);

  useEffect(() => {
    if (until === undefined) return;
    if (remaining === 0) {
      clearLock(); // over: a reload must not bring it back
      return;
    }
    // Wake when the rounded-up seconds next change: at the next whole second before `until`.
    const timer = window.setTimeout(() => setNow(Date.now()), (until - Date.now()) % 1000 || 1000);
    return () => window.clearTimeout(timer);
  }, [until, remaining, now]);

  return {
    secondsLeft: remaining,
    locked: remaining > 0,
    lock: (durationMs: number) => {
      const at = Date.now();
      saveLockedUntil(at + durationMs);
      setNow(at);
      setUntil(at + durationMs);
    },
  };
}
