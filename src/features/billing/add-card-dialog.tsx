import { Box, Button, Dialog, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';

import {
  getListPaymentMethodsQueryKey,
  useAddPaymentMethod,
} from '@/api/generated/endpoints/billing/billing';
import { LazyCardEntry, paymentsSetup, useCardNames, type PaymentMethodValue } from '@/features/payments';
import { useTranslation } from '@/i18n';
import { toaster } from '@/ui/toaster';

import { useErrorMessage, useSingleFlight } from '@/ui/form';
import { DialogCloseButton } from '@/ui/dialog-close-button';

interface AddCardDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Add a card the way the registration wizard does: the card provider's form (Stripe Elements, or its
 * stand-in) turns the card into a payment method, whose id alone is saved (`POST
 * /v1/billing/payment-methods` with the `pm_…` token). Card details never reach the console's code.
 */
export function AddCardDialog({ open, onClose }: AddCardDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cardName = useCardNames().endingIn;
  const errorMessage = useErrorMessage();
  const once = useSingleFlight();
  const labelId = useId();
  const errorId = useId();
  const add = useAddPaymentMethod();
  const [makeDefault, setMakeDefault] = useState(false);
  const busy = add.isPending;
  // Without a card provider the entry says so; a default-card choice would then choose nothing.
  const configured = paymentsSetup().status === 'ready';

  // Closed while the provider was still working (Cancel, Escape): the card it answers is not saved.
  const isOpen = useRef(open);
  useEffect(() => {
    isOpen.current = open;
  }, [open]);

  const close = () => {
    if (busy) return;
    add.reset();
    setMakeDefault(false);
    onClose();
  };

  const save = (card: PaymentMethodValue) => {
    if (!isOpen.current) return;
    void once.run(async () => {
      const saved = await add
        .mutateAsync({ data: { token: card.id, type: 'card', setDefault: makeDefault } })
        .catch(() => null);
      if (!saved) return;
      await queryClient.invalidateQueries({ queryKey: getListPaymentMethodsQueryKey() });
      toaster.create({
        type: 'success',
        title: t('pages.billing.paymentMethods.added', { card: cardName(saved) }),
      });
      add.reset();
      setMakeDefault(false);
      onClose();
    });
  };

  const labels = {
    addCard: t('pages.billing.paymentMethods.cardEntry.addCard'),
    adding: t('pages.billing.paymentMethods.cardEntry.adding'),
    testMode: t('pages.billing.paymentMethods.cardEntry.testMode'),
    unexpectedError: t('pages.billing.paymentMethods.cardEntry.unexpectedError'),
    loading: t('pages.billing.paymentMethods.cardEntry.loading'),
    loadFailed: t('pages.billing.paymentMethods.cardEntry.loadFailed'),
    retry: t('pages.billing.paymentMethods.cardEntry.retry'),
    notConfigured: t('pages.billing.paymentMethods.cardEntry.notConfigured'),
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
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
              <Dialog.Title>{t('pages.billing.paymentMethods.addTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>{t('pages.billing.paymentMethods.addIntro')}</Dialog.Description>
                <Stack gap="2">
                  <Text id={labelId} textStyle="sm" fontWeight="medium">
                    {t('pages.billing.paymentMethods.cardLabel')}
                  </Text>
                  <Box position="relative">
                    <LazyCardEntry
                      labelId={labelId}
                      describedBy={add.isError ? errorId : undefined}
                      autoFocus
                      saving={busy}
                      labels={labels}
                      onAdded={save}
                    />
                  </Box>
                </Stack>
                {configured && (
                  <HStack as="label" gap="2" fontSize="sm" cursor="pointer" alignSelf="start">
                    <input
                      type="checkbox"
                      checked={makeDefault}
                      disabled={busy}
                      onChange={(event) => setMakeDefault(event.target.checked)}
                      style={{ width: 16, height: 16, accentColor: 'var(--chakra-colors-brand-solid)' }}
                    />
                    {t('pages.billing.paymentMethods.makeDefault')}
                  </HStack>
                )}
                {busy && (
                  <HStack role="status" gap="2" color="fg.muted" fontSize="sm">
                    <Spinner size="sm" />
                    <Text>{t('pages.billing.paymentMethods.saving')}</Text>
                  </HStack>
                )}
                {add.isError && (
                  <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
                    {errorMessage(add.error)}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={close}>
                {t('pages.billing.paymentMethods.cancel')}
              </Button>
            </Dialog.Footer>
            <DialogCloseButton disabled={busy} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
