import { Suspense, useState, type ReactNode } from 'react';

import { ChunkErrorBoundary } from './chunk-error-boundary';
import { ChunkErrorDialog } from './chunk-error-dialog';

interface LazyDialogProps {
  open: boolean;
  /** The dialog's own name, for the dialog that says its code could not load. */
  title: string;
  onClose: () => void;
  /** The lazily loaded dialog (React.lazy), rendered with the same `open`. */
  children: ReactNode;
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
    <ChunkErrorBoundary fallback={<ChunkErrorDialog open={open} title={title} onClose={onClose} />}>
      <Suspense fallback={null}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
