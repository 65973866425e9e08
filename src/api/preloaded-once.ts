/**
 * The API calls index.html asked for ahead (fetch preloads, app/first-load-preloads.ts) may answer one request
 * each. Chromium hands a later request of the same URL the preloaded one while it is still in flight, so a
 * preloaded call that hangs would hang every retry, and the page could never recover: every request after the
 * first of such a URL bypasses the browser's caches (`no-store`).
 */
let preloaded: Set<string> | undefined;
const answered = new Set<string>();

function preloadedUrls(): Set<string> {
  preloaded ??= new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map(
      (link) => link.href,
    ),
  );
  return preloaded;
}

/** The cache mode for a request: none of its own, but `no-store` for a preloaded URL's second request on. */
export function cacheModeFor(url: string, method: string): RequestCache | undefined {
  if (method.toUpperCase() !== 'GET' || typeof document === 'undefined') return undefined;
  const absolute = new URL(url, document.baseURI).href;
  if (!preloadedUrls().has(absolute)) return undefined;
  if (!answered.has(absolute)) {
    answered.add(absolute);
    return undefined;
  }
  return 'no-store';
}

/** For tests: as on a page just loaded (its preload links read again). */
export function forgetPreloadsForTests(): void {
  preloaded = undefined;
  answered.clear();
}
