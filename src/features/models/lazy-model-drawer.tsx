import { lazy, type ComponentProps } from 'react';

import { LazyDialog } from '@/ui/chunk-error';

import { loadModelDrawer } from './load-model-drawer';
import type { ModelDrawer as Drawer } from './model-drawer';

// The drawer (with zag's dialog and tabs machines) loads when a model is first opened, or ahead of it when a
// model's link is pointed at or focused: the catalogue's first paint does not wait for it.
const ModelDrawerBody = lazy(() => loadModelDrawer().then((module) => ({ default: module.ModelDrawer })));

/** A model's details beside the catalogue, its code loaded on first opening. */
export function ModelDrawer(props: ComponentProps<typeof Drawer>) {
  return (
    <LazyDialog open={props.modelId !== undefined} title={props.modelId ?? ''} onClose={props.onClose}>
      {(shown) => <ModelDrawerBody {...props} modelId={shown ? props.modelId : undefined} />}
    </LazyDialog>
  );
}
