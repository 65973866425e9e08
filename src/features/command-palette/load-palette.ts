/** The palette dialog's chunk: loaded on first opening, or ahead of time by `preloadCommandPalette`. */
export const loadPaletteDialog = () => import('./palette-dialog');

/** Starts loading the palette's body early, e.g. on hover or focus of the top bar's search trigger. */
export function preloadCommandPalette(): void {
  // A failed download is shown when the dialog opens (its own import fails the same way), not here.
  void loadPaletteDialog().catch(() => undefined);
}
