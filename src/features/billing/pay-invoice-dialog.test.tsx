import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { authStatus } from '@/api/auth-status';
import { resetSessionEndForTests, sessionEnd } from '@/api/session-end';
import { mockDb } from '@/mocks/handlers';
import { DEMO_ADMIN } from '@/mocks/store/demo';
import { signInToMockPlatform, signOutOfMockPlatform } from '@/mocks/testing/browser-session';
import { recordHeader } from '@/test/mock-overrides';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { toaster } from '@/ui/toaster';
import { endCssAnimations } from '@/test/end-css-animations';

import { InvoicesPanel } from './invoices-panel';

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

function failedInvoice() {
  const account = mockDb.accounts.get(mockDb.users.byEmail(DEMO_ADMIN.email)?.accountId ?? 0);
  const invoice = account?.invoices.find((i) => i.paymentStatus === 'failed');
  if (!invoice) throw new Error('The demo account has no failed invoice');
  return invoice;
}

async function openPayNow() {
  const invoice = failedInvoice();
  const user = userEvent.setup();
  renderWithProviders(<InvoicesPanel />);
  await user.click(await screen.findByRole('button', { name: `Pay now: invoice ${invoice.number}` }, wait));
  const dialog = await screen.findByRole('dialog', { name: `Pay invoice ${invoice.number}?` }, wait);
  return { user, invoice, dialog };
}

describe('paying a failed invoice', { timeout: 30_000 }, () => {
  it('states the amount and the card, pays, and the row says Paid without Pay now', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const { user, invoice, dialog } = await openPayNow();
    expect(await within(dialog).findByTestId('pay-summary', {}, wait)).toHaveTextContent(
      'Charged now: €50 (to Visa •••• 4242)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pay €50' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: `Invoice ${invoice.number} paid` }));
    expect(failedInvoice).toThrow(); // the demo account's only failed invoice is paid now
    const row = (await screen.findByText(invoice.number, {}, wait)).closest('tr');
    await waitFor(() => expect(row).toHaveTextContent('Paid'), wait);
    expect(screen.queryByRole('button', { name: `Pay now: invoice ${invoice.number}` })).toBeNull();
  });

  it('a declined card is told in place; the invoice stays failed', async () => {
    mockDb.faults.set('payInvoice', {
      status: 402,
      code: 'PAYMENT_FAILED',
      message: 'Your card was declined.',
    });
    const { user, invoice, dialog } = await openPayNow();
    await user.click(await within(dialog).findByRole('button', { name: 'Pay €50' }, wait));
    expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent('Your card was declined.');
    expect(failedInvoice().id).toBe(invoice.id);
  });

  it('a payment whose answer was lost, then the session ended: after signing in it opens again for that invoice, to be checked, and pays once', async () => {
    await authStatus.ensure(); // the drafts are kept for the signed-in user
    mockDb.faults.set('payInvoice', { network: true, times: 2 });
    const keys = recordHeader(`/v1/billing/invoices/${failedInvoice().id}/pay`, 'Idempotency-Key');
    const first = await openPayNow();
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Pay €50' }));
    expect(await within(first.dialog).findByRole('alert', {}, { timeout: 8_000 })).toHaveTextContent(
      /cannot tell yet/,
    );
    mockDb.faults.set('payInvoice', { status: 401, code: 'AUTH_REQUIRED', times: 1 });
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(sessionEnd.isEnded()).toBe(true), wait);
    cleanup();

    resetSessionEndForTests();
    const user = userEvent.setup();
    renderWithProviders(<InvoicesPanel />);
    const dialog = await screen.findByRole('dialog', { name: `Pay invoice ${first.invoice.number}?` }, wait);
    expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent(/cannot tell yet/);
    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(failedInvoice).toThrow();
  });
});
