import { useDeferredValue } from 'react';

import { useRoleFollowsRefusals } from '@/api/use-permission';
import { CommandPalette, openCommandPalette, type PaletteCommands } from '@/features/command-palette';
import { useAuthState } from '@/session/auth-status';
import { NewProjectDialog, openNewProjectDialog } from '@/features/projects';
import { SessionEndedDialog } from '@/features/auth/session-ended-dialog';
import { AppShell } from '@/features/shell/app-shell';
import { loadChunkErrorDialog } from '@/ui/chunk-error';
import { ToasterWhenAsked } from '@/ui/toaster-when-asked';
import { usePreloadAfterFirstPaint } from '@/ui/use-after-first-paint';
// This chunk brings the signed-in app's English strings (its route loads another language's).
import '@/i18n/signed-in-strings';

// Stable, so the palette's entries are not built anew on every render of the layout.
const PALETTE_COMMANDS: PaletteCommands = { newProject: openNewProjectDialog };

/** The shell around the pages, with the signed-in user and its global dialogs. */
export function SignedInLayout() {
  const state = useAuthState();
  const user = state.kind === 'signed-in' ? state.user : undefined;
  useRoleFollowsRefusals();
  // The dialog that says a lazy dialog's code could not load is itself fetched once the shell has painted:
  // it must be in before the network fails, but the first paint need not wait for it.
  usePreloadAfterFirstPaint(loadChunkErrorDialog);
  // The shell and its page are the biggest render of a visit: React does it at a lower priority, in slices
  // that keep the browser responsive, rather than in one long task.
  const shown = useDeferredValue(true, false);
  if (!shown) return null;
  return (
    <AppShell user={user} onSearch={openCommandPalette} onNewProject={openNewProjectDialog}>
      <CommandPalette commands={PALETTE_COMMANDS} />
      <NewProjectDialog />
      <SessionEndedDialog />
      <ToasterWhenAsked />
    </AppShell>
  );
}
