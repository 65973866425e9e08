import { lazy, Suspense, useEffect } from 'react';

import { useTranslation } from '@/i18n';
import { ChunkErrorBoundary, ChunkErrorDialog } from '@/ui/chunk-error';

import { loadNewProjectDialog } from './load-new-project';
import {
  closeNewProjectDialog,
  openNewProjectDialog,
  useNewProjectDialogState,
} from './project-dialog-store';

const NewProjectDialogBody = lazy(loadNewProjectDialog);

/** Ctrl+N (Cmd+N on a Mac), without Alt or Shift and not mid-composition. */
function isNewProjectShortcut(event: KeyboardEvent): boolean {
  if (event.isComposing || event.altKey || event.shiftKey) return false;
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'n';
}

/**
 * The New Project dialog, mounted once in the signed-in shell. Tiny on its own: it listens for
 * Ctrl/Cmd+N and loads the dialog's chunk the first time it opens (by the shortcut,
 * `openNewProjectDialog()` or `useNewProjectDialog().open`).
 */
export function NewProjectDialog() {
  const { t } = useTranslation();
  const { open, used } = useNewProjectDialogState();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isNewProjectShortcut(event)) return;
      event.preventDefault(); // where the browser lets a page have it (not Chrome's own Ctrl+N window)
      openNewProjectDialog();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => closeNewProjectDialog, []);

  if (!used) return null;
  // Should the dialog's code not load, a dialog of the same name says so; the page behind it stays.
  const failed = (
    <ChunkErrorDialog open={open} title={t('shell.newProject.title')} onClose={closeNewProjectDialog} />
  );
  return (
    <ChunkErrorBoundary fallback={failed}>
      <Suspense fallback={null}>
        <NewProjectDialogBody
          open={open}
          onOpenChange={(next) => (next ? openNewProjectDialog() : closeNewProjectDialog())}
        />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
