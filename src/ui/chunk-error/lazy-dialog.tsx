import { Suspense, useEffect, useState, type ReactNode } from 'react';

import { ChunkErrorBoundary } from './chunk-error-boundary';
import { ChunkErrorDialog } from './chunk-error-dialog';

interface LazyDialogProps {
  open: boolean;
  /** The dialog's own name, for the dialog that says its code could not load. */
  title: string;
  onClose: () => void;
  /** The lazily loaded dialog (React.lazy), rendered open when `shown` is. */
  children: (shown: boolean) => ReactNode;
}

/**
 * A dialog whose code loads the first time it opens, so a page's first paint does not wait for it. It
 * renders nothing before that and stays mounted after, so it can animate closed; should its code not
 * load, a dialog of the same name says so and the page behind it stays usable.
 */
export function LazyDialog({ open, title, onClose, children }: LazyDialogProps) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <ChunkErrorBoundary
      fallback={
        <OpenOnceMounted open={open}>
          {(shown) => <ChunkErrorDialog open={shown} title={title} onClose={onClose} />}
        </OpenOnceMounted>
      }
    >
      <Suspense fallback={null}>
        <OpenOnceMounted open={open}>{children}</OpenOnceMounted>
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * Renders its dialog closed until the frame after its first commit, and as asked from then on. A zag dialog
 * mounted already open can close itself at once, as Ark UI's maintainers note: under React's StrictMode its
 * focus trap, unmounted and mounted again, hands focus back to the button that opened it, which reads as a
 * focus outside the dialog.
 */
function OpenOnceMounted({ open, children }: { open: boolean; children: (shown: boolean) => ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // The frame after the first commit: by then the effects of that commit, doubled or not, have run.
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return children(open && mounted);
}
