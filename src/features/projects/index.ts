export { NewProjectDialog } from './new-project';
export { preloadNewProjectDialog } from './load-new-project';
export { closeNewProjectDialog, openNewProjectDialog, useNewProjectDialog } from './project-dialog-store';
export { PROJECT_ENVIRONMENTS, PROJECT_TEAMS, type NewProject } from './project-form';
