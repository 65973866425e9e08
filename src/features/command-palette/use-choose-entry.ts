import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

// The hook itself, not the feature's index: a theme chosen here is saved to the account like the shell's.
import { usePreferences } from '@/session/preferences';

import type { PaletteEntry } from './entries';
import { usePaletteCommands } from './palette-commands';
import { closeCommandPalette } from './palette-store';
import { rememberEntry } from './recent';

/**
 * What choosing an entry does: remember it as recent, close the palette, then go to its page (with its
 * search, e.g. `/models?model=…`, `/api-keys?create=true`), switch the colour mode or run a command.
 */
export function useChooseEntry(): (entry: PaletteEntry) => void {
  // Typed loosely on purpose: targets are plain data (they are also read back from storage), checked
  // against the app's routes by the e2e specs rather than by the route tree's types.
  const router = useRouter<AnyRouter>({ warn: false }) as AnyRouter | null;
  const { setTheme } = usePreferences();
  const commands = usePaletteCommands();

  return useCallback(
    (entry: PaletteEntry) => {
      rememberEntry(entry);
      closeCommandPalette();
      const { target } = entry;
      if (target.kind === 'theme') setTheme(target.theme);
      else if (target.kind === 'command') commands[target.command]?.();
      else void router?.navigate({ to: target.to, search: { ...target.search } });
    },
    [router, setTheme, commands],
  );
}
