export {
  addStrings,
  changeLanguage,
  currentLanguage,
  i18n,
  loadStartLanguage,
  loadStringsPart,
} from './i18n';
export {
  formatMicros,
  formatCompactNumber,
  formatCountry,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  numberFormat,
  numberLocale,
} from './format';
export { microsToDecimal, microsToEuros, sumMicros, toMicros } from './money';
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  NUMBER_LOCALES,
  SUPPORTED_LANGUAGES,
  isLanguage,
  offeredLanguage,
  type Language,
} from './languages';
export {
  uncheckedT,
  type TFunction,
  type TranslateOptions,
  type TranslationKey,
  type UncheckedTFunction,
} from './keys';
export { useTranslation } from './use-translation';
