import { useTranslation as useI18nextTranslation } from 'react-i18next';

import { i18n } from './i18n';
import type { TFunction } from './keys';

/**
 * react-i18next's hook with the console's typed `t` (keys.ts): `t` changes identity, and the component
 * renders again, when the language changes or strings are added (i18n.ts binds both). `lng` pins one
 * language (the maintenance screen's Swedish line).
 */
export function useTranslation(
  _namespace?: undefined,
  options: { lng?: string } = {},
): { t: TFunction; i18n: typeof i18n } {
  const { t } = useI18nextTranslation(undefined, options.lng ? { lng: options.lng } : undefined);
  return { t: t as unknown as TFunction, i18n };
}
