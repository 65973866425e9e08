/**
 * Whether an error means a part of the console's code could not be fetched: a deploy replaced the files a
 * tab still names, or the network dropped the request. Each browser words a failed dynamic import its own
 * way; Vite's preloader reports its own failures through `vite:preloadError` (see `watchChunkLoadErrors`).
 */
const FAILED_IMPORT_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS for', // Vite's preloader
];

const reportedByVite = new WeakSet<object>();

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (reportedByVite.has(error)) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && FAILED_IMPORT_MESSAGES.some((start) => message.startsWith(start));
}

/** Remembers an error Vite's preloader reported as a failed chunk, whatever its wording. */
export function markChunkLoadError(error: unknown): void {
  if (typeof error === 'object' && error !== null) reportedByVite.add(error);
}
