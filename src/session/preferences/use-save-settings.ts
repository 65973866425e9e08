import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { getGetCurrentUserQueryOptions, updateUser } from '@/api/generated/endpoints/users/users';
import type { UserProfile, UserSettings } from '@/api/generated/model';
import type { SessionUser } from '@/api/session-user';
import { deriveAuthState } from '@/session/auth-machine';
import { authStatusQuery } from '@/api/auth-status';
import { useTranslation } from '@/i18n';
import { toaster } from '@/ui/toaster';

import { clearUnsaved } from './unsaved-preferences';
import {
  cachedSettings,
  refetchUser,
  storeSavedProfile,
  updateCachedUser,
  withSettings,
} from '@/session/user-cache';
// The hook's own module, not the form kit's index: the index creates the form hook, and with it TanStack
// Form would join the signed-in app's first load.
import { useErrorMessage } from '@/ui/form/use-error-message';

/** Every settings save runs one after the other, each sending the settings as they are by then. */
const SETTINGS_SCOPE = { id: 'user-settings' } as const;
export const SAVE_SETTINGS_KEY = ['updateUser', 'settings'] as const;

export type SettingsPatch = Partial<Pick<UserSettings, 'theme' | 'language' | 'notifications'>>;

export interface SaveOptions {
  /** Called once the server holds the change. */
  onSaved?: () => void;
}

const SETTING_KEYS = ['language', 'notifications', 'theme', 'timezone'] as const;

/**
 * The settings a save sends: the account's as the console knows them with this change in. When the signed-in
 * user came without them (the spec's user has none), the profile is asked first; what the platform never said
 * is not sent, rather than made up (a consent such as email notifications above all).
 */
async function settingsToSend(
  queryClient: QueryClient,
  known: Partial<UserSettings>,
): Promise<Partial<UserSettings>> {
  if (SETTING_KEYS.every((key) => known[key] !== undefined)) return known;
  const profile: SessionUser | undefined = await queryClient
    .fetchQuery(getGetCurrentUserQueryOptions())
    .catch(() => undefined);
  return { ...profile?.settings, ...known };
}

interface SaveVariables {
  id: number;
  fallback: Partial<UserSettings>;
  /** What this save changes. */
  patch: SettingsPatch;
}

/** Once the account holds a theme or language chosen signed out, nothing of it is left to save. */
function markSaved(patch: SettingsPatch): void {
  if (patch.theme !== undefined) clearUnsaved('theme');
  if (patch.language !== undefined) clearUnsaved('language');
}

/** Saves a change of the signed-in user's settings (signed out, nothing); a failure is told in a toast. */
export function useSaveSettings() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  // The auth status as already known (the signed-in guard loaded it): asking for it here would fetch it
  // wherever the hook is used, e.g. on the sign-in screen or in a palette that has not needed it yet.
  const { data: status } = useQuery({ ...authStatusQuery, enabled: false });
  const auth = status && deriveAuthState({ status: 'success', data: status });
  const user = auth?.kind === 'signed-in' ? auth.user : undefined;
  const userId = user?.id;

  const save = useMutation({
    mutationKey: SAVE_SETTINGS_KEY,
    scope: SETTINGS_SCOPE,
    // The settings as cached when this save's turn comes: they hold every change made so far.
    mutationFn: async ({ id, fallback }: SaveVariables): Promise<UserProfile> => {
      const settings = await settingsToSend(queryClient, cachedSettings(queryClient, id) ?? fallback);
      // Possibly not all four: see settingsToSend.
      return updateUser(id, { settings: settings as UserSettings });
    },
    onSuccess: (profile, { patch }) => {
      storeSavedProfile(queryClient, profile);
      markSaved(patch);
    },
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
      const before = cachedSettings(queryClient, userId) ?? user.settings ?? {};
      const next = { ...before, ...patch };
      if (Object.entries(patch).every(([key, value]) => before[key as keyof UserSettings] === value)) {
        markSaved(patch);
        return;
      }
      updateCachedUser(queryClient, userId, withSettings(patch));
      mutate({ id: userId, fallback: next, patch }, { onSuccess: () => options?.onSaved?.() });
    },
    [mutate, queryClient, user, userId],
  );

  return { user, saveSettings, saving: save.isPending };
}
