/** The dialog's code with zag's dialog machine: the signed-in layout asks for it after its first paint. */
export const loadChunkErrorDialog = () => import('./chunk-error-dialog-view');
