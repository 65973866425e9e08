import { useEffect, useRef } from 'react';

import { useGetCurrentUser } from '@/api/generated/endpoints/users/users';
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
  // The spec's user carries no settings: then the account's come with the profile, once it answers (and if it
  // fails or has none, the console keeps the browser's language and the system theme).
  const needsProfile = user !== undefined && user.settings === undefined;
  const profile = useGetCurrentUser({ query: { enabled: needsProfile } });
  const settings = user?.settings ?? (profile.data as SessionUser | undefined)?.settings;
  const waiting = needsProfile && profile.isPending;

  useEffect(() => {
    if (!user || waiting || savingFor?.id !== user.id || appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    const keep: SettingsPatch = {};
    if (isUnsaved('theme')) {
      keep.theme = theme;
    } else {
      // Open strings on the wire: a theme the console does not know is `system`.
      const serverTheme = isTheme(settings?.theme) ? settings.theme : DEFAULT_THEME;
      if (serverTheme !== theme) setTheme(serverTheme);
    }
    if (isUnsaved('language')) {
      keep.language = currentLanguage();
    } else {
      // A language the console does not offer: the nearest offered.
      const serverLanguage = offeredLanguage(settings?.language);
      if (serverLanguage !== currentLanguage()) void changeLanguage(serverLanguage);
    }
    if (Object.keys(keep).length > 0) saveSettings(keep);
  }, [user, settings, waiting, savingFor, theme, setTheme, saveSettings]);
}
