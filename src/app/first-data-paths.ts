import { getGetHealthUrl } from '@/api/generated/endpoints/health/health';
import { FEATURE_FLAGS, type FeatureFlags } from '@/config/feature-flags';
import { PAGES } from '@/config/pages';

import { PAGE_QUERIES, pathWithoutParameters } from './page-queries';

/** The API paths a signed-in visit opened by its address asks for while the entry downloads. */
export interface FirstDataPaths {
  /** The shell's calls, on every signed-in page. */
  readonly shell: readonly string[];
  /** By page path, its route loader's calls that take no parameters (app/page-queries.ts). */
  readonly pages: Readonly<Record<string, readonly string[]>>;
}

/**
 * What index.html's preload script asks for ahead of the app (first-load-preloads.ts), with the build's
 * flags: a page switched off asks for nothing. The build evaluates it (scripts/build/signed-in-preload.ts).
 */
export function firstDataPaths(flags: FeatureFlags = FEATURE_FLAGS): FirstDataPaths {
  const pages: Record<string, string[]> = {};
  for (const page of PAGES) {
    // A call with parameters (billing's usage, dates counted from today) cannot be written down at build time.
    const calls = (PAGE_QUERIES[page.id]?.() ?? []).flatMap((query) => pathWithoutParameters(query) ?? []);
    if (calls.length > 0 && flags[page.id]) pages[page.path] = calls;
  }
  return { shell: [getGetHealthUrl()], pages };
}
