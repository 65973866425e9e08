import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { handleSessionExpired, isSessionExpiry } from '@/features/auth/session-expiry';

const MAX_RETRIES = 2;

/**
 * Retry what may pass on a second try (network failures, timeouts, 5xx, 408, 429) but never a 4xx: the
 * same request would get the same answer.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind === 'malformed') return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Query defaults for the console; tests build their own client with `createQueryClient()`. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // A 401 from any call mid-session signs the user in again, once (features/auth/session-expiry.ts).
    queryCache: new QueryCache({
      onError: (error) => {
        if (isSessionExpiry(error)) handleSessionExpired(client);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isSessionExpiry(error)) handleSessionExpired(client);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
