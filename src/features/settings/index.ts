/**
 * Settings. `usePreferences` is how anything changes a signed-in user's theme, language or notifications
 * (saved to the account as well as the browser); `useServerPreferences` lets the choice made last win when the
 * signed-in app starts: one made signed out and not yet saved is saved to the account, else the account's
 * applies. The page itself (settings-page.tsx) is imported by its route only, so it stays in the route's lazy
 * chunk.
 */
export { usePreferences, type Preferences } from './use-preferences';
export { useServerPreferences } from './use-server-preferences';
