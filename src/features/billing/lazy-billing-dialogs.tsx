import { lazy, type ComponentProps } from 'react';

import { useTranslation } from '@/i18n';
import { LazyDialog } from '@/ui/chunk-error';

import type { AddCardDialog as AddCardBodyType } from './add-card-dialog';
import type { ChangePlanDialog as ChangePlanBodyType } from './change-plan-dialog';
import type { PayInvoiceDialog as PayInvoiceBodyType } from './pay-invoice-dialog';
import { usePaymentMethodName } from './payment-method-name';
import type { RemoveCardDialog as RemoveCardBodyType } from './remove-card-dialog';
import type { TopUpDialog as TopUpBodyType } from './top-up-dialog';

// Billing's dialogs, the form kit and the card form load when a dialog first opens: the page's first paint
// does not wait for them.
const TopUpBody = lazy(() => import('./top-up-dialog').then((module) => ({ default: module.TopUpDialog })));
const ChangePlanBody = lazy(() =>
  import('./change-plan-dialog').then((module) => ({ default: module.ChangePlanDialog })),
);
const AddCardBody = lazy(() =>
  import('./add-card-dialog').then((module) => ({ default: module.AddCardDialog })),
);
const RemoveCardBody = lazy(() =>
  import('./remove-card-dialog').then((module) => ({ default: module.RemoveCardDialog })),
);
const PayInvoiceBody = lazy(() =>
  import('./pay-invoice-dialog').then((module) => ({ default: module.PayInvoiceDialog })),
);

export function TopUpDialog(props: ComponentProps<typeof TopUpBodyType>) {
  const { t } = useTranslation();
  return (
    <LazyDialog open={props.open} title={t('pages.billing.topUp.title')} onClose={props.onClose}>
      {(shown) => <TopUpBody {...props} open={shown} />}
    </LazyDialog>
  );
}

export function ChangePlanDialog(props: ComponentProps<typeof ChangePlanBodyType>) {
  const { t } = useTranslation();
  return (
    <LazyDialog open={props.open} title={t('pages.billing.changePlan.title')} onClose={props.onClose}>
      {(shown) => <ChangePlanBody {...props} open={shown} />}
    </LazyDialog>
  );
}

export function AddCardDialog(props: ComponentProps<typeof AddCardBodyType>) {
  const { t } = useTranslation();
  return (
    <LazyDialog open={props.open} title={t('pages.billing.paymentMethods.addTitle')} onClose={props.onClose}>
      {(shown) => <AddCardBody {...props} open={shown} />}
    </LazyDialog>
  );
}

export function RemoveCardDialog(props: ComponentProps<typeof RemoveCardBodyType>) {
  const { t } = useTranslation();
  const methodName = usePaymentMethodName();
  const title = t('pages.billing.paymentMethods.removeTitle', {
    card: props.method ? methodName(props.method) : '',
  });
  return (
    <LazyDialog open={props.method !== null} title={title} onClose={props.onClose}>
      {(shown) => <RemoveCardBody {...props} method={shown ? props.method : null} />}
    </LazyDialog>
  );
}

export function PayInvoiceDialog(props: ComponentProps<typeof PayInvoiceBodyType>) {
  const { t } = useTranslation();
  const title = t('pages.billing.invoices.pay.title', { number: props.invoice?.number ?? '' });
  return (
    <LazyDialog open={props.invoice !== null} title={title} onClose={props.onClose}>
      {(shown) => <PayInvoiceBody {...props} invoice={shown ? props.invoice : null} />}
    </LazyDialog>
  );
}
