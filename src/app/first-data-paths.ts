import { getListApiKeysUrl } from '@/api/generated/endpoints/api-keys/api-keys';
import {
  getGetWalletUrl,
  getListInvoicesUrl,
  getListPaymentMethodsUrl,
} from '@/api/generated/endpoints/billing/billing';
import { getGetHealthUrl } from '@/api/generated/endpoints/health/health';
import { getListInvitationsUrl } from '@/api/generated/endpoints/invites/invites';
import { getListModelsUrl } from '@/api/generated/endpoints/models/models';
import { getGetTokenUsageUrl } from '@/api/generated/endpoints/usage/usage';
import { getGetCurrentUserUrl, getListUsersUrl } from '@/api/generated/endpoints/users/users';
import { FEATURE_FLAGS, type FeatureFlags } from '@/config/feature-flags';
import { PAGES, type PageId } from '@/config/pages';

/** The API paths a signed-in visit opened by its address asks for while the entry downloads. */
export interface FirstDataPaths {
  /** The shell's calls, on every signed-in page. */
  readonly shell: readonly string[];
  /** By page path, its route loader's calls. */
  readonly pages: Readonly<Record<string, readonly string[]>>;
}

/**
 * Each page's route loader's calls without parameters (routes/_app/*.tsx; route-data.test.tsx holds the two
 * together). Billing's usage is left out: it asks for dates counted from today, which the build cannot write
 * down.
 */
const LOADER_CALLS: Partial<Record<PageId, () => string[]>> = {
  overview: () => [
    getListApiKeysUrl(),
    getListUsersUrl(),
    getListInvitationsUrl(),
    getGetTokenUsageUrl(),
    getGetWalletUrl(),
    getListModelsUrl(),
  ],
  models: () => [getListModelsUrl()],
  apiKeys: () => [getListApiKeysUrl()],
  team: () => [getListUsersUrl(), getListInvitationsUrl(), getGetCurrentUserUrl()],
  settings: () => [getGetCurrentUserUrl()],
  billing: () => [getGetWalletUrl(), getListPaymentMethodsUrl(), getListInvoicesUrl()],
};

/**
 * What index.html's preload script asks for ahead of the app (first-load-preloads.ts), with the build's
 * flags: a page switched off asks for nothing. The build evaluates it (scripts/build/signed-in-preload.ts).
 */
export function firstDataPaths(flags: FeatureFlags = FEATURE_FLAGS): FirstDataPaths {
  const pages: Record<string, string[]> = {};
  for (const page of PAGES) {
    const calls = LOADER_CALLS[page.id];
    if (calls && flags[page.id]) pages[page.path] = calls();
  }
  return { shell: [getGetHealthUrl()], pages };
}
