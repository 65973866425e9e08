import { createToaster } from '@chakra-ui/react';

/**
 * The store behind `toaster` (toaster.ts), with zag's toast machine: loaded after the first paint, or with
 * the first toast. The one `<Toaster />` (toaster-host.tsx) in the signed-in layout shows its toasts.
 */
export const toasterStore = createToaster({
  placement: 'bottom-end',
  // Above the floating Support button (bottom-right, shell/support-button.tsx), never over it.
  offsets: { top: '1rem', right: '1rem', bottom: '5rem', left: '1rem' },
  pauseOnPageIdle: true,
  max: 4,
});
