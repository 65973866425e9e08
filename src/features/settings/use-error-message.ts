import { useCallback } from 'react';

import { chooseErrorMessage } from '@/api/errors';
import { asTranslate } from '@/ui/errors/error-facts';
import { useTranslation } from '@/i18n';

/** The catalogue's message for a failed call (spec section 8), in the interface language. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => chooseErrorMessage(error, asTranslate(t)), [t]);
}
