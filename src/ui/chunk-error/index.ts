/**
 * A part of the console whose code could not load (a new deploy, the network): recognise it
 * (`isChunkLoadError`), and show the message with Reload in its place (`ChunkErrorBoundary` around a lazy
 * part, `ChunkErrorDialog` for a lazy dialog, `ChunkErrorState` in an error component); `LazyDialog` wraps a
 * dialog whose code loads on first opening.
 */
export { ChunkErrorBoundary } from './chunk-error-boundary';
export { ChunkErrorDialog } from './chunk-error-dialog';
export { loadChunkErrorDialog } from './load-chunk-error-dialog';
export { ChunkErrorState } from './chunk-error-state';
export { isChunkLoadError, markChunkLoadError } from './is-chunk-load-error';
export { LazyDialog } from './lazy-dialog';
