import { lazy, Suspense, useEffect } from 'react';

import { loadPaletteDialog } from './load-palette';
import {
  closeCommandPalette,
  openCommandPalette,
  toggleCommandPalette,
  usePaletteState,
} from './palette-store';
import { isModShortcut } from './shortcut';

const PaletteDialog = lazy(loadPaletteDialog);

/**
 * The command palette, mounted once in the signed-in shell. Tiny on its own: it listens for Ctrl/Cmd+K
 * and loads the dialog's chunk the first time the palette opens (by the shortcut, `openCommandPalette()`
 * or `useCommandPalette().open`).
 */
export function CommandPalette() {
  const { open, used, session } = usePaletteState();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isModShortcut(event, 'k')) return;
      event.preventDefault(); // the browser's own Ctrl+K focuses its address bar
      toggleCommandPalette();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => closeCommandPalette, []); // unmounting the shell (sign-out) closes it

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <PaletteDialog
        open={open}
        session={session}
        onOpenChange={(next) => (next ? openCommandPalette() : closeCommandPalette())}
      />
    </Suspense>
  );
}
