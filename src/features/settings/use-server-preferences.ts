import { useEffect, useRef } from 'react';

import type { UserProfile } from '@/api/generated/model';
import { DEFAULT_THEME, isTheme } from '@/config';
import { useColorMode } from '@/features/shell/color-mode';
import { changeLanguage, currentLanguage, offeredLanguage } from '@/i18n';

/**
 * The server's theme and language win when the signed-in app starts (a sign-in, or a reload): a choice made
 * on another device, or on the sign-in screen before signing in, gives way to the account's. From then on
 * every change goes through `usePreferences`, which saves it to both places, so they stay in step. Later
 * auth-status answers are not applied: one that left the server before a change was saved would undo it.
 */
export function useServerPreferences(user: UserProfile | undefined): void {
  const { theme, setTheme } = useColorMode();
  const appliedFor = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!user || appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    // Open strings on the wire: a theme the console does not know is `system`; a language, the nearest offered.
    const serverTheme = isTheme(user.settings.theme) ? user.settings.theme : DEFAULT_THEME;
    const serverLanguage = offeredLanguage(user.settings.language);
    if (serverTheme !== theme) setTheme(serverTheme);
    if (serverLanguage !== currentLanguage()) void changeLanguage(serverLanguage);
  }, [user, theme, setTheme]);
}
