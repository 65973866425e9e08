/**
 * A page's data is asked for by its route's loader (render-as-you-fetch; app/prefetch-page.ts): as soon as
 * the router knows where the visit goes, alongside the page's code, and when a link to the page is hovered
 * or focused (the router's `intent` preload), rather than once the page has rendered. The loaders call
 * `queryClient.prefetchQuery`, which only asks for what is not fresh in the cache and never throws, and do
 * not wait for it: the page shows its skeleton, error or data as the queries go, exactly as before.
 *
 * Hooks of such a page pass this in their query options: a mount does not ask again for a query that has
 * just failed. The loader has asked (with the retries of src/app/query-client.ts) on this very visit and
 * asks again on every later one; a second request on mount would double every fault. Retry stays one click
 * away (each page's error state).
 */
export const ASKED_BY_ROUTE = { retryOnMount: false } as const;
