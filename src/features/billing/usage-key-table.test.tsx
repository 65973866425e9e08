import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { mockDb } from '@/mocks/handlers';
import { DEMO_ADMIN } from '@/mocks/store/demo';
import { signInToMockPlatform, signOutOfMockPlatform } from '@/mocks/testing/browser-session';
import { renderWithProviders, resetBrowserState } from '@/test/render';

import { UsageKeyTable } from './usage-key-table';
import { lastDays } from '@/config/dates';

const wait = { timeout: 5_000 };

beforeEach(async () => {
  await resetBrowserState();
  mockDb.reset('default');
  signInToMockPlatform(DEMO_ADMIN.email);
});

afterEach(() => signOutOfMockPlatform());

describe('usage per key', { timeout: 20_000 }, () => {
  it('lists the keys of the account with a total row', async () => {
    renderWithProviders(<UsageKeyTable range={lastDays(30)} />);
    expect(await screen.findByTestId('usage-key-table', {}, wait)).toHaveTextContent(/Total/);
  });

  it.each([400, 404, 501])(
    'a platform that answers %i to the split says it does not report usage per key (no error, no retry)',
    async (status) => {
      mockDb.faults.set('getTokenUsage', { status, code: 'INVALID_REQUEST', message: 'Unknown parameter.' });
      renderWithProviders(<UsageKeyTable range={lastDays(30)} />);
      expect(
        await screen.findByText('The platform does not report usage per key.', {}, wait),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Try again|Retry/ })).toBeNull();
    },
  );

  it('a server failure is an error with a retry', async () => {
    mockDb.faults.set('getTokenUsage', { status: 500, code: 'SERVER_ERROR', message: 'Boom.' });
    renderWithProviders(<UsageKeyTable range={lastDays(30)} />);
    expect(await screen.findByRole('button', { name: /Try again|Retry/ }, wait)).toBeInTheDocument();
  });
});
