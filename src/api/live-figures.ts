import type { Query, QueryClient } from '@tanstack/react-query';

import { getListApiKeysQueryKey } from '@/api/generated/endpoints/api-keys/api-keys';
import {
  getGetBillingUsageQueryKey,
  getGetWalletQueryKey,
  getListInvoicesQueryKey,
} from '@/api/generated/endpoints/billing/billing';
import { getGetTokenUsageQueryKey } from '@/api/generated/endpoints/usage/usage';

/**
 * Options of the queries whose figures change while the console is open (usage, the wallet, a key's usage
 * and last use): calls made with a key from anywhere move them, so coming back to the window asks again even
 * when the cached answer is younger than the default stale time. Every other query keeps the client's
 * defaults (src/api/query-client.ts: no refetch on focus).
 */
export const LIVE_FIGURES = { refetchOnWindowFocus: 'always' } as const;

/** A drawer or panel that opens on such figures asks for them again, whatever is cached. */
export const LIVE_FIGURES_ON_OPEN = { ...LIVE_FIGURES, refetchOnMount: 'always' } as const;

const KEY_USAGE_PATH = /^\/v1\/api-keys\/[^/]+\/usage$/;
const TOKEN_USAGE_PATH = getGetTokenUsageQueryKey()[0];
const EXACT_PATHS: ReadonlySet<string> = new Set([
  getGetWalletQueryKey()[0],
  getGetBillingUsageQueryKey()[0],
  // An automatic recharge a call sets off issues an invoice.
  getListInvoicesQueryKey()[0],
  getListApiKeysQueryKey()[0],
]);

/** Whether a query holds figures that an inference call moves (usage, wallet, keys' usage and last use). */
export function isLiveFigure(query: Pick<Query, 'queryKey'>): boolean {
  const [path] = query.queryKey;
  if (typeof path !== 'string') return false;
  return path.startsWith(TOKEN_USAGE_PATH) || EXACT_PATHS.has(path) || KEY_USAGE_PATH.test(path);
}

/**
 * After an inference call the console made (the playground's): every figure it moved is stale; those on
 * screen ask again at once, the others when next shown.
 */
export function invalidateLiveFigures(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isLiveFigure });
}
