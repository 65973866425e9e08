import { uncheckedT, type TFunction, type TranslationKey } from '@/i18n';

import { isApiError } from '@/api/api-error';
import { chooseErrorMessage, type Translate } from '@/api/errors';

/** The typed `t` as the plain translator `chooseErrorMessage` takes (keys come from the catalogue). */
export function asTranslate(t: TFunction): Translate {
  return (key, values) => uncheckedT(t)(key as TranslationKey, values);
}

/** One rule for the whole console (api-error.ts): AUTH_REQUIRED, or any 401. */
export { isAuthFailure as isAuthRequired } from '@/api/api-error';

/**
 * What a failed page or panel says: the catalogue's message for a platform answer; for a fault of the
 * console itself (a thrown Error) the general one, never its raw text.
 */
export function pageErrorMessage(error: unknown, t: Translate): string {
  const ownFault = error instanceof Error && !isApiError(error);
  return ownFault ? t('errors.unexpected') : chooseErrorMessage(error, t);
}
