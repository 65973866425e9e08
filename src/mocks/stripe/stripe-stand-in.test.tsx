import { CardElement, Elements, useElements } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElement, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import docs from '../../../docs/mock-platform.md?raw';

import { createStripeStandIn, type StripeStandInOptions } from './stripe-stand-in';
import { AUTHENTICATION_FAILURE_MESSAGE } from './stand-in-errors';
import { TEST_CARDS, testCardAnswer } from './test-cards';

const NOW = () => new Date(2026, 10, 15);
const CLIENT_SECRET = 'seti_1Q2w3E_secret_Zx9Yw8';

const mounted: Array<{ host: HTMLElement; card: StripeCardElement }> = [];
afterEach(() => {
  for (const { host, card } of mounted.splice(0)) {
    card.destroy();
    host.remove();
  }
});

/** A stand-in card element mounted in the document, and the stand-in it belongs to. */
function mountCard(options: Pick<StripeStandInOptions, 'now' | 'challenge'> = {}) {
  const stripe = createStripeStandIn({ latencyMs: 0, now: options.now ?? NOW, challenge: options.challenge });
  const card = stripe.elements().create('card', { hidePostalCode: true });
  const host = document.createElement('div');
  document.body.append(host);
  card.mount(host);
  mounted.push({ host, card });
  const changes: StripeCardElementChangeEvent[] = [];
  card.on('change', (event) => changes.push(event));
  return { stripe, card, host, changes };
}

async function typeCard(number: string, expiry = '12/34', cvc = '123') {
  const user = userEvent.setup();
  if (number) await user.type(screen.getByLabelText('Card number'), number);
  if (expiry) await user.type(screen.getByLabelText('Expiration date'), expiry);
  if (cvc) await user.type(screen.getByLabelText('Security code (CVC)'), cvc);
  return user;
}

const cardInputs = () => [
  screen.getByLabelText('Card number'),
  screen.getByLabelText('Expiration date'),
  screen.getByLabelText('Security code (CVC)'),
];

describe('the card provider stand-in', () => {
  it("passes react-stripe-js's isStripe guard: <Elements> takes it and mounts a CardElement", async () => {
    const stripe = createStripeStandIn({ latencyMs: 0 });
    let found: StripeCardElement | null = null;
    function Probe() {
      const elements = useElements();
      return (
        <CardElement
          onReady={() => {
            found = elements?.getElement(CardElement) ?? null;
          }}
        />
      );
    }
    render(
      <Elements stripe={stripe}>
        <Probe />
      </Elements>,
    );
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    await waitFor(() => expect(found).not.toBeNull());
  });

  it('takes a promise of itself too, as loadStripe gives one', async () => {
    const stripe = Promise.resolve(createStripeStandIn({ latencyMs: 0 }));
    render(
      <Elements stripe={stripe}>
        <CardElement />
      </Elements>,
    );
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
  });

  it('under StrictMode (mount, destroy, mount again) leaves exactly one card input', async () => {
    const stripe = createStripeStandIn({ latencyMs: 0 });
    render(
      <StrictMode>
        <Elements stripe={stripe}>
          <CardElement />
        </Elements>
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getAllByLabelText('Card number')).toHaveLength(1));
  });

  it('renders Stripe-like inputs and formats what is typed', async () => {
    const { host } = mountCard();
    await typeCard('4242424242424242', '1234', '1234');
    const [number, expiry, cvc] = cardInputs();
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(number).toHaveAttribute('placeholder', 'Card number');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(expiry).toHaveValue('12 / 34');
    expect(expiry).toHaveAttribute('placeholder', 'MM / YY');
    expect(cvc).toHaveValue('123');
    expect(cvc).toHaveAttribute('placeholder', 'CVC');
    for (const input of cardInputs()) expect(input).not.toHaveAttribute('name');
    expect(host).toHaveClass('StripeElement', 'StripeElement--complete');
  });

  it("emits Stripe's change events: empty, brand, complete, and errors", async () => {
    const { changes } = mountCard();
    expect(changes).toEqual([]);
    const user = await typeCard('4242', '', '');
    expect(changes.at(-1)).toMatchObject({
      elementType: 'card',
      empty: false,
      complete: false,
      brand: 'visa',
    });
    expect(changes.at(-1)?.error).toBeUndefined();

    await user.type(screen.getByLabelText('Card number'), '424242424242');
    await user.type(screen.getByLabelText('Expiration date'), '1234');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    expect(changes.at(-1)).toMatchObject({ complete: true, brand: 'visa', error: undefined });

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    expect(changes.at(-1)).toMatchObject({
      complete: false,
      error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
    });
  });

  it('shows an incomplete field as an error once it is left', async () => {
    const { changes } = mountCard();
    const user = await typeCard('4242', '', '');
    expect(changes.at(-1)?.error).toBeUndefined();
    await user.click(screen.getByLabelText('Expiration date'));
    expect(changes.at(-1)?.error).toMatchObject({ code: 'incomplete_number' });
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves on to the next field once one is complete', async () => {
    mountCard();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Card number'));
    await user.keyboard('4242424242424242');
    expect(screen.getByLabelText('Expiration date')).toHaveFocus();
    await user.keyboard('1234');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveFocus();
  });

  it('keeps its keystrokes inside, like an iframe: the page sees no input or key event', async () => {
    const { host } = mountCard();
    const seen: string[] = [];
    const record = (event: Event) => seen.push(event.type);
    for (const type of ['input', 'keydown', 'keyup', 'beforeinput', 'change']) {
      document.addEventListener(type, record);
      host.addEventListener(type, record);
    }
    await typeCard('4242424242424242');
    for (const type of ['input', 'keydown', 'keyup', 'beforeinput', 'change']) {
      document.removeEventListener(type, record);
      host.removeEventListener(type, record);
    }
    expect(seen).toEqual([]);
  });

  it('answers createPaymentMethod with a validation error for an incomplete card', async () => {
    const { stripe, card } = mountCard();
    await typeCard('4242 4242', '', '');
    await expect(stripe.createPaymentMethod({ type: 'card', card })).resolves.toEqual({
      error: {
        type: 'validation_error',
        code: 'incomplete_number',
        message: 'Your card number is incomplete.',
      },
    });
  });

  it.each([
    ['12/25', 'invalid_expiry_year_past', "Your card's expiration year is in the past."],
    ['10/26', 'invalid_expiry_month_past', "Your card's expiration date is in the past."],
    ['12/3', 'incomplete_expiry', "Your card's expiration date is incomplete."],
  ])('answers expiry %s with %s', async (expiry, code, message) => {
    const { stripe, card } = mountCard();
    await typeCard('4242424242424242', expiry, '123');
    const result = await stripe.createPaymentMethod({ type: 'card', card });
    expect(result.error).toEqual({ type: 'validation_error', code, message });
  });

  it('answers a short CVC with incomplete_cvc', async () => {
    const { stripe, card } = mountCard();
    await typeCard('378282246310005', '12/34', '123');
    const result = await stripe.createPaymentMethod({ type: 'card', card });
    expect(result.error).toMatchObject({ code: 'incomplete_cvc' });
  });

  it.each(TEST_CARDS.map((card) => [card.number, card] as const))(
    'creates a payment method for test card %s, as Stripe does (no decline before a SetupIntent)',
    async (number, testCard) => {
      const { stripe, card } = mountCard();
      await typeCard(number, '12/34', testCard.brand === 'amex' ? '1234' : '123');
      const result = await stripe.createPaymentMethod({ type: 'card', card });
      expect(result.error).toBeUndefined();
      expect(result.paymentMethod).toMatchObject({
        object: 'payment_method',
        type: 'card',
        livemode: false,
        card: { brand: testCard.brand, last4: number.slice(-4), exp_month: 12, exp_year: 2034 },
      });
      if (testCard.paymentMethod) expect(result.paymentMethod?.id).toBe(testCard.paymentMethod);
    },
  );

  it.each(TEST_CARDS.map((card) => [card.number, card] as const))(
    'confirms a SetupIntent with test card %s as Stripe does (challenge approved)',
    async (number, testCard) => {
      const challenge = vi.fn(() => Promise.resolve('approved' as const));
      const { stripe, card } = mountCard({ challenge });
      await typeCard(number, '12/34', testCard.brand === 'amex' ? '1234' : '123');
      const result = await stripe.confirmCardSetup(CLIENT_SECRET, { payment_method: { card } });
      expect(challenge).toHaveBeenCalledTimes(testCard.authentication === 'required' ? 1 : 0);
      if (testCard.decline) {
        const { code, declineCode, message } = testCard.decline;
        expect(result.setupIntent).toBeUndefined();
        expect(result.error).toMatchObject({ type: 'card_error', code, message });
        expect(result.error?.decline_code).toBe(declineCode);
      } else {
        expect(result.error).toBeUndefined();
        expect(result.setupIntent).toMatchObject({
          id: 'seti_1Q2w3E',
          object: 'setup_intent',
          status: 'succeeded',
          client_secret: CLIENT_SECRET,
        });
        if (testCard.paymentMethod) expect(result.setupIntent?.payment_method).toBe(testCard.paymentMethod);
      }
    },
  );

  it.each(['4000002500003155', '4000002760003184', '4000000000003220', '4000008400001629'])(
    "answers setup_intent_authentication_failure with Stripe's message when %s fails its challenge",
    async (number) => {
      const challenge = vi.fn(() => Promise.resolve('failed' as const));
      const { stripe, card } = mountCard({ challenge });
      await typeCard(number);
      const created = await stripe.createPaymentMethod({ type: 'card', card });
      const result = await stripe.confirmCardSetup(CLIENT_SECRET, {
        payment_method: created.paymentMethod?.id ?? '',
      });
      expect(challenge).toHaveBeenCalledWith({ brand: 'visa', last4: number.slice(-4) });
      expect(result.setupIntent).toBeUndefined();
      expect(result.error).toMatchObject({
        type: 'invalid_request_error',
        code: 'setup_intent_authentication_failure',
        message: AUTHENTICATION_FAILURE_MESSAGE,
      });
    },
  );

  it('never asks 4242 4242 4242 4242 for authentication, and confirms the payment method it created', async () => {
    const challenge = vi.fn(() => Promise.resolve('failed' as const));
    const { stripe, card } = mountCard({ challenge });
    await typeCard('4242424242424242');
    const created = await stripe.createPaymentMethod({ type: 'card', card });
    const result = await stripe.confirmCardSetup(CLIENT_SECRET, { payment_method: 'pm_card_visa' });
    expect(created.paymentMethod?.id).toBe('pm_card_visa');
    expect(result.setupIntent?.payment_method).toBe('pm_card_visa');
    expect(challenge).not.toHaveBeenCalled();
  });

  it('refuses a client secret that is not one, and a payment method it never created', async () => {
    const { stripe, card } = mountCard();
    await typeCard('4242424242424242');
    expect((await stripe.confirmCardSetup('seti_123', { payment_method: { card } })).error).toMatchObject({
      code: 'parameter_invalid',
    });
    expect(
      (await stripe.confirmCardSetup(CLIENT_SECRET, { payment_method: 'pm_other' })).error,
    ).toMatchObject({ code: 'resource_missing' });
  });

  it('the documented decline answers at confirmation: generic decline and insufficient funds', async () => {
    const { stripe, card } = mountCard();
    await typeCard('4000000000000002');
    const confirm = () => stripe.confirmCardSetup(CLIENT_SECRET, { payment_method: { card } });
    expect((await confirm()).error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    card.clear();
    await typeCard('4000000000009995');
    expect((await confirm()).error).toMatchObject({
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('gives any other valid number a fresh payment method of its brand', async () => {
    const { stripe, card } = mountCard();
    await typeCard('5105105105105100');
    const first = await stripe.createPaymentMethod({ type: 'card', card });
    expect(first.paymentMethod?.id).toMatch(/^pm_[A-Za-z0-9]{24}$/);
    expect(first.paymentMethod?.card).toMatchObject({ brand: 'mastercard', last4: '5100' });
    const second = await stripe.createPaymentMethod({ type: 'card', card });
    expect(second.paymentMethod?.id).not.toBe(first.paymentMethod?.id);
  });

  it('refuses an element that is not mounted any more, as Stripe does', async () => {
    const { stripe, card } = mountCard();
    card.destroy();
    await expect(stripe.createPaymentMethod({ type: 'card', card })).rejects.toThrow(/still mounted/);
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('has one card element per elements group, and getElement reads the component type', () => {
    const stripe: Stripe = createStripeStandIn({ latencyMs: 0 });
    const elements = stripe.elements();
    const card = elements.create('card');
    expect(() => elements.create('card')).toThrow('Can only create one Element of type card.');
    expect(elements.getElement(CardElement)).toBe(card);
    expect(elements.getElement('card')).toBe(card);
    card.destroy();
    expect(elements.getElement(CardElement)).toBeNull();
    expect(elements.create('card')).not.toBe(card);
  });

  it('applies the style options and follows updates (colour mode, disabled)', () => {
    const { card, host } = mountCard();
    const style = () => host.querySelector('style')?.textContent ?? '';
    card.update({ style: { base: { color: '#111111', '::placeholder': { color: '#999999' } } } });
    expect(style()).toContain('color: #111111;');
    expect(style()).toContain('::placeholder { color: #999999; }');
    expect(getComputedStyle(screen.getByLabelText('Card number')).color).toBe('rgb(17, 17, 17)');
    card.update({ style: { base: { color: '#fafafa' } }, disabled: true });
    expect(style()).toContain('color: #fafafa;');
    for (const input of cardInputs()) expect(input).toBeDisabled();
    // A value that could end the rule is dropped.
    card.update({ style: { base: { color: 'red; } body { display: none' } } });
    expect(style()).not.toContain('display: none');
  });

  it('logs nothing while a card is typed and used', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method),
    );
    const { stripe, card } = mountCard();
    await typeCard('4242424242424242');
    await stripe.createPaymentMethod({ type: 'card', card });
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('docs/mock-platform.md', () => {
  it('shows every test card, what it answers and whether it asks for 3-D Secure', () => {
    const flat = (text: string) => text.replace(/ *\| */g, '|');
    for (const card of TEST_CARDS) {
      const row = `| \`${card.number}\` | ${card.brand} | \`${testCardAnswer(card)}\` | ${card.authentication} |`;
      expect(flat(docs)).toContain(flat(row));
    }
  });
});

describe('confirmCardPayment (a saved card’s payment that asks for 3-D Secure)', () => {
  const secret = 'pi_0a1b2c3d4e5f_secret_9f8e7d6c5b4a';

  it('opens the challenge for the payment; approved, the PaymentIntent succeeds', async () => {
    const challenge = vi.fn(() => Promise.resolve('approved' as const));
    const stripe = createStripeStandIn({ latencyMs: 0, challenge });
    const result = await stripe.confirmCardPayment(secret);
    expect(challenge).toHaveBeenCalledWith('payment');
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ id: 'pi_0a1b2c3d4e5f', status: 'succeeded' });
  });

  it('a failed challenge answers payment_intent_authentication_failure with Stripe’s message', async () => {
    const stripe = createStripeStandIn({ latencyMs: 0, challenge: () => Promise.resolve('failed') });
    const result = await stripe.confirmCardPayment(secret);
    expect(result.paymentIntent).toBeUndefined();
    expect(result.error).toMatchObject({
      code: 'payment_intent_authentication_failure',
      message: AUTHENTICATION_FAILURE_MESSAGE,
    });
  });

  it('refuses what is not a PaymentIntent’s client secret, without a challenge', async () => {
    const challenge = vi.fn(() => Promise.resolve('approved' as const));
    const stripe = createStripeStandIn({ latencyMs: 0, challenge });
    const result = await stripe.confirmCardPayment('seti_123_secret_456');
    expect(result.error?.code).toBe('parameter_invalid');
    expect(challenge).not.toHaveBeenCalled();
  });
});
