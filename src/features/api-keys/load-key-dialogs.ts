export const loadCreateKeyDialog = () => import('./create-key-dialog');

/** Starts loading the create dialog's code (on the Create button's hover or focus), ahead of the click. */
export const preloadCreateKeyDialog = () => void loadCreateKeyDialog().catch(() => undefined);
