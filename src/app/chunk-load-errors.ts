import { markChunkLoadError } from '@/ui/chunk-error';

/** The key under which the router remembers it reloaded the page for a route chunk that failed to load. */
const routerReloadKey = (error: Error) => `tanstack_router_reload:${error.message}`;

/**
 * Every chunk Vite's loader fails to fetch is marked as such, so the error boundaries recognise it whatever
 * the browser's wording. And the router's own answer to a missing route chunk, reloading the whole page
 * once, is declined: the page's place shows the message with Reload instead, and the shell stays (offline,
 * a reload would lose it).
 */
export function watchChunkLoadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const error: unknown = (event as Event & { payload?: unknown }).payload;
    markChunkLoadError(error);
    if (!(error instanceof Error)) return;
    try {
      sessionStorage.setItem(routerReloadKey(error), '1');
    } catch {
      // storage unavailable: the router reloads once, as it would anyway
    }
  });
}
