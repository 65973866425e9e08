import { startTransition, useEffect, useState } from 'react';

import { afterFirstContentfulPaint } from './first-contentful-paint';

/**
 * Calls `callback` once the frame under way has been painted and the page has had its first contentful
 * paint. Returns a function that cancels it.
 */
function afterThisFramePainted(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelWait: (() => void) | undefined;
  // A timeout queued from a frame callback runs after that frame is painted.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      cancelWait = afterFirstContentfulPaint(callback);
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    cancelWait?.();
  };
}

/**
 * False until the frame the component first rendered in has been painted and the page has had its first
 * contentful paint, then true: a part the first paint does not show (a chart below the fold, a menu's
 * popup) can wait for it, so that paint does not wait for the part's code. With `ready` (the part's code is
 * already in), true from the start.
 */
export function useAfterFirstPaint(ready = false): boolean {
  const [painted, setPainted] = useState(ready);
  useEffect(() => {
    if (painted) return;
    // A transition: the re-render it brings is done in slices, never as one task right after the paint.
    return afterThisFramePainted(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}

/**
 * Fetches a lazy part's code once the page has had its first paint (`when`: only if the part can be needed),
 * so it is in before it is used without the paint waiting for it. A failed fetch is left to the part's own
 * load, which shows the chunk error. It holds no state: the component is not rendered again for it.
 */
export function usePreloadAfterFirstPaint(load: () => Promise<unknown>, when = true): void {
  useEffect(() => {
    if (!when) return;
    return afterThisFramePainted(() => void load().catch(() => undefined));
  }, [when, load]);
}
