import { useSyncExternalStore } from 'react';

/**
 * Whether the palette is open, kept outside React so anything (the top bar's search trigger, a shortcut,
 * a test) can open it without a provider. `<CommandPalette />` renders from this state.
 */
interface PaletteState {
  readonly open: boolean;
  /** True once the palette has been opened: from then on its (lazy) body stays mounted. */
  readonly used: boolean;
  /** Counts openings: each one starts a fresh search (empty query, first option active). */
  readonly session: number;
}

let state: PaletteState = { open: false, used: false, session: 0 };
const listeners = new Set<() => void>();

function setOpen(open: boolean) {
  if (state.open === open) return;
  state = { open, used: state.used || open, session: open ? state.session + 1 : state.session };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

export function openCommandPalette(): void {
  setOpen(true);
}

export function closeCommandPalette(): void {
  setOpen(false);
}

export function toggleCommandPalette(): void {
  setOpen(!state.open);
}

export interface CommandPaletteControls {
  readonly isOpen: boolean;
  readonly open: () => void;
  readonly close: () => void;
  readonly toggle: () => void;
}

/** The palette's open state and its controls, for a trigger or anything else that opens it. */
export function useCommandPalette(): CommandPaletteControls {
  const { open } = useSyncExternalStore(subscribe, getState, getState);
  return {
    isOpen: open,
    open: openCommandPalette,
    close: closeCommandPalette,
    toggle: toggleCommandPalette,
  };
}

/** Internal: the whole state, including whether the body has ever been needed. */
export function usePaletteState(): PaletteState {
  return useSyncExternalStore(subscribe, getState, getState);
}

/** Tests: back to closed and never used. */
export function resetCommandPalette(): void {
  state = { open: false, used: false, session: 0 };
  for (const listener of listeners) listener();
}
