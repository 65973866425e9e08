import { useEffect, useState } from 'react';

/**
 * False until the frame the component first rendered in has been painted, then true: a part below the
 * fold (a chart) can wait for it, so the page's first paint does not wait for that part's code. With
 * `ready` (the part's code is already in), true from the start.
 */
export function useAfterFirstPaint(ready = false): boolean {
  const [painted, setPainted] = useState(ready);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout queued from a frame callback runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
