import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

import { ChunkErrorBoundary } from './chunk-error';
import { loadToasterStore, toastAsked } from './toaster';
import { useAfterFirstPaint } from './use-after-first-paint';

const loadToasterHost = () =>
  loadToasterStore().then(() => import('./toaster-host').then((module) => ({ default: module.Toaster })));

const ToasterHost = lazy(loadToasterHost);

/**
 * The signed-in layout's `<Toaster />`, mounted when the first toast is asked for, with the toasts asked for
 * so far: toasts come after a user's action, never with the first paint, and an idle host would start zag's
 * toast machine while the page is still loading. Its code is fetched after the first paint, so the first toast
 * does not wait for it. Should that code not load, the toasts' part says so in place of the toasts.
 */
export function ToasterWhenAsked() {
  const painted = useAfterFirstPaint();
  const shown = useSyncExternalStore(toastAsked.subscribe, toastAsked.get, toastAsked.get);
  useEffect(() => {
    if (painted) void loadToasterHost().catch(() => undefined); // the host's own import reports it
  }, [painted]);
  if (!shown) return null;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <ToasterHost />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
