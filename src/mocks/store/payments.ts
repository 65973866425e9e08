import type { Payment } from '@/api/generated/model';

import { seededHex, type StoreContext } from './context';
import { addInvoice } from './invoices';
import { fromCents } from './plan-change-rule';
import type { AccountRecord, PendingPayment } from './state';

export type ChargeResult = { ok: true; payment: Payment } | { ok: false; reason: 'no-card' };

/**
 * Charges of the account's default card while the user is there (a top-up, paying a failed invoice): at
 * once, or, for a card that asks for 3-D Secure on every payment, after the browser confirmed the
 * PaymentIntent (`confirm`). Nothing is booked before that.
 */
export function createPaymentsArea(ctx: StoreContext) {
  const book = (account: AccountRecord, pending: Omit<PendingPayment, 'clientSecret'>): Payment => {
    const amount = fromCents(pending.amountCents);
    let invoiceId = pending.invoiceId;
    if (pending.purpose === 'top_up') {
      account.walletCarry += amount;
      invoiceId = addInvoice(ctx.state(), account, ctx.today(), 'succeeded', amount, { kind: 'topUp' }).id;
    } else {
      const invoice = account.invoices.find((i) => i.id === pending.invoiceId);
      if (invoice) invoice.paymentStatus = 'succeeded';
      if (account.subscriptionStatus === 'past_due') account.subscriptionStatus = 'active';
    }
    return {
      id: pending.id,
      purpose: pending.purpose,
      status: 'succeeded',
      amount: { amount, currency: 'EUR' },
      invoiceId,
    };
  };

  return {
    charge(
      account: AccountRecord,
      purpose: PendingPayment['purpose'],
      amountCents: number,
      invoiceId: string | null = null,
    ): ChargeResult {
      const card = account.paymentMethods.find((method) => method.isDefault);
      if (!card) return { ok: false, reason: 'no-card' };
      const id = `pay_${seededHex(ctx, 8)}`;
      if (!account.cardsNeedingAuthentication?.includes(card.id)) {
        return { ok: true, payment: book(account, { id, purpose, amountCents, invoiceId }) };
      }
      const intent = `pi_${seededHex(ctx, 12)}`;
      const pending: PendingPayment = {
        id,
        purpose,
        amountCents,
        invoiceId,
        clientSecret: `${intent}_secret_${seededHex(ctx, 12)}`,
      };
      account.pendingPayments = [...(account.pendingPayments ?? []), pending];
      return {
        ok: true,
        payment: {
          id,
          purpose,
          status: 'requires_action',
          amount: { amount: fromCents(amountCents), currency: 'EUR' },
          clientSecret: pending.clientSecret,
          invoiceId,
        },
      };
    },
    /** Books a payment the browser authenticated; undefined when there is no such pending payment. */
    confirm(account: AccountRecord, id: string): Payment | undefined {
      const pending = account.pendingPayments?.find((p) => p.id === id);
      if (!pending) return undefined;
      account.pendingPayments = account.pendingPayments?.filter((p) => p.id !== id);
      return book(account, pending);
    },
  };
}

export type PaymentsArea = ReturnType<typeof createPaymentsArea>;
