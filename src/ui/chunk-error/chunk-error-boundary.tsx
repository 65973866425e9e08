import { Component, type ErrorInfo, type ReactNode } from 'react';

import { isChunkLoadError } from './is-chunk-load-error';
import { ChunkErrorState } from './chunk-error-state';

interface ChunkErrorBoundaryProps {
  children: ReactNode;
  /** What replaces the part whose code failed to load; the in-place message by default. */
  fallback?: ReactNode;
}

interface ChunkErrorBoundaryState {
  error: unknown;
}

/**
 * Around a lazily loaded part (a dialog, a drawer, a panel): when its code cannot load, the message takes
 * its place and the rest of the screen stays. Any other error goes on to the next boundary up.
 */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, ChunkErrorBoundaryState> {
  override state: ChunkErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): ChunkErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error)) console.warn('A part of the console could not load', info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrown as caught, whatever it is
    if (!isChunkLoadError(error)) throw error;
    return this.props.fallback ?? <ChunkErrorState />;
  }
}
