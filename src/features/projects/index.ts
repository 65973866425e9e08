// The New Project dialog (spec section 2): mounted once in the shell, opened by Ctrl/Cmd+N or a button, its
// chunk loaded on first opening. Browsers keep Ctrl/Cmd+N in a normal tab (docs/pages.md).
export { NewProjectDialog } from './new-project';
export { preloadNewProjectDialog } from './load-new-project';
export { closeNewProjectDialog, openNewProjectDialog, useNewProjectDialog } from './project-dialog-store';
export { PROJECT_ENVIRONMENTS, PROJECT_TEAMS, type NewProject } from './project-form';
