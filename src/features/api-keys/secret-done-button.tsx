import { Button } from '@chakra-ui/react';
import type { MouseEvent } from 'react';

import { useTranslation } from '@/i18n';

/**
 * Closes the one-time secret. It stands where Create or Rotate stood, so the second click of a double click on
 * those could land on it the moment the secret appears and close it unseen: a click that is part of a
 * multi-click (`detail > 1`) is ignored; a keyboard press (`detail` 0) or a single click closes.
 */
export function SecretDoneButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 1) return;
    onDone();
  };
  return <Button onClick={onClick}>{t('pages.apiKeys.secret.done')}</Button>;
}
