/**
 * Settings. `usePreferences` is how anything changes a signed-in user's theme, language or notifications
 * (saved to the account as well as the browser); `useServerPreferences` lets the account's theme and language
 * win when the signed-in app starts. The page itself (settings-page.tsx) is imported by its route only, so it
 * stays in the route's lazy chunk.
 */
export { usePreferences, type Preferences } from './use-preferences';
export { useServerPreferences } from './use-server-preferences';
