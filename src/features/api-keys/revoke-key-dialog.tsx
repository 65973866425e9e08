import { useState, type RefObject } from 'react';

import type { ApiKeyAsRead } from '@/api/as-read';
import { useTranslation } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toaster } from '@/ui/toaster';

import { useRevokeKey } from './use-key-mutations';
import { useErrorMessage } from '@/ui/form';

interface RevokeKeyDialogProps {
  /** The key to revoke; null when closed. */
  apiKey: ApiKeyAsRead | null;
  onClose: () => void;
  finalFocusRef: RefObject<HTMLElement | null>;
}

/** Revoke a key, after a confirmation that names it. The key leaves the list at once. */
export function RevokeKeyDialog({ apiKey, onClose, finalFocusRef }: RevokeKeyDialogProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const revoke = useRevokeKey();
  // The key stays named while the dialog closes.
  const [shown, setShown] = useState(apiKey);
  if (apiKey && apiKey !== shown) setShown(apiKey);
  const name = shown?.name ?? '';

  const confirm = async (): Promise<string | undefined> => {
    if (!apiKey) return undefined;
    try {
      await revoke.mutateAsync({ id: apiKey.id });
    } catch (error) {
      return errorMessage(error);
    }
    toaster.create({ type: 'success', title: t('pages.apiKeys.revoke.done', { name: apiKey.name }) });
    return undefined;
  };

  return (
    <ConfirmDialog
      open={apiKey !== null}
      title={t('pages.apiKeys.revoke.title', { name })}
      description={t('pages.apiKeys.revoke.body')}
      confirmLabel={t('pages.apiKeys.revoke.confirm')}
      busyLabel={t('pages.apiKeys.revoke.pending')}
      keepLabel={t('pages.apiKeys.revoke.cancel')}
      unexpectedError={t('errors.unexpected')}
      onConfirm={confirm}
      onClose={onClose}
      finalFocusRef={finalFocusRef}
    />
  );
}
