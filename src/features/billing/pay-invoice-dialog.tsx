import { Dialog, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';

import { payInvoice } from '@/api/generated/endpoints/billing/billing';
import type { InvoiceAsRead } from '@/api/as-read';
import { formatMoney, useTranslation } from '@/i18n';
import { BusyStatus } from '@/ui/busy-status';
import { FormDialog, useSingleFlight } from '@/ui/form';
import { toaster } from '@/ui/toaster';
import { useFormDraft } from '@/session/form-drafts';

import { useCardPayment } from './card-payment';
import { useDefaultCardName } from './default-card';

interface PayInvoiceDialogProps {
  invoice: InvoiceAsRead | null;
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
  const errorId = useId();
  const amount = invoice ? formatMoney(invoice.amount, invoice.currency) : '';
  const unknown = invoice ? payment.isUnknown({ invoice: invoice.id }) : false;
  // Should the session end, the dialog opens again for this invoice after signing in, and a payment whose
  // outcome was unknown is checked again under its key, never paid afresh.
  useFormDraft('billing.payInvoice', {
    form: { state: { values: {} }, reset: () => undefined },
    open: asked != null,
    subject: asked?.id,
    intent: payment.intents,
    extra: { keep: payment.kept, restore: payment.resume },
  });

  const close = () => {
    if (payment.busy) return;
    payment.clearError();
    onClose();
  };

  const pay = () => {
    if (!invoice || !card) return;
    void once.run(async () => {
      const paid = await payment.pay({ invoice: invoice.id }, (headers) => payInvoice(invoice.id, headers));
      if (!paid) return;
      toaster.create({
        type: 'success',
        title: t('pages.billing.invoices.pay.done', { number: invoice.number }),
      });
      onClose();
    });
  };

  return (
    <FormDialog
      open={asked != null}
      onClose={close}
      title={t('pages.billing.invoices.pay.title', { number: invoice?.number ?? '' })}
      busy={payment.busy}
      onSubmit={pay}
      error={payment.error}
      errorId={errorId}
      cancelLabel={t('pages.billing.invoices.pay.cancel')}
      submitLabel={
        unknown ? t('pages.billing.payment.checkAgain') : t('pages.billing.invoices.pay.confirm', { amount })
      }
      submittingLabel={
        unknown ? t('pages.billing.payment.checking') : t('pages.billing.invoices.pay.pending')
      }
      submitDisabled={payment.settled || !card}
      submitColorPalette="brand"
      size="sm"
      gap="3"
    >
      {card ? (
        <Dialog.Description fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="pay-summary">
          {t('pages.billing.changePlan.chargedNow', { amount })} (
          {t('pages.billing.changePlan.chargedTo', { card })})
        </Dialog.Description>
      ) : (
        <Text role="alert" color="fg.error" fontSize="sm">
          {t('pages.billing.topUp.noCard')}
        </Text>
      )}
      {payment.phase === 'authenticating' && (
        <BusyStatus>{t('pages.billing.payment.authenticating')}</BusyStatus>
      )}
    </FormDialog>
  );
}
