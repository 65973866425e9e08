import type { TFunction } from 'i18next';

import type { Translate } from '@/api/errors';

/** i18next's typed `t` as the plain translator `chooseErrorMessage` takes (keys come from the catalogue). */
export function asTranslate(t: TFunction): Translate {
  return (key, values) => (t as unknown as Translate)(key, values);
}

/** One rule for the whole console (api-error.ts): AUTH_REQUIRED, or any 401. */
export { isAuthFailure as isAuthRequired } from '@/api/api-error';
