import type { HealthAsRead, ModelListAsRead } from '@/api/as-read';
import { reportedHealthStatus, type ReportedHealthStatus } from '@/api/health-status';
import { pricesOf } from '@/api/model-prices';

export type ChatEndpoint = HealthAsRead['chatEndpoints'][number];

/** What needs attention first: down, then a word the console does not know, degraded, unreported, up. */
const ATTENTION: Record<ReportedHealthStatus['kind'], number> = {
  down: 0,
  other: 1,
  degraded: 2,
  unknown: 3,
  up: 4,
};

/** The chat endpoints, those not up first, each group by model name. */
export function byAttention(endpoints: readonly ChatEndpoint[]): ChatEndpoint[] {
  const rank = (endpoint: ChatEndpoint) => ATTENTION[reportedHealthStatus(endpoint.status).kind];
  return [...endpoints].sort((a, b) => rank(a) - rank(b) || a.model.localeCompare(b.model));
}

/**
 * The endpoints of the models the catalogue lists (both prices, spec section 3); while the models are not
 * known (loading, or failed), every endpoint the health reports.
 */
export function listedEndpoints(
  endpoints: readonly ChatEndpoint[],
  models: ModelListAsRead['data'] | undefined,
): ChatEndpoint[] {
  if (!models) return [...endpoints];
  const listed = new Set(models.filter((model) => pricesOf(model)).map((model) => model.id));
  return endpoints.filter((endpoint) => listed.has(endpoint.model));
}
