import { createToaster } from '@chakra-ui/react';

/**
 * The signed-in app's toasts: `toaster.create({ type: 'success', title })` from anywhere; the one
 * `<Toaster />` (toaster-host.tsx) in the signed-in layout shows them.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  // Above the floating Support button (bottom-right, shell/support-button.tsx), never over it.
  offsets: { top: '1rem', right: '1rem', bottom: '5rem', left: '1rem' },
  pauseOnPageIdle: true,
  max: 4,
});
