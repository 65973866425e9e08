import { HttpResponse } from 'msw';

import {
  getAddPaymentMethodMockHandler,
  getConfirmPaymentMockHandler,
  getCreateSetupIntentMockHandler,
  getCreateTopUpMockHandler,
  getGetBillingUsageMockHandler,
  getGetInvoiceMockHandler,
  getGetInvoicePdfMockHandler,
  getGetWalletMockHandler,
  getListInvoicesMockHandler,
  getListPaymentMethodsMockHandler,
  getListPlansMockHandler,
  getPayInvoiceMockHandler,
  getPreviewSubscriptionChangeMockHandler,
  getRemovePaymentMethodMockHandler,
  getUpdateSubscriptionMockHandler,
  getUpdateWalletSettingsMockHandler,
} from '@/api/generated/endpoints/billing/billing.msw';
import {
  AddPaymentMethodBody,
  CreateTopUpBody,
  PreviewSubscriptionChangeBody,
  UpdateSubscriptionBody,
  UpdateWalletSettingsBody,
} from '@/api/generated/endpoints/billing/billing.zod';

import { invoiceLanguage, invoicePdf } from '../invoice-pdf';
import { isPaymentMethodToken } from '../store/payment-methods';
import type { ChargeResult } from '../store/payments';
import { toCents } from '../store/plan-change-rule';
import { listPlans } from '../store/plans';

import { memberOf, requireAdmin, requireCaller, requireMember } from './kit/auth';
import { param, parseBody } from './kit/body';
import { operationsFor, type HandlerContext, type OperationHandler } from './kit/operation';
import { fail, noContent, notFound, respondWith } from './kit/respond';

/** Reads are open to every member of the account; changes are for admins. */
export function billingHandlers(ctx: HandlerContext): OperationHandler[] {
  const { db } = ctx;
  const op = operationsFor(ctx, 'billing');
  const member = (info: { request: Request; cookies: Record<string, string> }) =>
    requireMember(db, info.request, info.cookies);
  const admin = (info: { request: Request; cookies: Record<string, string> }) => requireAdmin(member(info));

  return [
    op('getWallet', getGetWalletMockHandler, (info) => db.billing.wallet(member(info).account)),
    op('updateWalletSettings', getUpdateWalletSettingsMockHandler, async (info) => {
      const { account } = admin(info);
      const body = await parseBody(info.request, UpdateWalletSettingsBody);
      if (body.lowBalanceThreshold !== undefined) account.lowBalanceThreshold = body.lowBalanceThreshold;
      if (body.autoRecharge !== undefined) account.autoRecharge = body.autoRecharge;
      // A new rule applies to the balance as it is now, not only after the next call.
      db.billing.applyAutoRecharge(account);
      return db.billing.wallet(account);
    }),
    op('createTopUp', getCreateTopUpMockHandler, async (info) => {
      const { account } = admin(info);
      const { amount } = await parseBody(info.request, CreateTopUpBody);
      return charged(db.payments.charge(account, 'top_up', toCents(amount)));
    }),
    op('confirmPayment', getConfirmPaymentMockHandler, (info) => {
      const { account } = admin(info);
      return db.payments.confirm(account, param(info.params, 'id')) ?? notFound('The payment');
    }),
    op('listPlans', getListPlansMockHandler, () => listPlans()),
    op('updateSubscription', getUpdateSubscriptionMockHandler, async (info) => {
      const { account } = admin(info);
      const { planId } = await parseBody(info.request, UpdateSubscriptionBody);
      if (account.paymentMethods.length === 0) fail(400, 'PAYMENT_REQUIRED');
      return db.billing.changePlan(account, planId);
    }),
    op('previewSubscriptionChange', getPreviewSubscriptionChangeMockHandler, async (info) => {
      const { account } = admin(info);
      const { planId } = await parseBody(info.request, PreviewSubscriptionChangeBody);
      return db.billing.previewPlanChange(account, planId);
    }),
    op('getBillingUsage', getGetBillingUsageMockHandler, (info) =>
      db.billing.periodUsage(member(info).account),
    ),
    op('listInvoices', getListInvoicesMockHandler, (info) => db.invoices.list(member(info).account.id)),
    op('getInvoice', getGetInvoiceMockHandler, (info) => {
      return db.invoices.get(member(info).account.id, param(info.params, 'id')) ?? notFound('The invoice');
    }),
    op('getInvoicePdf', getGetInvoicePdfMockHandler, async (info) => {
      const { account } = member(info);
      const invoice = db.invoices.get(account.id, param(info.params, 'id')) ?? notFound('The invoice');
      const url = new URL(info.request.url);
      const language = invoiceLanguage(
        url.searchParams.get('lang'),
        info.request.headers.get('Accept-Language'),
      );
      const bytes = await invoicePdf(account, invoice, language);
      // Thrown as the answer: the factory's own success response carries no file name.
      return respondWith(
        new HttpResponse(bytes, {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="invoice-${invoice.number}.pdf"`,
          },
        }),
      );
    }),
    op('payInvoice', getPayInvoiceMockHandler, (info) => {
      const { account } = admin(info);
      const invoice = db.invoices.get(account.id, param(info.params, 'id')) ?? notFound('The invoice');
      if (invoice.paymentStatus !== 'failed') {
        return fail(400, 'INVALID_REQUEST', { message: 'Only a failed invoice can be paid.' });
      }
      return charged(db.payments.charge(account, 'invoice', toCents(invoice.amount), invoice.id));
    }),
    op('listPaymentMethods', getListPaymentMethodsMockHandler, (info) => member(info).account.paymentMethods),
    op('addPaymentMethod', getAddPaymentMethodMockHandler, async (info) => {
      const { account } = admin(info);
      const body = await parseBody(info.request, AddPaymentMethodBody);
      if (!isPaymentMethodToken(body.token)) {
        fail(400, 'VALIDATION_ERROR', {
          details: [{ path: 'token', message: 'Expected the card provider’s payment method id (pm_…)' }],
        });
      }
      const result = db.paymentMethods.add(account, body);
      if (result.ok) return result.method;
      if (result.reason === 'declined')
        return fail(402, 'PAYMENT_FAILED', { message: 'Your card was declined.' });
      return fail(400, 'INVALID_REQUEST', { message: 'This payment method is saved already.' });
    }),
    // The wizard saves its card before the back-office account exists: a registering identity may ask too.
    op('createSetupIntent', getCreateSetupIntentMockHandler, (info) => {
      const caller = requireCaller(db, info.request, info.cookies);
      const registered = memberOf(db, caller);
      if (registered) requireAdmin(registered);
      return db.paymentMethods.createSetupIntent();
    }),
    op('removePaymentMethod', getRemovePaymentMethodMockHandler, (info) => {
      const { account } = admin(info);
      const outcome = db.paymentMethods.remove(account, param(info.params, 'id'));
      if (outcome === 'not-found') return notFound('The payment method');
      if (outcome === 'last') {
        return fail(400, 'INVALID_REQUEST', {
          message: 'The last payment method cannot be removed. Add another first.',
        });
      }
      return noContent();
    }),
  ];
}

function charged(result: ChargeResult) {
  if (!result.ok) return fail(400, 'PAYMENT_REQUIRED');
  return result.payment;
}
