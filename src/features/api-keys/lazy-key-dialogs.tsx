import { lazy, type ComponentProps } from 'react';

import { useTranslation } from '@/i18n';
import { LazyDialog } from '@/ui/chunk-error';

import type { CreateKeyDialog as CreateDialog } from './create-key-dialog';
import type { RevokeKeyDialog as RevokeDialog } from './revoke-key-dialog';
import type { RotateKeyDialog as RotateDialog } from './rotate-key-dialog';

import { loadCreateKeyDialog } from './load-key-dialogs';

// The key dialogs and the form kit they use load when first opened: the list's first paint does not wait
// for them.
const CreateBody = lazy(() => loadCreateKeyDialog().then((module) => ({ default: module.CreateKeyDialog })));
const RotateBody = lazy(() =>
  import('./rotate-key-dialog').then((module) => ({ default: module.RotateKeyDialog })),
);
const RevokeBody = lazy(() =>
  import('./revoke-key-dialog').then((module) => ({ default: module.RevokeKeyDialog })),
);

/** The create dialog, its code loaded on first opening (or ahead of it by `preloadCreateKeyDialog`). */
export function CreateKeyDialog(props: ComponentProps<typeof CreateDialog>) {
  const { t } = useTranslation();
  return (
    <LazyDialog open={props.open} title={t('pages.apiKeys.form.title')} onClose={props.onClose}>
      {(shown) => <CreateBody {...props} open={shown} />}
    </LazyDialog>
  );
}

export function RotateKeyDialog(props: ComponentProps<typeof RotateDialog>) {
  const { t } = useTranslation();
  const title = t('pages.apiKeys.rotate.title', { name: props.apiKey?.name ?? '' });
  return (
    <LazyDialog open={props.apiKey !== null} title={title} onClose={props.onClose}>
      {(shown) => <RotateBody {...props} apiKey={shown ? props.apiKey : null} />}
    </LazyDialog>
  );
}

export function RevokeKeyDialog(props: ComponentProps<typeof RevokeDialog>) {
  const { t } = useTranslation();
  const title = t('pages.apiKeys.revoke.title', { name: props.apiKey?.name ?? '' });
  return (
    <LazyDialog open={props.apiKey !== null} title={title} onClose={props.onClose}>
      {(shown) => <RevokeBody {...props} apiKey={shown ? props.apiKey : null} />}
    </LazyDialog>
  );
}
