import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { isApiError } from '@/api/api-error';
import { useTranslation } from '@/i18n';

import { mockControl } from './control-api';

export const MOCK_QUERY_KEYS = {
  state: ['mock-platform', 'state'],
  operations: ['mock-platform', 'operations'],
} as const;

export function useMockState(enabled: boolean) {
  return useQuery({
    queryKey: MOCK_QUERY_KEYS.state,
    queryFn: ({ signal }) => mockControl.state(signal),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

export function useMockOperations(enabled: boolean) {
  return useQuery({
    queryKey: MOCK_QUERY_KEYS.operations,
    queryFn: ({ signal }) => mockControl.operations(signal),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface MockFeedback {
  tone: 'success' | 'error';
  text: string;
}

/**
 * Runs one control action; afterwards every query refetches (the console's data may have changed with the
 * scenario, the back office or a fault) and `feedback` says what happened, for the panel's live region.
 */
export function useMockAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState<MockFeedback | null>(null);
  const mutation = useMutation({
    mutationFn: ({ action }: { action: () => Promise<unknown>; success: string }) => action(),
    onSuccess: (_data, { success }) => {
      setFeedback({ tone: 'success', text: success });
      return queryClient.invalidateQueries();
    },
    onError: (error) => {
      const message = isApiError(error) ? error.message : String(error);
      setFeedback({ tone: 'error', text: t('mockPanel.refused', { message }) });
      return queryClient.invalidateQueries({ queryKey: MOCK_QUERY_KEYS.state });
    },
  });
  return {
    run: (action: () => Promise<unknown>, success: string) => mutation.mutate({ action, success }),
    pending: mutation.isPending,
    feedback,
  };
}
