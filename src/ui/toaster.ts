import { createToaster } from '@chakra-ui/react';

/**
 * The signed-in app's toasts: `toaster.create({ type: 'success', title })` from anywhere; the one
 * `<Toaster />` (toaster-host.tsx) in the signed-in layout shows them.
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });
