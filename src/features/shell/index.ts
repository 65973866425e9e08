export { useColorMode, type ColorMode } from './color-mode';
export { LanguageSwitch } from './language-switch';
export { ThemeSwitch } from './theme-switch';
