/** Longest wait for the paint entry, should the browser not report one (the frame was painted already). */
const LONGEST_WAIT_MS = 3_000;

/**
 * Calls `callback` once the page has had its first contentful paint (at once if it has), or after
 * `LONGEST_WAIT_MS`; where the browser does not report paints (jsdom), at once. Returns a function that
 * cancels it.
 */
export function afterFirstContentfulPaint(callback: () => void): () => void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const reported =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes as readonly string[] | undefined)?.includes('paint') === true;
  if (!reported || painted()) {
    callback();
    return () => undefined;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    callback();
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) finish();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(finish, LONGEST_WAIT_MS);
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}
