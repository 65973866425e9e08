import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { MockApi } from '@/mocks/testing/mock-api';
import { server } from '@/test/msw-server';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { signedInMockApi } from '@/test/signed-in-api';
import { toaster } from '@/ui/toaster';
import { endCssAnimations } from '@/test/end-css-animations';

import { PaymentMethodsPanel } from './payment-methods-panel';

const wait = { timeout: 5_000 };
const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

let api: MockApi & { restore: () => void };

beforeAll(endCssAnimations);

beforeEach(async () => {
  await resetBrowserState();
  api = await signedInMockApi(server);
});

afterEach(() => {
  toaster.remove();
  api.restore();
});

/** Billing's "Add card" dialog, open, with a card typed. */
async function openWithCard(number: string) {
  const user = userEvent.setup();
  renderWithProviders(<PaymentMethodsPanel />);
  await user.click(await screen.findByRole('button', { name: 'Add card' }, wait));
  const dialog = await screen.findByRole('dialog', { name: 'Add a card' }, wait);
  await user.type(await within(dialog).findByLabelText('Card number', {}, wait), number);
  await user.type(within(dialog).getByLabelText('Expiration date'), '12/34');
  await user.type(within(dialog).getByLabelText('Security code (CVC)'), '123');
  return { user, dialog };
}

const challenge = () => screen.findByRole('dialog', { name: '3D Secure 2 Test Page' }, wait);

describe("Billing's Add card (a SetupIntent, then the confirmed card saved)", { timeout: 20_000 }, () => {
  it('saves the confirmed payment method once, as the default if asked', async () => {
    const saved = vi.spyOn(api.db.paymentMethods, 'add');
    const toast = vi.spyOn(toaster, 'create');
    const { user, dialog } = await openWithCard('4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Make this my default card' }));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add card' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved.mock.calls[0]?.[1]).toEqual({ token: 'pm_card_visa', type: 'card', setDefault: true });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Visa ending in 4242 added' }));
  });

  it('Cancel while the provider still works: the dialog closes and the card it answers is not saved', async () => {
    const saved = vi.spyOn(api.db.paymentMethods, 'add');
    api.db.faults.set('createSetupIntent', { delayMs: 600 });
    const { user, dialog } = await openWithCard('4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(saved).not.toHaveBeenCalled();
  });

  it('a card that needs 3-D Secure: approving the challenge adds it', async () => {
    const { user, dialog } = await openWithCard('4000 0025 0000 3155');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    const issuer = await challenge();
    expect(within(issuer).getByRole('button', { name: 'Complete authentication' })).toHaveFocus();
    await user.click(within(issuer).getByRole('button', { name: 'Complete authentication' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(
      await screen.findByRole('button', { name: 'Remove Visa ending in 3155' }, wait),
    ).toBeInTheDocument();
  });

  it('a failed challenge: the message in the dialog, which stays open, and no card is added', async () => {
    const saved = vi.spyOn(api.db.paymentMethods, 'add');
    const { user, dialog } = await openWithCard('4000 0027 6000 3184');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    await user.click(within(await challenge()).getByRole('button', { name: 'Fail authentication' }));

    expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent(AUTHENTICATION_FAILED);
    expect(screen.getByRole('dialog', { name: 'Add a card' })).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).getByLabelText('Card number')).toHaveFocus(), wait);
  });

  it('Escape in the challenge fails it and leaves the Add card dialog open', async () => {
    const { user, dialog } = await openWithCard('4000 0000 0000 3220');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    await challenge();
    await user.keyboard('{Escape}');

    expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent(AUTHENTICATION_FAILED);
    expect(screen.getByRole('dialog', { name: 'Add a card' })).toBeInTheDocument();
  });

  it('a card the platform declines when saved: the message in the dialog, which stays open', async () => {
    const { user, dialog } = await openWithCard('4000 0000 0000 0341'); // set up fine; charging it fails
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent('Your card was declined.');
    expect(within(dialog).getByRole('button', { name: 'Add card' })).toBeEnabled();
  });

  it('a card the provider declines never reaches the platform', async () => {
    const saved = vi.spyOn(api.db.paymentMethods, 'add');
    const { user, dialog } = await openWithCard('4000 0000 0000 0002');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent('Your card was declined.');
    expect(saved).not.toHaveBeenCalled();
  });

  it('the SetupIntent call failing: the message and Try again in place; the card stays typed', async () => {
    api.db.faults.set('createSetupIntent', { status: 500, code: 'SERVER_ERROR', times: 1 });
    const { user, dialog } = await openWithCard('4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));

    const alert = await within(dialog).findByRole('alert', {}, wait);
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
  });

  it('a production build without a usable key: the dialog says card payments are not configured', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('MODE', 'production');
    vi.stubEnv('VITE_MOCK_MODE', '');
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_live_not a key');
    try {
      const user = userEvent.setup();
      renderWithProviders(<PaymentMethodsPanel />);
      await user.click(await screen.findByRole('button', { name: 'Add card' }, wait));
      const dialog = await screen.findByRole('dialog', { name: 'Add a card' }, wait);
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Card payments are not configured on this site, so a card cannot be added right now. Please contact support.',
      );
      expect(within(dialog).queryByLabelText('Card number')).toBeNull();
      expect(within(dialog).queryByRole('button', { name: 'Add card' })).toBeNull();
      expect(within(dialog).queryByRole('checkbox')).toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
