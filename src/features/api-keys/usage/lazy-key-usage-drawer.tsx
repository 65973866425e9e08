import { lazy, type ComponentProps } from 'react';

import { useTranslation } from '@/i18n';
import { LazyDialog } from '@/ui/chunk-error';

import type { KeyUsageDrawer as Drawer } from './key-usage-drawer';

// The drawer (with zag's dialog machine) loads when a key's usage is first opened: the key list's first
// paint does not wait for it.
const KeyUsageDrawerBody = lazy(() =>
  import('./key-usage-drawer').then((module) => ({ default: module.KeyUsageDrawer })),
);

/** A key's usage in a side panel, its code loaded on first opening. */
export function KeyUsageDrawer(props: ComponentProps<typeof Drawer>) {
  const { t } = useTranslation();
  const title = t('pages.apiKeys.usage.title', { name: props.apiKey?.name ?? '' });
  return (
    <LazyDialog open={props.apiKey !== null} title={title} onClose={props.onClose}>
      {(shown) => <KeyUsageDrawerBody {...props} apiKey={shown ? props.apiKey : null} />}
    </LazyDialog>
  );
}
