/**
 * The New Project dialog (spec section 2). Mount `<NewProjectDialog />` once in the signed-in shell: it
 * listens for Ctrl/Cmd+N and loads the dialog's chunk (TanStack Form, the form itself) on first opening.
 * Buttons call `openNewProjectDialog()`; `preloadNewProjectDialog()` warms the chunk on hover/focus.
 * Browsers keep Ctrl/Cmd+N (new window) for themselves in a normal tab (Chromium never passes it to the
 * page; Firefox reserves it), so the shortcut works where the browser hands it over: installed-app
 * windows, and Playwright's synthesized keys. A visible 'New Project' button is the dependable way in.
 */
export { NewProjectDialog } from './new-project';
export { preloadNewProjectDialog } from './load-new-project';
export { closeNewProjectDialog, openNewProjectDialog, useNewProjectDialog } from './project-dialog-store';
export { PROJECT_ENVIRONMENTS, PROJECT_TEAMS, type NewProject } from './project-form';
