import { useEffect, useRef } from 'react';

import type { UserProfile } from '@/api/generated/model';
import { DEFAULT_THEME, isTheme } from '@/config';
import { useColorMode } from '@/ui/color-mode';
import { changeLanguage, currentLanguage, offeredLanguage } from '@/i18n';

import { isUnsaved } from './unsaved-preferences';
import { useSaveSettings, type SettingsPatch } from './use-save-settings';

/**
 * When the signed-in app starts (a sign-in, or a reload), the choice made last wins for theme and language:
 * - one made in this browser with nobody signed in (the sign-in screen), and not yet saved, is newer than
 *   the account's: it stays and is saved to the account (a failed save is told, and the choice stays marked
 *   so the next start tries again);
 * - otherwise the account's wins (a choice made on another device).
 * From then on every change goes through `usePreferences`, which saves it to both places, so they stay in
 * step. Later auth-status answers are not applied: one that left the server before a change was saved would
 * undo it.
 */
export function useServerPreferences(user: UserProfile | undefined): void {
  const { theme, setTheme } = useColorMode();
  const { user: savingFor, saveSettings } = useSaveSettings();
  const appliedFor = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!user || savingFor?.id !== user.id || appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    const keep: SettingsPatch = {};
    if (isUnsaved('theme')) {
      keep.theme = theme;
    } else {
      // Open strings on the wire: a theme the console does not know is `system`.
      const serverTheme = isTheme(user.settings.theme) ? user.settings.theme : DEFAULT_THEME;
      if (serverTheme !== theme) setTheme(serverTheme);
    }
    if (isUnsaved('language')) {
      keep.language = currentLanguage();
    } else {
      // A language the console does not offer: the nearest offered.
      const serverLanguage = offeredLanguage(user.settings.language);
      if (serverLanguage !== currentLanguage()) void changeLanguage(serverLanguage);
    }
    if (Object.keys(keep).length > 0) saveSettings(keep);
  }, [user, savingFor, theme, setTheme, saveSettings]);
}
