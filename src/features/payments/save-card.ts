import type { Stripe, StripeCardElement } from '@stripe/stripe-js';

import { chooseErrorMessage, type Translate } from '@/api/errors';
import { createSetupIntent } from '@/api/generated/endpoints/billing/billing';
import { newIdempotencyKey } from '@/api/intent-key';

/** The payment method the wizard keeps: the card provider's id, brand and last four digits, never the card. */
export interface PaymentMethodValue {
  id: string;
  brand?: string;
  last4?: string;
}

/** Why the last "Add card" did not save the card; `retry` when asking again may help (the platform failed). */
export interface Failure {
  message: string;
  retry: boolean;
}

interface SaveCardInput {
  element: StripeCardElement;
  provider: Stripe;
  /** When the provider fails without a message of its own. */
  unexpectedError: string;
  translate: Translate;
  onAdded: (value: PaymentMethodValue) => void;
}

/** The card is saved once its SetupIntent is confirmed; a refusal says why and hands the card back. */
export async function saveCard({
  element,
  provider,
  unexpectedError,
  translate,
  onAdded,
}: SaveCardInput): Promise<Failure | null> {
  const created = await provider.createPaymentMethod({ type: 'card', card: element });
  if (created.error) return { message: created.error.message ?? unexpectedError, retry: false };
  let clientSecret: string;
  try {
    // Each try creates the card at the provider anew, so each is its own intent: a fresh key.
    ({ clientSecret } = await createSetupIntent({ 'Idempotency-Key': newIdempotencyKey() }));
  } catch (error) {
    return { message: chooseErrorMessage(error, translate), retry: true };
  }
  const { paymentMethod } = created;
  const confirmed = await provider.confirmCardSetup(clientSecret, { payment_method: paymentMethod.id });
  if (confirmed.error) return { message: confirmed.error.message ?? unexpectedError, retry: false };
  const saved = confirmed.setupIntent.payment_method;
  const id = typeof saved === 'string' ? saved : (saved?.id ?? paymentMethod.id);
  onAdded({ id, brand: paymentMethod.card?.brand, last4: paymentMethod.card?.last4 });
  return null;
}
