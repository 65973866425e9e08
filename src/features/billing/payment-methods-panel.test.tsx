import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { signedInAccount } from '@/test/mock-account';
import { failOperation, recordRequests } from '@/test/mock-overrides';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { toaster } from '@/ui/toaster';
import { endCssAnimations } from '@/test/end-css-animations';

import { PaymentMethodsPanel } from './payment-methods-panel';
import { card } from './test-fixtures';

const wait = { timeout: 3_000 };

beforeAll(endCssAnimations);

const TWO_CARDS = [card('pm_1', 'visa', '4242', { isDefault: true }), card('pm_2', 'mastercard', '4444')];

/** Anna, an admin, on the shared mock platform, her account holding these cards (copies: the store changes them). */
function serveCards(methods = TWO_CARDS) {
  signedInAccount().paymentMethods = methods.map((method) => ({ ...method }));
}

beforeEach(async () => {
  await resetBrowserState();
});

describe('PaymentMethodsPanel', { timeout: 20_000 }, () => {
  it('loads, then lists brand, last four, expiry and the default', async () => {
    serveCards();
    failOperation('listPaymentMethods', { delayMs: 50 });
    renderWithProviders(<PaymentMethodsPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading payment methods…');
    const items = await screen.findAllByTestId('payment-method', {}, wait);
    expect(items.map((item) => item.textContent)).toEqual([
      'Visa ending in 4242DefaultExpires 04/2029Remove',
      'Mastercard ending in 4444Expires 04/2029Remove',
    ]);
    expect(screen.getByRole('button', { name: 'Remove Visa ending in 4242' })).toBeEnabled();
  });

  it('lists a SEPA mandate without an expiry, one with a null expiry and a type it has never seen; an unreadable one costs only itself, with a notice', async () => {
    // The platform's answer as sent, not as the contract types it.
    serveCards([
      card('pm_1', 'visa', '4242', { isDefault: true }),
      { id: 'pm_2', type: 'sepa', brand: 'sepa_debit', last4: '3000', isDefault: false },
      {
        id: 'pm_3',
        type: 'sepa',
        brand: 'sepa_debit',
        last4: '4000',
        expMonth: null,
        expYear: null,
        isDefault: false,
      },
      { id: 'pm_4', type: 'paypal', last4: '0001', isDefault: false },
      { id: 'pm_5', brand: 'visa', last4: '1111', isDefault: false },
    ] as unknown as typeof TWO_CARDS);
    renderWithProviders(<PaymentMethodsPanel />);
    const items = await screen.findAllByTestId('payment-method', {}, wait);
    expect(items.map((item) => item.textContent)).toEqual([
      'Visa ending in 4242DefaultExpires 04/2029Remove',
      'SEPA Direct Debit ending in 3000Remove',
      'SEPA Direct Debit ending in 4000Remove',
      'paypal ending in 0001Remove',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 payment method could not be shown: the platform sent it in a form the console cannot read.',
    );
  });

  it('the only card cannot be removed, and says why', async () => {
    serveCards([card('pm_1', 'visa', '4242', { isDefault: true })]);
    renderWithProviders(<PaymentMethodsPanel />);
    const remove = await screen.findByRole('button', { name: 'Remove Visa ending in 4242' }, wait);
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('Your only card cannot be removed. Add another card first.');
  });

  it('no card yet: says so', async () => {
    serveCards([]);
    renderWithProviders(<PaymentMethodsPanel />);
    expect(await screen.findByText(/No payment method yet/, {}, wait)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add card' })).toBeEnabled();
  });

  it('a failed load shows the catalogue message; Retry loads it', async () => {
    serveCards();
    failOperation('listPaymentMethods', { status: 429, code: 'RATE_LIMIT_EXCEEDED', times: 1 });
    const user = userEvent.setup();
    renderWithProviders(<PaymentMethodsPanel />);
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert).toHaveTextContent('Too many attempts. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('payment-method', {}, wait)).toHaveLength(2);
  });

  it('removes a card after confirming, once', async () => {
    serveCards();
    const calls = recordRequests();
    const toast = vi.spyOn(toaster, 'create');
    const user = userEvent.setup();
    renderWithProviders(<PaymentMethodsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Remove Mastercard ending in 4444' }, wait));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Remove Mastercard ending in 4444?' },
      wait,
    );
    failOperation('removePaymentMethod', { delayMs: 500 });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(within(dialog).getByRole('button', { name: /Removing/ })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), wait);
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([
      'DELETE /v1/billing/payment-methods/pm_2',
    ]);
    expect(screen.getAllByTestId('payment-method')).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Mastercard ending in 4444 removed' }),
    );
  });

  it('a refused removal keeps the dialog open with the catalogue message', async () => {
    serveCards();
    failOperation('removePaymentMethod', {
      status: 400,
      code: 'INVALID_REQUEST',
      message: 'The last payment method cannot be removed. Add another first.',
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentMethodsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Remove Mastercard ending in 4444' }, wait));
    const dialog = await screen.findByRole('alertdialog', {}, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent(
      'Invalid request. Please try again.',
    );
  });
});
