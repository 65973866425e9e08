import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';

import { toasterStore } from './toaster-store';

/** Shows the toasts of `toaster` (ui/toaster.ts); mounted once, in the signed-in layout (after its first paint). */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toasterStore} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // Zag gives every toast role=status (polite); an error should interrupt, so it is an alert.
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : undefined}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
