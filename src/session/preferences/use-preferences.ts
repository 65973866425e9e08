import { useCallback } from 'react';

import { markUnsaved, type Theme } from '@/config';
import { useColorMode } from '@/ui/color-mode';
import { changeLanguage, currentLanguage, type Language } from '@/i18n';

import { useSaveSettings, type SaveOptions } from './use-save-settings';

export interface Preferences {
  /** The theme shown now (the local `theme` key, which the server's matches once saved). */
  readonly theme: Theme;
  readonly language: Language;
  /** The user's email notification choice on the server; undefined while nobody is signed in. */
  readonly notifications: boolean | undefined;
  readonly setTheme: (theme: Theme) => void;
  readonly setLanguage: (language: Language) => void;
  readonly setNotifications: (on: boolean, options?: SaveOptions) => void;
  /** A change of this hook's caller is on its way to the server. */
  readonly saving: boolean;
}

/** Theme, language and notifications, in the browser and, signed in, the account (docs/preferences.md). */
export function usePreferences(): Preferences {
  const { user, saveSettings, saving } = useSaveSettings();
  const { theme, setTheme: setLocalTheme } = useColorMode();

  const signedIn = user !== undefined;
  const setTheme = useCallback(
    (next: Theme) => {
      if (!signedIn) markUnsaved('theme');
      setLocalTheme(next);
      saveSettings({ theme: next });
    },
    [saveSettings, setLocalTheme, signedIn],
  );
  const setLanguage = useCallback(
    (next: Language) => {
      if (!signedIn) markUnsaved('language');
      void changeLanguage(next);
      saveSettings({ language: next });
    },
    [saveSettings, signedIn],
  );
  const setNotifications = useCallback(
    (on: boolean, options?: SaveOptions) => saveSettings({ notifications: on }, options),
    [saveSettings],
  );

  return {
    theme,
    language: currentLanguage(),
    notifications: user?.settings?.notifications,
    setTheme,
    setLanguage,
    setNotifications,
    saving,
  };
}
