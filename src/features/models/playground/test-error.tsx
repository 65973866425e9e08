import { Alert } from '@chakra-ui/react';

import { isApiError } from '@/api/api-error';
import { chooseErrorMessage, type Translate } from '@/api/errors';
import { useTranslation } from '@/i18n';

/** A failed test, in place: the catalogue's message (what the user typed stays in the form). */
export function TestError({ error, usedKey }: { error: unknown; usedKey: boolean }) {
  const { t } = useTranslation();
  const translate = t as unknown as Translate;
  const keyRejected = usedKey && isApiError(error) && (error.status === 401 || error.status === 403);
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('pages.models.test.failed')}</Alert.Title>
        <Alert.Description>
          {chooseErrorMessage(error, translate)}
          {keyRejected && ` ${t('pages.models.test.keyHint')}`}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
