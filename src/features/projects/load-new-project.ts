/** The New Project dialog's chunk: loaded on first opening, or early by `preloadNewProjectDialog`. */
export const loadNewProjectDialog = () => import('./new-project-dialog');

/** Starts loading the dialog ahead of time, e.g. on hover or focus of a 'New Project' button. */
export function preloadNewProjectDialog(): void {
  // A failed download is shown when the dialog opens (its own import fails the same way), not here.
  void loadNewProjectDialog().catch(() => undefined);
}
