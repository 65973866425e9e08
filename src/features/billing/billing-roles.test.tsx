import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { useGetCurrentUser } from '@/api/generated/endpoints/users/users';
import { useRoleFollowsRefusals } from '@/api/use-permission';
import { DEMO_ADMIN, DEMO_MEMBER } from '@/mocks/store/demo';
import type { MockApi } from '@/mocks/testing/mock-api';
import { recordChanges } from '@/test/mock-overrides';
import { server } from '@/test/msw-server';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { signedInMockApi, signedInQueryClient } from '@/test/signed-in-api';
import { endCssAnimations } from '@/test/end-css-animations';

import { BillingPage } from './billing-page';
import { WalletPanel } from './wallet-panel';

const wait = { timeout: 5_000 };

/** The form a field belongs to (the wallet has two forms with a Save). */
function formOf(field: HTMLElement): HTMLElement {
  const form = field.closest('form');
  if (!form) throw new Error('the field is not in a form');
  return form;
}

/**
 * The wallet as the signed-in app shows it: a refusal asks the role again, and the user is watched (the
 * app's shell watches the auth status; `/v1/users/me` stands in for it here).
 */
function SignedInWalletPanel() {
  useRoleFollowsRefusals();
  useGetCurrentUser();
  return <WalletPanel />;
}
let api: (MockApi & { restore: () => void }) | undefined;
let changes: string[] = [];

beforeAll(endCssAnimations);

beforeEach(async () => {
  await resetBrowserState();
  changes = recordChanges();
});

afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('Billing as a member', { timeout: 20_000 }, () => {
  it('disables Change plan, Add card and the low-balance Save with their reasons, and shows no Remove', async () => {
    api = await signedInMockApi(server, DEMO_MEMBER.email);
    const user = userEvent.setup();
    renderWithProviders(<BillingPage days={30} onDaysChange={() => {}} />, {
      queryClient: await signedInQueryClient(api),
    });

    const changePlan = await screen.findByRole('button', { name: 'Change plan' }, wait);
    expect(changePlan).toHaveAttribute('aria-disabled', 'true');
    expect(changePlan).toHaveAccessibleDescription('Only admins can change the plan.');
    await user.click(changePlan);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const addCard = await screen.findByRole('button', { name: 'Add card' }, wait);
    expect(addCard).toHaveAttribute('aria-disabled', 'true');
    expect(addCard).toHaveAccessibleDescription('Only admins can add or remove cards.');
    await user.click(addCard);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findAllByTestId('payment-method', {}, wait)).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();

    const threshold = screen.getByRole('textbox', { name: /Warn me/ });
    expect(threshold).toHaveAttribute('readonly');
    const save = within(formOf(threshold)).getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription('Only admins can change the low-balance alert.');
    save.focus();
    await user.keyboard('{Enter}');

    const addCredit = screen.getByRole('button', { name: 'Add credit' });
    expect(addCredit).toHaveAttribute('aria-disabled', 'true');
    expect(addCredit).toHaveAccessibleDescription('Only admins can add credit.');
    await user.click(addCredit);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const recharge = screen.getByRole('form', { name: 'Automatic recharge' });
    expect(within(recharge).getByRole('checkbox')).toBeDisabled();
    const rechargeSave = within(recharge).getByRole('button', { name: 'Save' });
    expect(rechargeSave).toHaveAttribute('aria-disabled', 'true');
    expect(rechargeSave).toHaveAccessibleDescription('Only admins can change automatic recharge.');
    await user.click(rechargeSave);

    // A failed invoice shows as failed, without Pay now.
    expect((await screen.findAllByText('Failed', {}, wait)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('offers an admin every action', async () => {
    api = await signedInMockApi(server, DEMO_ADMIN.email);
    renderWithProviders(<BillingPage days={30} onDaysChange={() => {}} />, {
      queryClient: await signedInQueryClient(api),
    });
    for (const name of ['Change plan', 'Add card', 'Add credit']) {
      const button = await screen.findByRole('button', { name }, wait);
      expect(button).not.toHaveAttribute('aria-disabled');
      expect(button).not.toHaveAccessibleDescription();
    }
    expect((await screen.findAllByRole('button', { name: /^Remove / }, wait)).length).toBeGreaterThan(0);
  });

  it('a refusal after the role changed meanwhile says why in place and keeps the amount typed', async () => {
    api = await signedInMockApi(server, DEMO_ADMIN.email);
    const user = userEvent.setup();
    renderWithProviders(<SignedInWalletPanel />);
    const threshold = await screen.findByRole('textbox', { name: /Warn me/ }, wait);
    await user.clear(threshold);
    await user.type(threshold, '15');
    api.db.users.update(api.db.users.byEmail(DEMO_ADMIN.email)?.id ?? 0, { role: 'member' });
    await user.click(within(formOf(threshold)).getByRole('button', { name: 'Save' }));
    const wallet = screen.getByRole('region', { name: 'Wallet' });
    expect(await within(wallet).findByRole('alert', {}, wait)).toHaveTextContent(
      "You don't have permission to perform this action.",
    );
    expect(threshold).toHaveValue('15');
    expect(changes).toEqual(['PUT /v1/billing/wallet']);
    // The role is asked again after the refusal: Save now says why, the amount typed stays.
    const save = within(formOf(threshold)).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'), wait);
    expect(save).toHaveAccessibleDescription('Only admins can change the low-balance alert.');
    expect(threshold).toHaveValue('15');
  });
});
