import { lazy, Suspense } from 'react';

import { ChunkErrorBoundary } from './chunk-error-boundary';
import type { ChunkErrorDialogProps } from './chunk-error-dialog-view';
import { ChunkErrorState } from './chunk-error-state';
import { loadChunkErrorDialog } from './load-chunk-error-dialog';

const ChunkErrorDialogView = lazy(loadChunkErrorDialog);

/**
 * A dialog whose own code could not load: a dialog of the same name holding the message, closable as the
 * real one is (Escape, the close button), so the screen behind it stays usable. Should this dialog's code
 * not load either, the message shows in its place.
 */
export function ChunkErrorDialog(props: ChunkErrorDialogProps) {
  return (
    <ChunkErrorBoundary fallback={props.open && <ChunkErrorState />}>
      <Suspense fallback={null}>
        <ChunkErrorDialogView {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
