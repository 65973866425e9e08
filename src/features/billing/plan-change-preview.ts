import { useQuery } from '@tanstack/react-query';

import { ApiError } from '@/api/api-error';
import { previewSubscriptionChange } from '@/api/generated/endpoints/billing/billing';
import type { PlanChangePreviewAsRead } from '@/api/as-read';
import { PLAN_QUANTITY, type PlanId } from '@/config';

/** A platform without a proposed operation answers that it has no such route. */
export function isMissingOperation(error: unknown): boolean {
  return error instanceof ApiError && [404, 405, 501].includes(error.status);
}

export type PlanChangePreviewState =
  | { status: 'loading' }
  | { status: 'ready'; preview: PlanChangePreviewAsRead }
  | { status: 'unavailable' }
  | { status: 'failed'; error: unknown; retry: () => void; retrying: boolean };

/**
 * What changing to `planId` charges now and later, as the platform computes it (`POST
 * /v1/billing/subscription/preview`); asked afresh each time the confirmation opens, never cached.
 */
export function usePlanChangePreview(planId: PlanId, enabled: boolean): PlanChangePreviewState {
  const query = useQuery({
    queryKey: ['billing', 'subscription-preview', planId],
    queryFn: ({ signal }) => previewSubscriptionChange({ planId, quantity: PLAN_QUANTITY }, { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    if (isMissingOperation(query.error)) return { status: 'unavailable' };
    return {
      status: 'failed',
      error: query.error,
      retry: () => void query.refetch(),
      retrying: query.isFetching,
    };
  }
  return { status: 'ready', preview: query.data };
}
