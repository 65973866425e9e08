import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { mockDb } from '@/mocks/handlers';
import { DEMO_ADMIN } from '@/mocks/store/demo';
import { signInToMockPlatform, signOutOfMockPlatform } from '@/mocks/testing/browser-session';
import { overrideOperation } from '@/test/mock-overrides';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { toaster } from '@/ui/toaster';
import { endCssAnimations } from '@/test/end-css-animations';

import { wallet } from './test-fixtures';
import { WalletPanel } from './wallet-panel';

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

async function renderForm() {
  const user = userEvent.setup();
  renderWithProviders(<WalletPanel />);
  return { user, form: within(await screen.findByRole('form', { name: 'Automatic recharge' }, wait)) };
}

describe('automatic recharge', { timeout: 30_000 }, () => {
  it('turns on with a threshold and an amount; the platform keeps the rule and the panel says it', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const { user, form } = await renderForm();
    expect(form.getByText(/^Off\. Charged to your default card/)).toBeInTheDocument();
    await user.click(form.getByRole('checkbox', { name: 'Recharge automatically when the balance is low' }));
    await user.clear(form.getByRole('textbox', { name: 'When the balance falls below (€)' }));
    await user.type(form.getByRole('textbox', { name: 'When the balance falls below (€)' }), '20');
    await user.clear(form.getByRole('textbox', { name: 'Add (€)' }));
    await user.type(form.getByRole('textbox', { name: 'Add (€)' }), '30');
    await user.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(
      () => expect(annasAccount().autoRecharge).toEqual({ enabled: true, threshold: 20, amount: 30 }),
      wait,
    );
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Automatic recharge saved' }));
    expect(
      await screen.findByText(/On: €30 is added when the balance falls below €20/, {}, wait),
    ).toBeVisible();
  });

  it('refuses an amount out of bounds in place, without a request', async () => {
    const { user, form } = await renderForm();
    await user.click(form.getByRole('checkbox'));
    await user.clear(form.getByRole('textbox', { name: 'Add (€)' }));
    await user.type(form.getByRole('textbox', { name: 'Add (€)' }), '1');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText('Enter an amount from €5 to €1,000, at most two decimals.')).toBeVisible();
    expect(form.getByRole('textbox', { name: 'Add (€)' })).toHaveAttribute('aria-invalid', 'true');
    expect(annasAccount().autoRecharge ?? null).toBeNull();
  });

  it('a rule below the balance announces the charge before saving, then recharges at once: invoice and balance', async () => {
    const before = annasAccount().invoices.length;
    const { user, form } = await renderForm();
    const balance = Number(screen.getByTestId('wallet-balance').textContent?.replace(/[^\d.]/g, ''));
    await user.click(form.getByRole('checkbox'));
    await user.clear(form.getByRole('textbox', { name: 'When the balance falls below (€)' }));
    await user.type(form.getByRole('textbox', { name: 'When the balance falls below (€)' }), '1000');
    const save = form.getByRole('button', { name: 'Save and pay €25' });
    expect(save).toHaveAccessibleDescription(
      /is already below this threshold: saving charges €25 to your default card now\.$/,
    );
    expect(annasAccount().invoices).toHaveLength(before);
    await user.click(save);
    await waitFor(() => expect(annasAccount().invoices).toHaveLength(before + 1), wait);
    expect(annasAccount().invoices[0]).toMatchObject({ amount: 25, paymentStatus: 'succeeded' });
    await waitFor(
      () =>
        expect(Number(screen.getByTestId('wallet-balance').textContent?.replace(/[^\d.]/g, ''))).toBeCloseTo(
          balance + 25,
          2,
        ),
      wait,
    );
  });

  it('is not offered when the platform does not report the setting', async () => {
    overrideOperation('getWallet', wallet()); // a wallet without `autoRecharge`
    renderWithProviders(<WalletPanel />);
    await screen.findByTestId('wallet-balance', {}, wait);
    expect(screen.getByText('Low-balance warning')).toBeInTheDocument();
    expect(screen.queryByText('Automatic recharge')).toBeNull();
  });
});
