import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { TokenUsageRow, UpdateWalletSettingsRequest } from '@/api/generated/model';
import { PLAN_CATALOGUE, type PlanId } from '@/config';
import { i18n } from '@/i18n';
import { DEMO_ADMIN } from '@/mocks/store/demo';
import { signedInAccount } from '@/test/mock-account';
import { failOperation, overrideOperation, recordBodies, recordRequests } from '@/test/mock-overrides';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { toaster } from '@/ui/toaster';
import { endCssAnimations } from '@/test/end-css-animations';

import { tokenUsageAsked, usageRow } from './test-fixtures';
import { WalletPanel } from './wallet-panel';

const NOW = new Date('2026-11-22T12:00:00Z');
const wait = { timeout: 3_000 };

beforeAll(endCssAnimations);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await resetBrowserState();
});

afterEach(() => {
  vi.useRealTimers();
});

/** 30 € spent over the last 30 days: 1 € a day. */
const spend30 = [
  usageRow('2026-11-01', 'gemma-3-12b-it', 1000, 100, 20),
  usageRow('2026-11-20', 'bge-m3', 500, 0, 10),
];

interface WalletSeed {
  balance?: number;
  planId?: PlanId;
  lowBalanceThreshold?: number | null;
  /** The last 30 days' usage the runway reads (the store's own comes from its seed). */
  rows?: TokenUsageRow[];
}

/**
 * Anna's wallet on the shared mock platform, in the `empty` scenario (nothing spent this month): the balance is
 * the credit carried in plus the plan's credit, so the carry is set to give `balance`.
 */
function serveWallet({
  balance = 42.5,
  planId = 'wallet_50_monthly',
  lowBalanceThreshold = null,
  rows = [],
}: WalletSeed = {}) {
  const account = signedInAccount(DEMO_ADMIN.email, 'empty');
  Object.assign(account, {
    planId,
    lowBalanceThreshold,
    walletCarry: balance - PLAN_CATALOGUE[planId].walletCredit,
  });
  overrideOperation('getTokenUsage', ({ request }) => tokenUsageAsked(request, rows));
  return {
    calls: recordRequests(),
    saved: recordBodies<UpdateWalletSettingsRequest>('/v1/billing/wallet'),
  };
}

/** The low-balance form's Save (the automatic recharge form has its own). */
function saveButton(name: string | RegExp = 'Save') {
  const form = screen.getByRole('textbox', { name: /Warn me/ }).closest('form');
  if (!form) throw new Error('the threshold field is not in a form');
  return within(form).getByRole('button', { name });
}

describe('WalletPanel', { timeout: 20_000 }, () => {
  it('shows a skeleton while loading, then balance, runway, plan and next charge', async () => {
    const fake = serveWallet({ rows: spend30 });
    failOperation('getWallet', { delayMs: 50 });
    renderWithProviders(<WalletPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the wallet…');

    expect(await screen.findByTestId('wallet-balance', {}, wait)).toHaveTextContent(/^€42\.50$/);
    const section = screen.getByRole('region', { name: 'Wallet' });
    expect(within(section).getByTestId('wallet-plan')).toHaveTextContent('Wallet 50');
    expect(section).toHaveTextContent(/€50 \/ month · €50 wallet credit/);
    expect(section).toHaveTextContent('on 2026-12-01');
    // 42.50 € at 30 € per 30 days → 42 days
    await waitFor(
      () =>
        expect(screen.getByTestId('runway')).toHaveTextContent('About 42 days at your last 30 days’ spend'),
      wait,
    );
    expect(fake.calls).toContain('GET /v1/usage/tokens?start_date=2026-10-24&end_date=2026-11-22');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pay as you go: no next charge; no spend: no runway estimate', async () => {
    serveWallet({ planId: 'get_started', balance: 5 });
    renderWithProviders(<WalletPanel />);
    expect(await screen.findByText('Pay as you go: no monthly charge.', {}, wait)).toBeInTheDocument();
    expect(screen.getByTestId('wallet-plan')).toHaveTextContent('Get Started');
    await waitFor(
      () => expect(screen.getByTestId('runway')).toHaveTextContent('No spend in the last 30 days'),
      wait,
    );
  });

  it('warns when the balance is below the threshold the user set', async () => {
    serveWallet({ balance: 8.4, lowBalanceThreshold: 10 });
    renderWithProviders(<WalletPanel />);
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert).toHaveTextContent('Your balance is low');
    expect(alert).toHaveTextContent(/Your balance of €8\.40 is below your warning threshold of €10/);
  });

  it('a failed load shows the catalogue message and Retry, which loads it', async () => {
    serveWallet();
    failOperation('getWallet', { status: 500, code: 'SERVER_ERROR', times: 1 });
    const user = userEvent.setup();
    renderWithProviders(<WalletPanel />);
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert).toHaveTextContent('The wallet could not be loaded');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('wallet-balance', {}, wait)).toBeInTheDocument();
  });

  it('the runway says so when the usage cannot be loaded', async () => {
    serveWallet();
    failOperation('getTokenUsage', { status: 500, code: 'SERVER_ERROR' });
    renderWithProviders(<WalletPanel />);
    await waitFor(
      () =>
        expect(screen.getByTestId('runway')).toHaveTextContent(
          'No estimate: the last 30 days’ usage could not be loaded',
        ),
      wait,
    );
  });
});

describe('the low-balance threshold', { timeout: 20_000 }, () => {
  it('saves once (double click), the button busy meanwhile; the warning follows at once', async () => {
    const fake = serveWallet({ balance: 20 });
    const toast = vi.spyOn(toaster, 'create');
    const user = userEvent.setup();
    renderWithProviders(<WalletPanel />);
    const field = await screen.findByRole('textbox', { name: 'Warn me when the balance is below (€)' }, wait);
    expect(saveButton()).toBeDisabled(); // unchanged

    await user.type(field, '25,5');
    failOperation('updateWalletSettings', { delayMs: 500 });
    await user.dblClick(saveButton());
    expect(saveButton(/Saving/)).toBeDisabled();

    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent(/threshold of €25\.50/);
    expect(fake.saved).toEqual([{ lowBalanceThreshold: 25.5 }]);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Low-balance warning saved' }),
    );
  });

  it('empty turns the warning off (null)', async () => {
    const fake = serveWallet({ lowBalanceThreshold: 10 });
    const user = userEvent.setup();
    renderWithProviders(<WalletPanel />);
    const field = await screen.findByRole('textbox', { name: /Warn me/ }, wait);
    expect(field).toHaveValue('10');
    await user.clear(field);
    await user.click(saveButton());
    await waitFor(() => expect(fake.saved).toEqual([{ lowBalanceThreshold: null }]), wait);
    expect(await screen.findByText(/No warning set/, {}, wait)).toBeInTheDocument();
  });

  it('refuses what is not an amount, without a request', async () => {
    const fake = serveWallet();
    const user = userEvent.setup();
    renderWithProviders(<WalletPanel />);
    await user.type(await screen.findByRole('textbox', { name: /Warn me/ }, wait), '-3');
    await user.click(saveButton());
    expect(screen.getByText(/Enter an amount from 0 to €100,000/)).toBeInTheDocument();
    expect(fake.saved).toEqual([]);
  });

  it('a refused save shows the catalogue message', async () => {
    serveWallet();
    failOperation('updateWalletSettings', {
      status: 403,
      code: 'INSUFFICIENT_PERMISSIONS',
      message: 'Something broke',
    });
    const user = userEvent.setup();
    renderWithProviders(<WalletPanel />);
    await user.type(await screen.findByRole('textbox', { name: /Warn me/ }, wait), '5');
    await user.click(saveButton());
    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent(
      'You don’t have permission to perform this action.'.replace('’', "'"),
    );
  });
});

describe('in Swedish', { timeout: 20_000 }, () => {
  it('reads in Swedish, the plan under its own name', async () => {
    serveWallet({ rows: spend30 });
    await act(() => i18n.changeLanguage('sv'));
    renderWithProviders(<WalletPanel />);
    expect(await screen.findByRole('region', { name: 'Plånbok' }, wait)).toBeInTheDocument();
    expect(await screen.findByTestId('wallet-plan', {}, wait)).toHaveTextContent('Wallet 50');
    await waitFor(() => expect(screen.getByTestId('runway')).toHaveTextContent('Cirka 42 dagar'), wait);
  });
});
