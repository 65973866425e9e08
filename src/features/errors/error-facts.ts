import type { TFunction } from 'i18next';

import { isApiError } from '@/api/api-error';
import type { Translate } from '@/api/errors';

/** i18next's typed `t` as the plain translator `chooseErrorMessage` takes (keys come from the catalogue). */
export function asTranslate(t: TFunction): Translate {
  return (key, values) => (t as unknown as Translate)(key, values);
}

/** AUTH_REQUIRED (a 401): the session is gone, and trying the same call again will not help. */
export function isAuthRequired(error: unknown): boolean {
  return isApiError(error) && (error.code === 'AUTH_REQUIRED' || error.status === 401);
}
