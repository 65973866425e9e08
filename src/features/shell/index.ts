export { useColorMode, type ColorMode } from './color-mode';
export { LanguageSwitch } from './language-switch';
export { NotFoundScreen } from './not-found-screen';
export { ThemeSwitch } from './theme-switch';
export { VersionLabel } from './version-label';
