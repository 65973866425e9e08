import { useCallback } from 'react';

import { chooseErrorMessage, type Translate } from '@/api/errors';
import { useTranslation } from '@/i18n';

/** The catalogue's message for a failed call (spec section 8), in the interface language. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => chooseErrorMessage(error, (key, values) => (t as unknown as Translate)(key, values)),
    [t],
  );
}
