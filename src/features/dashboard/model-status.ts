import type { HealthResponse } from '@/api/generated/model';

export type ChatEndpoint = HealthResponse['chatEndpoints'][number];
export type EndpointStatus = ChatEndpoint['status'];

/** What needs attention first: down, then degraded, then up. */
const STATUS_ORDER: Record<EndpointStatus, number> = { down: 0, degraded: 1, up: 2 };

/** The chat endpoints, those not up first, each group by model name. */
export function byAttention(endpoints: readonly ChatEndpoint[]): ChatEndpoint[] {
  return [...endpoints].sort(
    (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.model.localeCompare(b.model),
  );
}
