import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { updateUser } from '@/api/generated/endpoints/users/users';
import type { UserProfile, UserSettings } from '@/api/generated/model';
import type { Theme } from '@/config';
import { deriveAuthState } from '@/features/auth/auth-machine';
import { authStatusQueryOptions } from '@/features/auth/auth-status-query';
import { useColorMode } from '@/features/shell/color-mode';
import { changeLanguage, currentLanguage, useTranslation, type Language } from '@/i18n';
import { toaster } from '@/ui/toaster';

import { cachedSettings, refetchUser, storeSavedProfile, updateCachedUser, withSettings } from './user-cache';
import { useErrorMessage } from './use-error-message';

/** Every settings save runs one after the other, each sending the settings as they are by then. */
const SETTINGS_SCOPE = { id: 'user-settings' } as const;
export const SAVE_SETTINGS_KEY = ['updateUser', 'settings'] as const;

type SettingsPatch = Partial<Pick<UserSettings, 'theme' | 'language' | 'notifications'>>;

interface SaveOptions {
  /** Called once the server holds the change. */
  onSaved?: () => void;
}

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

/**
 * Theme, language and email notifications, kept in two places that agree: the browser (the `theme` and
 * `language` keys, applied at once) and the user's `settings` on the server (`PUT /v1/users/{id}`), so they
 * follow the user to other devices. Signed out (the sign-in screen), only the browser changes. The server's
 * choice wins when the signed-in app starts (useServerPreferences). The shell's switches, the command palette
 * and the settings page all change preferences through this hook.
 */
export function usePreferences(): Preferences {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  // The auth status as already known (the signed-in guard loaded it): asking for it here would fetch it
  // wherever the hook is used, e.g. on the sign-in screen or in a palette that has not needed it yet.
  const { data: status } = useQuery({ ...authStatusQueryOptions(), enabled: false });
  const auth = status && deriveAuthState({ status: 'success', data: status });
  const user = auth?.kind === 'signed-in' ? auth.user : undefined;
  const { theme, setTheme: setLocalTheme } = useColorMode();
  const userId = user?.id;

  const save = useMutation({
    mutationKey: SAVE_SETTINGS_KEY,
    scope: SETTINGS_SCOPE,
    // The settings as cached when this save's turn comes: they hold every change made so far.
    mutationFn: ({ id, fallback }: { id: number; fallback: UserSettings }): Promise<UserProfile> =>
      updateUser(id, { settings: cachedSettings(queryClient, id) ?? fallback }),
    onSuccess: (profile) => storeSavedProfile(queryClient, profile),
    onError: (error) => {
      refetchUser(queryClient);
      toaster.create({
        type: 'error',
        title: t('pages.settings.preferences.saveFailed'),
        description: errorMessage(error),
      });
    },
  });
  const { mutate } = save;

  const saveSettings = useCallback(
    (patch: SettingsPatch, options?: SaveOptions) => {
      if (userId === undefined || !user) return;
      const before = cachedSettings(queryClient, userId) ?? user.settings;
      const next = { ...before, ...patch };
      if (Object.entries(patch).every(([key, value]) => before[key as keyof UserSettings] === value)) return;
      updateCachedUser(queryClient, userId, withSettings(patch));
      mutate({ id: userId, fallback: next }, { onSuccess: () => options?.onSaved?.() });
    },
    [mutate, queryClient, user, userId],
  );

  const setTheme = useCallback(
    (next: Theme) => {
      setLocalTheme(next);
      saveSettings({ theme: next });
    },
    [saveSettings, setLocalTheme],
  );
  const setLanguage = useCallback(
    (next: Language) => {
      void changeLanguage(next);
      saveSettings({ language: next });
    },
    [saveSettings],
  );
  const setNotifications = useCallback(
    (on: boolean, options?: SaveOptions) => saveSettings({ notifications: on }, options),
    [saveSettings],
  );

  return {
    theme,
    language: currentLanguage(),
    notifications: user?.settings.notifications,
    setTheme,
    setLanguage,
    setNotifications,
    saving: save.isPending,
  };
}
