export { changeLanguage, currentLanguage, i18n, loadStartLanguage } from './i18n';
export { formatDate, formatDateTime, formatMoney } from './format';
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  isLanguage,
  offeredLanguage,
  type Language,
} from './languages';
export { useTranslation, Trans } from 'react-i18next';
