import { QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import { hasUnreadable } from '@/api/unreadable-items';
import { retryDelayFrom, retryUpTo } from '@/api/retry-policy';
import { queryRetryBaseDelayMs } from '@/config/network-timings';

const MAX_RETRIES = 2;

/**
 * Retry what may pass on a second try (network failures, timeouts, 5xx, 408, 429) but never a 4xx: the
 * same request would get the same answer (src/api/retry-policy.ts).
 */
export const shouldRetry = retryUpTo(MAX_RETRIES);

/** Query defaults for the console; tests build their own client with `createQueryClient()`. */
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
 * The signed-in app's client (and the registration wizard's): created when their code loads, never with the
 * first screen (app/router.tsx's `loadQueryClient`, which also hands it to the session's holder).
 */
export const queryClient = createQueryClient();
