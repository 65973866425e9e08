import { lazy, Suspense } from 'react';

import { ChunkErrorBoundary } from './chunk-error';
import { loadToasterStore } from './toaster';
import { useAfterFirstPaint } from './use-after-first-paint';

const ToasterHost = lazy(() =>
  loadToasterStore().then(() => import('./toaster-host').then((module) => ({ default: module.Toaster }))),
);

/**
 * The signed-in layout's `<Toaster />`, asked for once the first frame is painted: toasts come after a user's
 * action, never with the first paint, which so does not wait for zag's toast machine. Should its code not
 * load (the network dropped at that moment), the toasts' part says so in place of the toasts.
 */
export function ToasterAfterFirstPaint() {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <ToasterHost />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
