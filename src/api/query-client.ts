import { QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import { hasUnreadable } from './unreadable-items';
import { retryDelayFrom, retryUpTo } from './retry-policy';
import { queryRetryBaseDelayMs } from '@/config/network-timings';

const MAX_RETRIES = 2;

/**
 * Retry what may pass on a second try (network failures, timeouts, 5xx, 408, 429) but never a 4xx: the
 * same request would get the same answer (src/api/retry-policy.ts).
 */
export const shouldRetry = retryUpTo(MAX_RETRIES);

/** Query defaults for the console; a test that checks them builds a client of its own with this. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        retryDelay: retryDelayFrom(queryRetryBaseDelayMs()),
        refetchOnWindowFocus: false,
        // An answer with items the console could not read is kept as returned, so the mark that says how many
        // stays on it (api/unreadable-items.ts); so is the next answer after one, so a notice never outlives it.
        structuralSharing: (previous: unknown, next: unknown) =>
          hasUnreadable(previous) || hasUnreadable(next) ? next : replaceEqualDeep(previous, next),
      },
    },
  });
}

/**
 * The console's one query client, created at start: the first screen's auth status and health, the pages'
 * data and the wizard's all live in it, so a sign-out clears one cache (session/session-cache.ts).
 */
export const queryClient = createQueryClient();
