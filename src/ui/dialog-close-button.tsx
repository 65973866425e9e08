import { CloseButton, Dialog } from '@chakra-ui/react';

import { useTranslation } from '@/i18n';

/**
 * A dialog's corner close button, named in the user's language: Chakra's own is named "Close" whatever the
 * language. Disabled while the dialog's action runs.
 */
export function DialogCloseButton({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" disabled={disabled} aria-label={t('dialog.close')} />
    </Dialog.CloseTrigger>
  );
}
