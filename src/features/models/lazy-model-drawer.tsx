import { lazy, type ComponentProps } from 'react';

import { LazyDialog } from '@/ui/chunk-error';

import type { ModelDrawer as Drawer } from './model-drawer';

// The drawer (with zag's dialog and tabs machines) loads when a model is first opened: the catalogue's
// first paint does not wait for it.
const ModelDrawerBody = lazy(() =>
  import('./model-drawer').then((module) => ({ default: module.ModelDrawer })),
);

/** A model's details beside the catalogue, its code loaded on first opening. */
export function ModelDrawer(props: ComponentProps<typeof Drawer>) {
  return (
    <LazyDialog open={props.modelId !== undefined} title={props.modelId ?? ''} onClose={props.onClose}>
      <ModelDrawerBody {...props} />
    </LazyDialog>
  );
}
