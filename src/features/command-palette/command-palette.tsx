import { lazy, Suspense, useEffect } from 'react';

import { useTranslation } from '@/i18n';
import { ChunkErrorBoundary, ChunkErrorDialog } from '@/ui/chunk-error';

import { loadPaletteDialog } from './load-palette';
import { PaletteCommandsContext, type PaletteCommands } from './palette-commands';
import {
  closeCommandPalette,
  openCommandPalette,
  toggleCommandPalette,
  usePaletteState,
} from './palette-store';

const PaletteDialog = lazy(loadPaletteDialog);
const NO_COMMANDS: PaletteCommands = {};

/** Whether a keydown is Ctrl+<key> (Cmd+<key> on a Mac), with no Alt and not mid-composition (IME). */
function isModShortcut(event: KeyboardEvent, key: string): boolean {
  if (event.isComposing || event.altKey || event.shiftKey) return false;
  if (!(event.ctrlKey || event.metaKey)) return false;
  return event.key.toLowerCase() === key;
}

/**
 * The command palette, mounted once in the signed-in shell. Tiny on its own: it listens for Ctrl/Cmd+K
 * and loads the dialog's chunk the first time the palette opens (by the shortcut, `openCommandPalette()`
 * or `useCommandPalette().open`). `commands` are the actions of other parts of the console it offers.
 */
export function CommandPalette({ commands = NO_COMMANDS }: { commands?: PaletteCommands }) {
  const { t } = useTranslation();
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
  // Should the dialog's code not load, a dialog of the same name says so; the shell behind it stays.
  const failed = (
    <ChunkErrorDialog open={open} title={t('shell.commandPalette.label')} onClose={closeCommandPalette} />
  );
  return (
    <ChunkErrorBoundary fallback={failed}>
      <Suspense fallback={null}>
        <PaletteCommandsContext.Provider value={commands}>
          <PaletteDialog
            open={open}
            session={session}
            onOpenChange={(next) => (next ? openCommandPalette() : closeCommandPalette())}
          />
        </PaletteCommandsContext.Provider>
      </Suspense>
    </ChunkErrorBoundary>
  );
}
