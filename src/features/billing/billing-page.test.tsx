import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getGetAuthStatusMockHandler } from '@/api/generated/endpoints/auth/auth.msw';
import { testUserSignedIn } from '@/api/session/test-fixtures';
import { server } from '@/test/msw-server';
import { renderRoute, resetBrowserState } from '@/test/render';

import { serveBilling } from './fake-billing';
import { usageRow } from './test-fixtures';

const wait = { timeout: 5_000 };

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  await resetBrowserState();
  server.use(getGetAuthStatusMockHandler(testUserSignedIn));
});

afterEach(() => {
  vi.useRealTimers();
});

const usageCalls = (calls: string[]) => calls.filter((call) => call.startsWith('GET /v1/usage/tokens'));

describe('/billing', { timeout: 20_000 }, () => {
  it('shows every panel; the usage period comes from the address', async () => {
    const fake = serveBilling({ rows: [usageRow('2026-11-20', 'gemma-3-12b-it', 100, 10, 0.5)] });
    renderRoute('/billing?days=7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Billing & Usage' }, wait),
    ).toBeInTheDocument();
    for (const name of ['Wallet', 'Usage', 'Payment methods', 'Invoices']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(await screen.findByRole('radio', { name: '7 days' }, wait)).toBeChecked();
    await waitFor(
      () =>
        expect(usageCalls(fake.calls)).toEqual(
          expect.arrayContaining([
            'GET /v1/usage/tokens?start_date=2026-11-16&end_date=2026-11-22', // the usage panel
            'GET /v1/usage/tokens?start_date=2026-10-24&end_date=2026-11-22', // the runway
          ]),
        ),
      wait,
    );
  });

  it('an unknown period falls back to 30 days; choosing one puts it in the address', async () => {
    serveBilling();
    const { router } = renderRoute('/billing?days=14');
    expect(await screen.findByRole('radio', { name: '30 days' }, wait)).toBeChecked();
    await userEvent.setup().click(screen.getByRole('radio', { name: '90 days' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ days: 90 }), wait);
  });

  it('?topUp=true (the overview’s low-balance link) opens Add credit; closing it drops it from the address', async () => {
    serveBilling();
    const { router } = renderRoute('/billing?days=7&topUp=true');
    const dialog = await screen.findByRole('dialog', { name: 'Add credit' }, wait);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search.topUp).toBeUndefined(), wait);
    expect(router.state.location.search.days).toBe(7);
  });
});
