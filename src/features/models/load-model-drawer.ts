export const loadModelDrawer = () => import('./model-drawer');

/** Starts loading the drawer's code ahead of a click on a model's link; a failure is left to the opening. */
export const preloadModelDrawer = () => void loadModelDrawer().catch(() => undefined);
