import { LOCAL_STORAGE_KEYS } from './constants';

/** The preferences a browser and an account both hold. */
export type AccountPreference = 'theme' | 'language';

/** The localStorage key that marks `preference` as chosen signed out and not yet saved to an account. */
export const unsavedKey = (preference: AccountPreference) => LOCAL_STORAGE_KEYS[`${preference}Unsaved`];

/**
 * A theme or language chosen with nobody signed in (the sign-in screen) is newer than the account's, saved
 * at an earlier visit: it is marked until an account holds it, so the next sign-in keeps it and saves it
 * rather than applying the account's (session/preferences/use-server-preferences.ts reads and clears the mark).
 */
export function markUnsaved(preference: AccountPreference): void {
  try {
    localStorage.setItem(unsavedKey(preference), 'true');
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}
