import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import {
  getListPaymentMethodsQueryKey,
  useRemovePaymentMethod,
} from '@/api/generated/endpoints/billing/billing';
import type { PaymentMethodAsRead } from '@/api/as-read';
import { useTranslation } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toaster } from '@/ui/toaster';

import { useErrorMessage } from '@/ui/form';

import { usePaymentMethodName } from './payment-method-name';

interface RemoveCardDialogProps {
  /** The card to remove; null when closed. */
  method: PaymentMethodAsRead | null;
  onClose: () => void;
}

/** Remove a card (`DELETE /v1/billing/payment-methods/{id}`), after a confirmation that names it. */
export function RemoveCardDialog({ method, onClose }: RemoveCardDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const methodName = usePaymentMethodName();
  const errorMessage = useErrorMessage();
  const remove = useRemovePaymentMethod();
  // The card stays named while the dialog closes.
  const [shown, setShown] = useState(method);
  if (method && method !== shown) setShown(method);
  const name = shown ? methodName(shown) : '';

  const confirm = async (): Promise<string | undefined> => {
    if (!method) return undefined;
    try {
      await remove.mutateAsync({ id: method.id });
    } catch (error) {
      return errorMessage(error);
    }
    await queryClient.invalidateQueries({ queryKey: getListPaymentMethodsQueryKey() });
    toaster.create({ type: 'success', title: t('pages.billing.paymentMethods.removed', { card: name }) });
    return undefined;
  };

  return (
    <ConfirmDialog
      open={method !== null}
      title={t('pages.billing.paymentMethods.removeTitle', { card: name })}
      description={t('pages.billing.paymentMethods.removeBody')}
      confirmLabel={t('pages.billing.paymentMethods.removeConfirm')}
      busyLabel={t('pages.billing.paymentMethods.removing')}
      keepLabel={t('pages.billing.paymentMethods.cancel')}
      unexpectedError={t('errors.unexpected')}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
