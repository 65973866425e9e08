import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';

import { mockDb } from '@/mocks/handlers';
import { DEMO_ADMIN } from '@/mocks/store/demo';
import { signInToMockPlatform, signOutOfMockPlatform } from '@/mocks/testing/browser-session';
import { authStatus } from '@/api/auth-status';
import { configureApiClient } from '@/api/client';
import { resetSessionEndForTests, sessionEnd } from '@/api/session-end';
import { http, HttpResponse } from 'msw';

import { overrideOperation, recordHeader } from '@/test/mock-overrides';
import { server } from '@/test/msw-server';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { formatMoney } from '@/i18n';
import { toaster } from '@/ui/toaster';
import { endCssAnimations } from '@/test/end-css-animations';

import { WalletPanel } from './wallet-panel';

const NOW = new Date('2026-11-24T09:00:00Z');
// Grows on a slower machine, as the test timeout does (vitest.config.ts).
const wait = { timeout: Math.round(5_000 * inject('timeScale')) };
// A lost answer is asked about again after a second.
const slowWait = { timeout: Math.round(8_000 * inject('timeScale')) };

let restoreClient: (() => void) | undefined;

beforeAll(endCssAnimations);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await resetBrowserState();
  mockDb.reset('default');
  signInToMockPlatform(DEMO_ADMIN.email);
});

afterEach(() => {
  restoreClient?.();
  restoreClient = undefined;
  signOutOfMockPlatform();
  vi.useRealTimers();
});

function annasAccount() {
  const account = mockDb.accounts.get(mockDb.users.byEmail(DEMO_ADMIN.email)?.accountId ?? 0);
  if (!account) throw new Error('Anna has no account in the mock platform');
  return account;
}

/** Makes a card that asks for 3-D Secure on every payment Anna's default. */
function useCardThatAuthenticatesEveryPayment() {
  const added = mockDb.paymentMethods.add(annasAccount(), {
    token: 'pm_card_authenticationRequired',
    type: 'card',
    setDefault: true,
  });
  if (!added.ok) throw new Error('The 3-D Secure test card was not saved');
}

/** After the session ended: what signing in again comes back to, a new page load for the same user. */
async function signedInAgain() {
  cleanup();
  resetSessionEndForTests();
  const user = userEvent.setup();
  renderWithProviders(<WalletPanel />);
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add credit' }, wait) };
}

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function openTopUp() {
  const user = userEvent.setup();
  renderWithProviders(<WalletPanel />);
  const balance = euros((await screen.findByTestId('wallet-balance', {}, wait)).textContent);
  await user.click(screen.getByRole('button', { name: 'Add credit' }));
  return { user, balance, dialog: await screen.findByRole('dialog', { name: 'Add credit' }, wait) };
}

describe('adding credit', { timeout: 30_000 }, () => {
  it.each([
    [
      'its amount as text without a currency',
      { id: 'pay_1', purpose: 'top_up', status: 'succeeded', amount: { amount: '50.00' } },
    ],
    ['only its id (a number) and status', { id: 7, status: 'succeeded' }],
  ])('a charge answered with %s is told as done, with the amount asked', async (_, answer) => {
    overrideOperation('createTopUp', answer as never);
    const toast = vi.spyOn(toaster, 'create');
    const { user, dialog } = await openTopUp();
    await user.click(within(dialog).getByRole('button', { name: '€50' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay €50' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '€50 added to your wallet' }));
  });

  it('states the charge and the card first; paid, the invoice and the wallet show it at once', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const before = annasAccount().invoices.length;
    const { user, balance, dialog } = await openTopUp();

    await user.click(within(dialog).getByRole('button', { name: '€50' }));
    expect(within(dialog).getByRole('button', { name: '€50' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(dialog).findByTestId('top-up-summary', {}, wait)).toHaveTextContent(
      'Charged now: €50, VAT included (to Visa •••• 4242)Added to your wallet: €50',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pay €50' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '€50 added to your wallet' }));
    const { invoices } = annasAccount();
    expect(invoices).toHaveLength(before + 1);
    expect(invoices[0]).toMatchObject({ amount: 50, paymentStatus: 'succeeded', issuingDate: '2026-11-24' });
    await waitFor(
      () => expect(euros(screen.getByTestId('wallet-balance').textContent)).toBeCloseTo(balance + 50, 2),
      wait,
    );
  });

  it('a charge whose answer is lost is asked about again under the same key: charged once, told with the balance', async () => {
    // The platform books the charge after the client has given up on it.
    restoreClient = configureApiClient({ timeoutMs: 300 });
    mockDb.faults.set('createTopUp', { delayMs: 900, times: 1 });
    const keys = recordHeader('/v1/billing/wallet/top-ups', 'Idempotency-Key');
    const toast = vi.spyOn(toaster, 'create');
    const before = annasAccount().invoices.length;
    const { user, balance, dialog } = await openTopUp();
    await user.click(within(dialog).getByRole('button', { name: '€50' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay €50' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slowWait);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(annasAccount().invoices).toHaveLength(before + 1);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '€50 added to your wallet',
        description: `New balance: ${formatMoney(balance + 50)}`,
      }),
    );
  });

  it('a charge whose answer is lost twice is not paid again blind: the button checks, and checking charges once', async () => {
    mockDb.faults.set('createTopUp', { network: true, times: 2 });
    const keys = recordHeader('/v1/billing/wallet/top-ups', 'Idempotency-Key');
    const before = annasAccount().invoices.length;
    const { user, dialog } = await openTopUp();
    await user.click(within(dialog).getByRole('button', { name: '€50' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay €50' }));

    expect(await within(dialog).findByRole('alert', {}, slowWait)).toHaveTextContent(
      /we cannot tell yet whether your card was charged/,
    );
    expect(within(dialog).queryByRole('button', { name: 'Pay €50' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: '€100' })).toBeDisabled();
    expect(annasAccount().invoices).toHaveLength(before);

    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slowWait);
    expect(new Set(keys).size).toBe(1);
    expect(keys).toHaveLength(3);
    expect(annasAccount().invoices).toHaveLength(before + 1);
    expect(annasAccount().invoices[0]).toMatchObject({ amount: 50 });
  });

  it('a charge still unknown when the session ends opens again after signing in, still unknown: checking charges once, under the same key', async () => {
    await authStatus.ensure(); // the drafts are kept for the signed-in user
    mockDb.faults.set('createTopUp', { network: true, times: 2 });
    const keys = recordHeader('/v1/billing/wallet/top-ups', 'Idempotency-Key');
    const before = annasAccount().invoices.length;
    const first = await openTopUp();
    await first.user.click(within(first.dialog).getByRole('button', { name: '€50' }));
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Pay €50' }));
    expect(await within(first.dialog).findByRole('alert', {}, slowWait)).toHaveTextContent(/cannot tell yet/);
    expect(annasAccount().invoices).toHaveLength(before);

    // Checking again meets the end of the session: nothing is asked, and what was open is kept.
    mockDb.faults.set('createTopUp', { status: 401, code: 'AUTH_REQUIRED', times: 1 });
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(sessionEnd.isEnded()).toBe(true), wait);

    // Signed in again (a new page load): Add credit is open again with the same charge, still to be checked.
    const { user, dialog } = await signedInAgain();
    expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent(/cannot tell yet/);
    expect(within(dialog).queryByRole('button', { name: /^Pay/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slowWait);
    // Two lost tries, the one refused for the session, the check: one key, one charge.
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(annasAccount().invoices).toHaveLength(before + 1);
  });

  it('a charge whose answer was lost, asked again into the session’s end, is unknown after signing in, never paid blind', async () => {
    await authStatus.ensure();
    let tries = 0;
    server.use(
      http.post('*/v1/billing/wallet/top-ups', () => {
        tries += 1;
        return tries === 1
          ? HttpResponse.error()
          : HttpResponse.json(
              { error: 'Authentication is required.', code: 'AUTH_REQUIRED' },
              { status: 401 },
            );
      }),
    );
    const keys = recordHeader('/v1/billing/wallet/top-ups', 'Idempotency-Key');
    const before = annasAccount().invoices.length;
    const first = await openTopUp();
    await first.user.click(within(first.dialog).getByRole('button', { name: '€50' }));
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Pay €50' }));
    await waitFor(() => expect(sessionEnd.isEnded()).toBe(true), slowWait);
    expect(await within(first.dialog).findByRole('alert', {}, wait)).toHaveTextContent(/cannot tell yet/);

    server.resetHandlers();
    const { user, dialog } = await signedInAgain();
    expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent(/cannot tell yet/);
    expect(within(dialog).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: '€100' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slowWait);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(annasAccount().invoices).toHaveLength(before + 1);
  });

  it('approved by the bank when the session ended before the platform confirmed: after signing in, still no second payment', async () => {
    await authStatus.ensure();
    useCardThatAuthenticatesEveryPayment();
    mockDb.faults.set('confirmPayment', { status: 401, code: 'AUTH_REQUIRED', times: 1 });
    const first = await openTopUp();
    await first.user.click(await within(first.dialog).findByRole('button', { name: 'Pay €25' }, wait));
    const challenge = await screen.findByRole('dialog', { name: '3D Secure 2 Test Page' }, wait);
    await first.user.click(within(challenge).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(sessionEnd.isEnded()).toBe(true), wait);
    expect(await within(first.dialog).findByRole('alert', {}, wait)).toHaveTextContent(/Do not pay again/);

    const { dialog } = await signedInAgain();
    expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent(
      'Your bank approved the payment, but the platform has not confirmed it yet. Do not pay again',
    );
    expect(within(dialog).getByRole('button', { name: 'Pay €25' })).toBeDisabled();
  });

  it('a charge booked but answered twice too late: unknown, and checking again tells it charged once', async () => {
    restoreClient = configureApiClient({ timeoutMs: 200 });
    // The way to the platform takes 1.5 s for both tries: the first books the charge, and both give up first.
    mockDb.faults.set('createTopUp', { delayMs: 1_500, times: 2 });
    const before = annasAccount().invoices.length;
    const { user, balance, dialog } = await openTopUp();
    await user.click(within(dialog).getByRole('button', { name: '€50' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay €50' }));
    expect(await within(dialog).findByRole('alert', {}, slowWait)).toHaveTextContent(/cannot tell yet/);

    restoreClient();
    restoreClient = undefined;
    await waitFor(() => expect(annasAccount().invoices).toHaveLength(before + 1), slowWait);
    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slowWait);
    expect(annasAccount().invoices).toHaveLength(before + 1);
    await waitFor(
      () => expect(euros(screen.getByTestId('wallet-balance').textContent)).toBeCloseTo(balance + 50, 2),
      wait,
    );
  });

  it.each([
    ['a status word the console does not know', { id: 'pay_1', purpose: 'top_up', status: 'processing' }],
    ['no status at all', { id: 'pay_1', purpose: 'top_up' }],
  ])('a charge answered with %s is not told as done: the outcome is unknown', async (_, answer) => {
    overrideOperation('createTopUp', answer as never);
    const toast = vi.spyOn(toaster, 'create');
    const { user, dialog } = await openTopUp();
    await user.click(within(dialog).getByRole('button', { name: '€50' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay €50' }));
    expect(await within(dialog).findByRole('alert', {}, slowWait)).toHaveTextContent(/cannot tell yet/);
    expect(within(dialog).getByRole('button', { name: 'Check again' })).toBeEnabled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('a typed amount out of bounds is refused in place, and nothing is asked of the platform', async () => {
    const before = annasAccount().invoices.length;
    const { user, dialog } = await openTopUp();
    const field = within(dialog).getByRole('textbox', { name: 'Other amount (€)' });
    await user.clear(field);
    await user.type(field, '4,99');
    await user.tab();
    expect(
      within(dialog).getByText('Enter an amount from €5 to €1,000, at most two decimals.'),
    ).toBeVisible();
    expect(within(dialog).queryByTestId('top-up-summary')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add credit' }));
    expect(screen.getByRole('dialog', { name: 'Add credit' })).toBeInTheDocument();
    expect(annasAccount().invoices).toHaveLength(before);

    await user.clear(field);
    await user.type(field, '12,34');
    expect(within(dialog).getByTestId('top-up-summary')).toHaveTextContent('Charged now: €12.34');
  });

  it('a card that asks for 3-D Secure: approved in the bank’s challenge, the top-up is booked', async () => {
    useCardThatAuthenticatesEveryPayment();
    const before = annasAccount().invoices.length;
    const { user, dialog } = await openTopUp();
    expect(await within(dialog).findByTestId('top-up-summary', {}, wait)).toHaveTextContent(
      '(to Visa •••• 3184)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pay €25' }));
    const challenge = await screen.findByRole('dialog', { name: '3D Secure 2 Test Page' }, wait);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Waiting for your bank to confirm the payment',
    );
    expect(annasAccount().invoices).toHaveLength(before);
    await user.click(within(challenge).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add credit' })).toBeNull(), wait);
    expect(annasAccount().invoices[0]).toMatchObject({ amount: 25, paymentStatus: 'succeeded' });
  });

  it('a failed challenge is told in place and nothing is charged', async () => {
    useCardThatAuthenticatesEveryPayment();
    const before = annasAccount().invoices.length;
    const { user, dialog } = await openTopUp();
    await user.click(await within(dialog).findByRole('button', { name: 'Pay €25' }, wait));
    const challenge = await screen.findByRole('dialog', { name: '3D Secure 2 Test Page' }, wait);
    await user.click(within(challenge).getByRole('button', { name: 'Fail authentication' }));
    expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent(
      'Your bank did not confirm the payment. Nothing was charged.',
    );
    expect(within(dialog).getByRole('button', { name: 'Pay €25' })).toBeEnabled();
    expect(annasAccount().invoices).toHaveLength(before);
    expect(annasAccount().pendingPayments).toHaveLength(1); // started, never confirmed: never booked
  });

  it('a declined card is told in place and nothing is charged', async () => {
    mockDb.faults.set('createTopUp', {
      status: 402,
      code: 'PAYMENT_FAILED',
      message: 'Your card was declined.',
    });
    const before = annasAccount().invoices.length;
    const { user, dialog } = await openTopUp();
    await user.click(await within(dialog).findByRole('button', { name: 'Pay €25' }, wait));
    expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent('Your card was declined.');
    expect(annasAccount().invoices).toHaveLength(before);
  });
  it('approved by the bank but not confirmed by the platform: says so and offers no second payment', async () => {
    useCardThatAuthenticatesEveryPayment();
    mockDb.faults.set('confirmPayment', { status: 503, code: 'SERVER_ERROR', message: 'Try again later.' });
    const { user, dialog } = await openTopUp();
    await user.click(await within(dialog).findByRole('button', { name: 'Pay €25' }, wait));
    const challenge = await screen.findByRole('dialog', { name: '3D Secure 2 Test Page' }, wait);
    await user.click(within(challenge).getByRole('button', { name: 'Complete authentication' }));
    expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent(
      'Your bank approved the payment, but the platform has not confirmed it yet. Do not pay again',
    );
    // The alert can come a render before the button leaves its "Paying…" label.
    expect(await within(dialog).findByRole('button', { name: 'Pay €25' }, wait)).toBeDisabled();
  });

  it('a platform without top-ups says paying here is not offered, and nothing is charged', async () => {
    mockDb.faults.set('createTopUp', { status: 404, code: 'NOT_FOUND', message: 'Not found.' });
    const before = annasAccount().invoices.length;
    const { user, dialog } = await openTopUp();
    await user.click(await within(dialog).findByRole('button', { name: 'Pay €25' }, wait));
    expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent(
      'Paying by card is not offered here on this platform. Nothing was charged.',
    );
    expect(annasAccount().invoices).toHaveLength(before);
  });
});
