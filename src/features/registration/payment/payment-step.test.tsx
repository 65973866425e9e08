import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '@/i18n';
import { DEMO_NEW } from '@/mocks/store/demo';
import type { MockApi } from '@/mocks/testing/mock-api';
import { fakeMatchMedia } from '@/test/media-query';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { signedInMockApi } from '@/test/signed-in-api';

import { PaymentStep, type PaymentMethodValue } from './payment-step';

const settle = { timeout: 3_000 };

/** The wizard's side of the step: it keeps the value the step hands over. */
function Host({
  initial = null,
  onChange,
}: {
  initial?: PaymentMethodValue | null;
  onChange?: (value: PaymentMethodValue | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <PaymentStep
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

async function typeCard(number: string, expiry = '12/34', cvc = '123') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number', {}, settle), number);
  await user.type(screen.getByLabelText('Expiration date'), expiry);
  await user.type(screen.getByLabelText('Security code (CVC)'), cvc);
  return user;
}

const addButton = () => screen.getByRole('button', { name: 'Add card' });

/** After a decline the alert renders first; an effect after that render enables the card fields again. */
const cardFieldsEnabled = () =>
  waitFor(() => expect(screen.getByLabelText('Card number')).toBeEnabled(), settle);

// The wizard runs before the back-office account exists: an identity that is still registering saves the card.
let api: MockApi & { restore: () => void };
beforeEach(async () => {
  api = await signedInMockApi(server, DEMO_NEW.email);
});

afterEach(async () => {
  api.restore();
  await act(() => i18n.changeLanguage('en'));
});

const challenge = () => screen.findByRole('dialog', { name: '3D Secure 2 Test Page' }, settle);

describe('PaymentStep (registration wizard, step 3)', () => {
  it('adds a card: the provider answers, the wizard gets {id, brand, last4}', async () => {
    const onChange = vi.fn();
    renderWithProviders(<PaymentStep value={null} onChange={onChange} />);

    expect(await screen.findByRole('group', { name: 'Card details' }, settle)).toBeInTheDocument();
    expect(screen.getByText(/never reach our servers/)).toBeInTheDocument();
    expect(addButton()).toBeDisabled();

    const user = await typeCard('4242 4242 4242 4242');
    expect(addButton()).toBeEnabled();
    await user.click(addButton());

    // Busy while the provider answers.
    expect(screen.getByRole('button', { name: /Adding card/ })).toBeDisabled();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), settle);
    expect(onChange).toHaveBeenCalledWith({ id: 'pm_card_visa', brand: 'visa', last4: '4242' });
  });

  it('shows a decline in place (role=alert) and hands the wizard nothing', async () => {
    const onChange = vi.fn();
    renderWithProviders(<PaymentStep value={null} onChange={onChange} />);
    const user = await typeCard('4000 0000 0000 0002');
    await user.click(addButton());

    expect(await screen.findByRole('alert', {}, settle)).toHaveTextContent('Your card was declined.');
    expect(onChange).not.toHaveBeenCalled();
    // The card stays editable; changing it clears the message.
    expect(addButton()).toBeEnabled();
    await cardFieldsEnabled();
    await user.type(screen.getByLabelText('Card number'), '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(addButton()).toBeDisabled();
  });

  it("a card that needs 3-D Secure: the issuer's challenge opens, and approving it adds the card", async () => {
    const onChange = vi.fn();
    renderWithProviders(<PaymentStep value={null} onChange={onChange} />);
    const user = await typeCard('4000 0025 0000 3155');
    await user.click(addButton());

    const dialog = await challenge();
    expect(within(dialog).getByRole('button', { name: 'Complete authentication' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), settle);
    expect(onChange).toHaveBeenCalledWith({
      id: 'pm_card_authenticationRequiredSetupForOffSession',
      brand: 'visa',
      last4: '3155',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed challenge says so in place, keeps the card typed and hands the wizard nothing', async () => {
    const onChange = vi.fn();
    renderWithProviders(<PaymentStep value={null} onChange={onChange} />);
    const user = await typeCard('4000 0027 6000 3184');
    await user.click(addButton());
    await user.click(within(await challenge()).getByRole('button', { name: 'Fail authentication' }));

    expect(await screen.findByRole('alert', {}, settle)).toHaveTextContent(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    expect(onChange).not.toHaveBeenCalled();
    await cardFieldsEnabled();
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0027 6000 3184');
    expect(screen.getByLabelText('Card number')).toHaveFocus();
  });

  it('a card declined after an approved challenge shows the decline in place', async () => {
    const onChange = vi.fn();
    renderWithProviders(<PaymentStep value={null} onChange={onChange} />);
    const user = await typeCard('4000 0084 0000 1629');
    await user.click(addButton());
    await user.click(within(await challenge()).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByRole('alert', {}, settle)).toHaveTextContent('Your card was declined.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a card that never asks is added without a challenge, through a SetupIntent', async () => {
    const onChange = vi.fn();
    const created = vi.spyOn(api.db.paymentMethods, 'createSetupIntent');
    renderWithProviders(<PaymentStep value={null} onChange={onChange} />);
    const user = await typeCard('4242 4242 4242 4242');
    await user.click(addButton());
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), settle);
    expect(created).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the platform failing to start the SetupIntent: its message and Try again in place, nothing typed lost', async () => {
    const onChange = vi.fn();
    api.db.faults.set('createSetupIntent', { status: 500, code: 'SERVER_ERROR', times: 1 });
    renderWithProviders(<PaymentStep value={null} onChange={onChange} />);
    const user = await typeCard('4242 4242 4242 4242');
    await user.click(addButton());

    const alert = await screen.findByRole('alert', {}, settle);
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toHaveFocus(), settle);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');

    await user.click(retry);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), settle);
    expect(onChange).toHaveBeenCalledWith({ id: 'pm_card_visa', brand: 'visa', last4: '4242' });
  });

  it.each([
    ['a secret key', 'sk_live_51NotForBrowsers'],
    ['no key', ''],
  ])(
    'a production build with %s: says card payments are not configured, and shows no card form',
    (_, key) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.stubEnv('MODE', 'production');
      vi.stubEnv('VITE_MOCK_MODE', '');
      vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', key);
      try {
        renderWithProviders(<PaymentStep value={null} onChange={() => {}} />);
        expect(screen.getByRole('alert')).toHaveTextContent(
          'Card payments are not configured on this site, so a card cannot be added right now. Please contact support.',
        );
        expect(screen.queryByLabelText('Card number')).toBeNull();
        expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull();
      } finally {
        vi.unstubAllEnvs();
      }
    },
  );

  it("shows the provider's message about what is typed", async () => {
    renderWithProviders(<PaymentStep value={null} onChange={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number', {}, settle), '4242424242424241');
    expect(screen.getByRole('alert')).toHaveTextContent('Your card number is invalid.');
    expect(addButton()).toBeDisabled();
  });

  it('shows a card that is set: brand and last four digits; Remove hands back null', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <PaymentStep value={{ id: 'pm_card_visa', brand: 'visa', last4: '4242' }} onChange={onChange} />,
    );
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove card' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('shows a card known by its id only (a restored draft)', () => {
    renderWithProviders(<PaymentStep value={{ id: 'pm_1Q2w3E4r' }} onChange={() => {}} />);
    expect(screen.getByText('Saved card')).toBeInTheDocument();
  });

  it("shows the form's error for the field with role=alert", async () => {
    renderWithProviders(<PaymentStep value={null} onChange={() => {}} error="Payment method is required" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment method is required');
    const group = await screen.findByRole('group', { name: 'Card details' }, settle);
    expect(group).toHaveAccessibleDescription('Payment method is required');
  });

  it('goes from entry to summary and back, moving focus with it', async () => {
    renderWithProviders(<Host />);
    const user = await typeCard('5555555555554444');
    await user.click(addButton());

    expect(await screen.findByText('Mastercard ending in 4444', {}, settle)).toBeInTheDocument();
    // Focus moves in an effect after the summary renders: on a busy machine a moment later.
    await waitFor(() => expect(screen.getByRole('group', { name: 'Card details' })).toHaveFocus(), settle);

    await user.click(screen.getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveFocus(), settle);
    expect(screen.getByLabelText('Card number')).toHaveValue('');
  });

  it('under StrictMode renders one card entry that works', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <StrictMode>
        <PaymentStep value={null} onChange={onChange} />
      </StrictMode>,
    );
    const user = await typeCard('4242424242424242');
    expect(screen.getAllByLabelText('Card number')).toHaveLength(1);
    await user.click(addButton());
    await waitFor(
      () => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'pm_card_visa' })),
      settle,
    );
  });

  it('keeps card details out of storage, the console and the wizard', async () => {
    const logged: unknown[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => logged.push(...args));
    }
    const handed: unknown[] = [];
    renderWithProviders(<Host onChange={(value) => handed.push(value)} />);
    const user = await typeCard('4000000000000002', '12/34', '987');
    await user.click(addButton());
    await screen.findByRole('alert', {}, settle);
    await cardFieldsEnabled();
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(addButton());
    await screen.findByText('Visa ending in 4242', {}, settle);

    const storage = [localStorage, sessionStorage]
      .flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key)}`))
      .join('\n');
    const seen = [storage, JSON.stringify(handed), logged.map(String).join('\n'), document.body.innerHTML];
    for (const text of seen) {
      for (const secret of [
        '4242424242424242',
        '4242 4242 4242 4242',
        '4000000000000002',
        '12 / 34',
        '987',
      ]) {
        expect(text).not.toContain(secret);
      }
    }
    expect(handed).toEqual([{ id: 'pm_card_visa', brand: 'visa', last4: '4242' }]);
  });

  it('speaks Swedish (the provider’s own element stays in its language)', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderWithProviders(<PaymentStep value={null} onChange={() => {}} />);
    expect(await screen.findByRole('group', { name: 'Kortuppgifter' }, settle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lägg till kort' })).toBeDisabled();
    expect(screen.getByText(/når aldrig våra servrar/)).toBeInTheDocument();
  });

  it.each([
    ['light', false, '#09090B'],
    ['dark', true, '#fafafa'],
  ])('styles the card element for %s mode from the theme', async (_mode, dark, textColor) => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      fakeMatchMedia((query) => dark && query.includes('prefers-color-scheme: dark')),
    );
    renderWithProviders(<PaymentStep value={null} onChange={() => {}} />);
    const input = await screen.findByLabelText('Card number', {}, settle);
    const sheet = input.closest('[data-stand-in]')?.querySelector('style')?.textContent ?? '';
    expect(sheet).toContain(`color: ${textColor};`);
    expect(sheet).not.toContain('var(');
  });
});
