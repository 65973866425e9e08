import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { mockDb } from '@/mocks/handlers';
import { DEMO_ADMIN } from '@/mocks/store/demo';
import { signInToMockPlatform, signOutOfMockPlatform } from '@/mocks/testing/browser-session';
import { failOperation } from '@/test/mock-overrides';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { toaster } from '@/ui/toaster';
import { endCssAnimations } from '@/test/end-css-animations';

import { WalletPanel } from './wallet-panel';

/** 24–30 November: 7 of the period's 30 days left, today included. */
const NOW = new Date('2026-11-24T09:00:00Z');
const wait = { timeout: 5_000 };

beforeAll(endCssAnimations);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await resetBrowserState();
  mockDb.reset('default');
  signInToMockPlatform(DEMO_ADMIN.email);
});

afterEach(() => {
  signOutOfMockPlatform();
  vi.useRealTimers();
});

function annasAccount() {
  const account = mockDb.accounts.get(mockDb.users.byEmail(DEMO_ADMIN.email)?.accountId ?? 0);
  if (!account) throw new Error('Anna has no account in the mock platform');
  return account;
}

async function openConfirmation(plan: RegExp, title: string) {
  const user = userEvent.setup();
  renderWithProviders(<WalletPanel />);
  await user.click(await screen.findByRole('button', { name: 'Change plan' }, wait));
  await user.click(await screen.findByRole('radio', { name: plan }, wait));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return { user, dialog: await screen.findByRole('dialog', { name: title }, wait) };
}

describe('changing plan', { timeout: 30_000 }, () => {
  it('states the preview’s charge now and from the next period; the invoice it produces matches to the cent', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const invoicesBefore = annasAccount().invoices.length;
    const { user, dialog } = await openConfirmation(/Wallet 500/, 'Switch to Wallet 500?');

    expect(await within(dialog).findByTestId('charged-now', {}, wait)).toHaveTextContent(
      /^Charged now: €105 \(to Visa •••• 4242\)$/,
    );
    expect(within(dialog).getByTestId('charged-later')).toHaveTextContent(/^From 2026-12-01: €500 \/ month$/);
    expect(within(dialog).getByTestId('credit-now')).toHaveTextContent('Added to your wallet now: €116.67');
    expect(dialog).toHaveTextContent('7 days left of 30 in this period');

    await user.click(within(dialog).getByRole('button', { name: 'Switch plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'You are now on Wallet 500' }));
    const { invoices } = annasAccount();
    expect(invoices).toHaveLength(invoicesBefore + 1);
    expect(invoices[0]).toMatchObject({ amount: 105, issuingDate: '2026-11-24', paymentStatus: 'succeeded' });
    await waitFor(() => expect(screen.getByTestId('wallet-plan')).toHaveTextContent('Wallet 500'), wait);
  });

  it('a downgrade says nothing is charged now and what the next period costs', async () => {
    const { dialog } = await openConfirmation(/Get Started/, 'Switch to Get Started?');
    expect(await within(dialog).findByTestId('charged-now', {}, wait)).toHaveTextContent(/^Charged now: €0$/);
    expect(within(dialog).getByTestId('charged-later')).toHaveTextContent(
      'From 2026-11-24: no monthly charge',
    );
    expect(dialog).toHaveTextContent('Nothing is charged or refunded now');
    expect(within(dialog).queryByTestId('credit-now')).toBeNull();
  });

  it('without the preview operation (404) it promises no amount, and the change can still be made', async () => {
    failOperation('previewSubscriptionChange', {
      status: 404,
      code: 'INVALID_REQUEST',
      message: 'Not found',
    });
    const { user, dialog } = await openConfirmation(/Wallet 500/, 'Switch to Wallet 500?');
    expect(await within(dialog).findByTestId('plan-change-unavailable', {}, wait)).toHaveTextContent(
      'it will be on the invoice',
    );
    expect(within(dialog).queryByTestId('charged-now')).toBeNull();
    expect(dialog).not.toHaveTextContent(/Charged now|€105|\+€450/);
    await user.click(within(dialog).getByRole('button', { name: 'Switch plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
  });

  it('a preview that fails for another reason keeps the change disabled, with the message and Try again', async () => {
    mockDb.faults.set('previewSubscriptionChange', { status: 500, times: 1 });
    const { user, dialog } = await openConfirmation(/Wallet 500/, 'Switch to Wallet 500?');
    expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent(
      'What the change costs could not be worked out',
    );
    expect(within(dialog).getByRole('button', { name: 'Switch plan' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTestId('charged-now', {}, wait)).toHaveTextContent('€105');
    expect(within(dialog).getByRole('button', { name: 'Switch plan' })).toBeEnabled();
  });

  it('a declined charge keeps the dialog open with the provider’s message; nothing is invoiced', async () => {
    mockDb.faults.set('updateSubscription', {
      status: 402,
      code: 'PAYMENT_FAILED',
      message: 'Your card was declined.',
    });
    const invoicesBefore = annasAccount().invoices.length;
    const { user, dialog } = await openConfirmation(/Wallet 500/, 'Switch to Wallet 500?');
    await within(dialog).findByTestId('charged-now', {}, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Switch plan' }));
    expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent('Your card was declined.');
    expect(within(dialog).getByRole('button', { name: 'Switch plan' })).toBeEnabled();
    expect(annasAccount().invoices).toHaveLength(invoicesBefore);
  });
});
