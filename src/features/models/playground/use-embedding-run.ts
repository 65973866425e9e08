import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { invalidateLiveFigures } from '@/api/live-figures';

import { runEmbeddingTest, type EmbeddingTestRequest, type EmbeddingTestResult } from './embedding-run';

export type EmbeddingRun =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly request: EmbeddingTestRequest }
  | { readonly status: 'done'; readonly request: EmbeddingTestRequest; readonly result: EmbeddingTestResult }
  | { readonly status: 'failed'; readonly request: EmbeddingTestRequest; readonly error: unknown };

/**
 * One embedding test at a time. Not a React Query mutation on purpose: the mutation cache treats a 401 as an
 * expired session and signs in again, while here it may only mean that the pasted test key is wrong.
 */
export function useEmbeddingRun() {
  const [run, setRun] = useState<EmbeddingRun>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();

  const start = useCallback(
    (request: EmbeddingTestRequest) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setRun({ status: 'running', request });
      runEmbeddingTest(request, controller.signal).then(
        (result) => {
          // The call counts in usage and the wallet: whatever shows them asks again.
          void invalidateLiveFigures(queryClient);
          if (current.current === controller) setRun({ status: 'done', request, result });
        },
        (error: unknown) => {
          if (current.current === controller && !controller.signal.aborted) {
            setRun({ status: 'failed', request, error });
          }
        },
      );
    },
    [queryClient],
  );

  useEffect(() => () => current.current?.abort(), []);

  return { run, start };
}
