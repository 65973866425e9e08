import type { CreateToasterReturn, ToastOptions } from '@chakra-ui/react';

import { loadOnce } from '@/config/load-once';

let store: CreateToasterReturn | undefined;

/**
 * Loads the toasts' store (toaster-store.ts), once (after a failure, the next toast asks again); the signed-in
 * layout asks for it after the first paint, so the first load does not carry zag's toast machine.
 */
export const loadToasterStore: () => Promise<CreateToasterReturn> = loadOnce(() =>
  import('./toaster-store').then((module) => (store = module.toasterStore)),
);

function withStore(apply: (loaded: CreateToasterReturn) => void) {
  if (store) apply(store);
  else loadToasterStore().then(apply, () => undefined);
}

let asked = false;
const askedListeners = new Set<() => void>();

/**
 * Whether any toast has been asked for yet: the toasts' host mounts only then (toaster-when-asked.tsx), as
 * mounting it starts zag's toast machine, which flushes React's pending work synchronously.
 */
export const toastAsked = {
  get: (): boolean => asked,
  subscribe: (listener: () => void): (() => void) => {
    askedListeners.add(listener);
    return () => askedListeners.delete(listener);
  },
};

/** For tests: as before any toast was asked for (the host unmounted by then). */
export function resetToastAskedForTests(): void {
  asked = false;
}

function markAsked() {
  if (asked) return;
  asked = true;
  for (const listener of askedListeners) listener();
}

let lastId = 0;

/**
 * The signed-in app's toasts: `toaster.create({ type: 'success', title })` from anywhere. A toast asked for
 * before the store has loaded shows once it has; its id is known at once.
 */
export const toaster = {
  create(options: ToastOptions): string {
    lastId += 1;
    const id = options.id ?? `toast-${lastId}`;
    markAsked();
    withStore((loaded) => loaded.create({ ...options, id }));
    return id;
  },
  /** Removes one toast, or all of them without an id. */
  remove(id?: string): void {
    withStore((loaded) => loaded.remove(id));
  },
};
