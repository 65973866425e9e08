import { lazy } from 'react';

import { LazyDialog } from '@/ui/chunk-error';
import type { ConfirmDialogProps } from '@/ui/confirm-dialog';

const ConfirmBody = lazy(() =>
  import('@/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** A `ConfirmDialog` whose code (and zag's dialog) loads when it first opens, for a page that shows one inline. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  return (
    <LazyDialog open={props.open} title={props.title} onClose={props.onClose}>
      {(shown) => <ConfirmBody {...props} open={shown} />}
    </LazyDialog>
  );
}
