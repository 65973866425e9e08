import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { en } from './en';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  readStoredLanguage,
  storeLanguage,
  SUPPORTED_LANGUAGES,
  type Language,
} from './languages';
import { sv } from './sv';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, sv: { translation: sv } },
  lng: readStoredLanguage() ?? DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: SUPPORTED_LANGUAGES,
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false, // resources are bundled: ready before the first render
});

function reflectLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
reflectLanguage(i18n.language);
i18n.on('languageChanged', reflectLanguage);

/** The active interface language (one of the supported ones). */
export function currentLanguage(): Language {
  const active = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(active) ? active : DEFAULT_LANGUAGE;
}

/** Switches the interface language and remembers it in localStorage. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}
