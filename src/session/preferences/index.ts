// Theme, language and notification preferences, saved to the browser and the signed-in account.
export { usePreferences, type Preferences } from './use-preferences';
export { useServerPreferences } from './use-server-preferences';
