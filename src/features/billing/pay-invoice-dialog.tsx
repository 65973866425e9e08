import { Button, Dialog, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { payInvoice } from '@/api/generated/endpoints/billing/billing';
import type { Invoice } from '@/api/generated/model';
import { formatMoney, useTranslation } from '@/i18n';
import { DialogCloseButton } from '@/ui/dialog-close-button';
import { toaster } from '@/ui/toaster';

import { useCardPayment } from './card-payment';
import { useDefaultCardName } from './default-card';
import { useSingleFlight } from '@/ui/form';

interface PayInvoiceDialogProps {
  invoice: Invoice | null;
  onClose: () => void;
}

/**
 * Pays a failed invoice with the default card (`POST /v1/billing/invoices/{id}/pay`), in the top-up's flow:
 * the amount and the card first, 3-D Secure when the card asks, a decline told here.
 */
export function PayInvoiceDialog({ invoice: asked, onClose }: PayInvoiceDialogProps) {
  const { t } = useTranslation();
  // The last invoice asked for stays named while the dialog animates closed.
  const [invoice, setInvoice] = useState(asked);
  if (asked && asked !== invoice) setInvoice(asked);
  const once = useSingleFlight();
  const payment = useCardPayment();
  const card = useDefaultCardName(asked != null);
  const amount = invoice ? formatMoney(invoice.amount, invoice.currency) : '';

  const close = () => {
    if (payment.busy) return;
    payment.clearError();
    onClose();
  };

  const pay = () => {
    if (!invoice || !card) return;
    void once.run(async () => {
      const paid = await payment.pay(() => payInvoice(invoice.id));
      if (!paid) return;
      toaster.create({
        type: 'success',
        title: t('pages.billing.invoices.pay.done', { number: invoice.number }),
      });
      onClose();
    });
  };

  return (
    <Dialog.Root
      open={asked != null}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      closeOnEscape={!payment.busy}
      closeOnInteractOutside={!payment.busy}
      placement="center"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content aria-busy={payment.busy}>
            <Dialog.Header>
              <Dialog.Title>
                {t('pages.billing.invoices.pay.title', { number: invoice?.number ?? '' })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {card ? (
                  <Dialog.Description
                    fontWeight="semibold"
                    fontVariantNumeric="tabular-nums"
                    data-testid="pay-summary"
                  >
                    {t('pages.billing.changePlan.chargedNow', { amount })} (
                    {t('pages.billing.changePlan.chargedTo', { card })})
                  </Dialog.Description>
                ) : (
                  <Text role="alert" color="fg.error" fontSize="sm">
                    {t('pages.billing.topUp.noCard')}
                  </Text>
                )}
                {payment.phase === 'authenticating' && (
                  <HStack role="status" gap="2" color="fg.muted" fontSize="sm">
                    <Spinner size="sm" />
                    <Text>{t('pages.billing.payment.authenticating')}</Text>
                  </HStack>
                )}
                {payment.error && (
                  <Text role="alert" color="fg.error" fontSize="sm">
                    {payment.error}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={payment.busy} onClick={close}>
                {t('pages.billing.invoices.pay.cancel')}
              </Button>
              <Button
                colorPalette="brand"
                disabled={payment.busy || payment.settled || !card}
                loading={payment.busy}
                loadingText={t('pages.billing.invoices.pay.pending')}
                onClick={pay}
              >
                {t('pages.billing.invoices.pay.confirm', { amount })}
              </Button>
            </Dialog.Footer>
            <DialogCloseButton disabled={payment.busy} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
