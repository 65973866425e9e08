import { useEffect, useRef } from 'react';

import type { SessionUser } from '@/api/session-user';
import { DEFAULT_THEME, isTheme } from '@/config';
import { useColorMode } from '@/ui/color-mode';
import { changeLanguage, currentLanguage, offeredLanguage } from '@/i18n';

import { isUnsaved } from './unsaved-preferences';
import { useSaveSettings, type SettingsPatch } from './use-save-settings';

/**
 * At the signed-in app's start, the choice made last wins: an unsaved signed-out one, else the account's
 * (docs/preferences.md).
 */
export function useServerPreferences(user: SessionUser | undefined): void {
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
      const serverTheme = isTheme(user.settings?.theme) ? user.settings.theme : DEFAULT_THEME;
      if (serverTheme !== theme) setTheme(serverTheme);
    }
    if (isUnsaved('language')) {
      keep.language = currentLanguage();
    } else {
      // A language the console does not offer: the nearest offered.
      const serverLanguage = offeredLanguage(user.settings?.language);
      if (serverLanguage !== currentLanguage()) void changeLanguage(serverLanguage);
    }
    if (Object.keys(keep).length > 0) saveSettings(keep);
  }, [user, savingFor, theme, setTheme, saveSettings]);
}
