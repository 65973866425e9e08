import { unsavedKey, type AccountPreference } from '@/config';

/**
 * Reading and clearing the mark of a theme or language chosen signed out (config/unsaved-preferences.ts sets
 * it): only the signed-in app needs them, so they stay out of the sign-in screen's first load.
 */
export function isUnsaved(preference: AccountPreference): boolean {
  try {
    return localStorage.getItem(unsavedKey(preference)) === 'true';
  } catch {
    return false; // storage disabled: nothing was kept
  }
}

export function clearUnsaved(preference: AccountPreference): void {
  try {
    localStorage.removeItem(unsavedKey(preference));
  } catch {
    // storage disabled: nothing to clear
  }
}
