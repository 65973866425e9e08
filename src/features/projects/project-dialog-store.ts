import { useSyncExternalStore } from 'react';

/** Whether the New Project dialog is open, outside React so a shell button or a shortcut can open it. */
interface DialogState {
  readonly open: boolean;
  /** True once opened: from then on the (lazy) dialog stays mounted. */
  readonly used: boolean;
}

let state: DialogState = { open: false, used: false };
const listeners = new Set<() => void>();

function setOpen(open: boolean) {
  if (state.open === open) return;
  state = { open, used: state.used || open };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

export function openNewProjectDialog(): void {
  setOpen(true);
}

export function closeNewProjectDialog(): void {
  setOpen(false);
}

/** The dialog's open state and controls, e.g. for a 'New Project' button. */
export function useNewProjectDialog() {
  const { open } = useSyncExternalStore(subscribe, getState, getState);
  return { isOpen: open, open: openNewProjectDialog, close: closeNewProjectDialog };
}

export function useNewProjectDialogState(): DialogState {
  return useSyncExternalStore(subscribe, getState, getState);
}

/** Tests: back to closed and never used. */
export function resetNewProjectDialog(): void {
  state = { open: false, used: false };
  for (const listener of listeners) listener();
}
