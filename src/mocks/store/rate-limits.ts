import type { StoreContext } from './context';

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the oldest attempt in the window leaves it (when not allowed). */
  retryAfterSeconds: number;
}

/** Sliding-window attempt counters (registration: 5 a minute per session). Reset with the scenario. */
export function createRateLimitsArea(ctx: StoreContext) {
  return {
    /** Counts an attempt under `key`; the attempt beyond `max` within `windowMs` is refused. */
    hit(key: string, max: number, windowMs: number): RateLimitVerdict {
      const { registrationAttempts } = ctx.state();
      const now = ctx.now().getTime();
      const recent = (registrationAttempts.get(key) ?? []).filter((at) => at > now - windowMs);
      recent.push(now);
      registrationAttempts.set(key, recent);
      if (recent.length <= max) return { allowed: true, retryAfterSeconds: 0 };
      const oldest = recent[recent.length - 1 - max] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
    },
  };
}

export type RateLimitsArea = ReturnType<typeof createRateLimitsArea>;
