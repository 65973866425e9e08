/**
 * The New Project dialog (spec section 2). Mount `<NewProjectDialog />` once in the signed-in shell: it
 * listens for Ctrl/Cmd+N and loads the dialog's chunk (TanStack Form, the form itself) on first opening.
 * Buttons call `openNewProjectDialog()`; `preloadNewProjectDialog()` warms the chunk on hover/focus.
 * Chrome keeps Ctrl+N (new window) for itself outside installed-app windows, so a visible button is the
 * dependable way in; Cmd+N on macOS and Firefox give the shortcut to the page.
 */
export { NewProjectDialog } from './new-project';
export { preloadNewProjectDialog } from './load-new-project';
export { closeNewProjectDialog, openNewProjectDialog, useNewProjectDialog } from './project-dialog-store';
export { PROJECT_ENVIRONMENTS, PROJECT_TEAMS, type NewProject } from './project-form';
