import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import {
  getListPaymentMethodsQueryKey,
  useRemovePaymentMethod,
} from '@/api/generated/endpoints/billing/billing';
import type { PaymentMethod } from '@/api/generated/model';
import { useTranslation } from '@/i18n';
import { toaster } from '@/ui/toaster';

import { useCardName } from './card-name';
import { useErrorMessage, useSingleFlight } from './mutation-helpers';

interface RemoveCardDialogProps {
  /** The card to remove; null when closed. */
  method: PaymentMethod | null;
  onClose: () => void;
}

/** Remove a card (`DELETE /v1/billing/payment-methods/{id}`), after a confirmation that names it. */
export function RemoveCardDialog({ method, onClose }: RemoveCardDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cardName = useCardName();
  const errorMessage = useErrorMessage();
  const once = useSingleFlight();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const remove = useRemovePaymentMethod();
  // The card stays named while the dialog closes.
  const [shown, setShown] = useState(method);
  if (method && method !== shown) setShown(method);
  const busy = remove.isPending;
  const name = shown ? cardName(shown) : '';

  const close = () => {
    if (busy) return;
    remove.reset();
    onClose();
  };

  const confirm = () =>
    void once(async () => {
      if (!method) return;
      const done = await remove.mutateAsync({ id: method.id }).then(
        () => true,
        () => false,
      );
      if (!done) return;
      await queryClient.invalidateQueries({ queryKey: getListPaymentMethodsQueryKey() });
      toaster.create({ type: 'success', title: t('pages.billing.paymentMethods.removed', { card: name }) });
      remove.reset();
      onClose();
    });

  return (
    <Dialog.Root
      open={method !== null}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content aria-busy={busy}>
            <Dialog.Header>
              <Dialog.Title>{t('pages.billing.paymentMethods.removeTitle', { card: name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>{t('pages.billing.paymentMethods.removeBody')}</Dialog.Description>
                {remove.isError && (
                  <Text role="alert" color="fg.error" fontSize="sm">
                    {errorMessage(remove.error)}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" disabled={busy} onClick={close}>
                {t('pages.billing.paymentMethods.cancel')}
              </Button>
              <Button
                colorPalette="red"
                disabled={busy}
                loading={busy}
                loadingText={t('pages.billing.paymentMethods.removing')}
                onClick={confirm}
              >
                {t('pages.billing.paymentMethods.removeConfirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
