import { QueryClient } from '@tanstack/react-query';

/** Query defaults for the console; tests build their own client with `createQueryClient()`. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export const queryClient = createQueryClient();
