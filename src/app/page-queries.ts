import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

import type { ApiError } from '@/api/api-error';
import { getListApiKeysQueryOptions } from '@/api/generated/endpoints/api-keys/api-keys';
import {
  getGetWalletQueryOptions,
  getListInvoicesQueryOptions,
  getListPaymentMethodsQueryOptions,
} from '@/api/generated/endpoints/billing/billing';
import { getListInvitationsQueryOptions } from '@/api/generated/endpoints/invites/invites';
import { getListModelsQueryOptions } from '@/api/generated/endpoints/models/models';
import { getGetTokenUsageQueryOptions } from '@/api/generated/endpoints/usage/usage';
import {
  getGetCurrentUserQueryOptions,
  getListUsersQueryOptions,
} from '@/api/generated/endpoints/users/users';
import { lastDays } from '@/config/dates';
import type { PageId } from '@/config';
import { RUNWAY_BASIS_DAYS } from '@/features/billing/usage-period';

/** One query a page's route starts: its key, and how to start it on a client. */
export interface PageQuery {
  readonly queryKey: QueryKey;
  readonly start: (queryClient: QueryClient) => void;
}

/** A page's queries, each with the data type its generated options declare. */
type QueriesOf<Data extends readonly unknown[]> = {
  readonly [K in keyof Data]: FetchQueryOptions<Data[K], ApiError, Data[K], QueryKey>;
};

/** Queries from generated options, each typed by its own data, ready to start (`startQueries`). */
export function queries<const Data extends readonly unknown[]>(...options: QueriesOf<Data>): PageQuery[] {
  return options.map((query) => ({
    queryKey: query.queryKey,
    start: (queryClient) => {
      // A query started here that fails is not asked again when the page mounts: one request per fault,
      // and Retry is on the page.
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
      void queryClient.prefetchQuery(query);
    },
  }));
}

/**
 * Each page's data, declared once, with the generated options its hooks read: the route's loader starts these
 * (`startPageQueries`), index.html's preload asks ahead for those without parameters (first-data-paths.ts),
 * and route-data.test.tsx checks both against what the page reads. A page not listed starts nothing.
 * Billing starts the usage of the runway's 30 days only: a loader that read the address would run again at
 * each change of period, which is one click in the page, whose usage panel asks for its own period.
 */
export const PAGE_QUERIES: Partial<Record<PageId, () => PageQuery[]>> = {
  overview: () =>
    queries(
      getListApiKeysQueryOptions(),
      getListUsersQueryOptions(),
      getListInvitationsQueryOptions(),
      getGetTokenUsageQueryOptions(),
      getGetWalletQueryOptions(),
      getListModelsQueryOptions(),
    ),
  models: () => queries(getListModelsQueryOptions()),
  apiKeys: () => queries(getListApiKeysQueryOptions()),
  team: () =>
    queries(getListUsersQueryOptions(), getListInvitationsQueryOptions(), getGetCurrentUserQueryOptions()),
  settings: () => queries(getGetCurrentUserQueryOptions()),
  billing: () =>
    queries(
      getGetWalletQueryOptions(),
      getListPaymentMethodsQueryOptions(),
      getListInvoicesQueryOptions(),
      getGetTokenUsageQueryOptions(lastDays(RUNWAY_BASIS_DAYS)),
    ),
};

/**
 * A route's loader: starts the queries and returns at once, so the page paints its header and skeletons
 * while they run (docs/performance.md, "Route loaders"). A route with a parameter starts its own
 * (`startQueries(context.queryClient, queries(getGetModelQueryOptions(params.modelId)))`).
 */
export function startQueries(queryClient: QueryClient, list: readonly PageQuery[]): void {
  for (const query of list) query.start(queryClient);
}

/** A registry page's route loader: starts the page's declared queries. */
export function startPageQueries(queryClient: QueryClient, page: PageId): void {
  startQueries(queryClient, PAGE_QUERIES[page]?.() ?? []);
}

/** The API path of a query that takes no parameters (its key is the path alone), else undefined. */
export function pathWithoutParameters({ queryKey }: PageQuery): string | undefined {
  return queryKey.length === 1 && typeof queryKey[0] === 'string' ? queryKey[0] : undefined;
}
