import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DEMO_ADMIN, DEMO_MEMBER } from '@/mocks/store/demo';
import type { MockApi } from '@/mocks/testing/mock-api';
import { server } from '@/test/msw-server';
import { renderRoute, resetBrowserState } from '@/test/render';
import { signedInMockApi, signedInQueryClient } from '@/test/signed-in-api';

const wait = { timeout: 15_000 };
let api: (MockApi & { restore: () => void }) | undefined;

beforeEach(async () => {
  await resetBrowserState();
});

afterEach(() => {
  api?.restore();
  api = undefined;
});

// The whole signed-in app renders, its pages lazily: slower than the default 5 s on a busy machine.
describe('Settings, plan section', { timeout: 30_000 }, () => {
  it('leads a member to Billing & Usage and says only admins change the plan (in his Swedish)', async () => {
    api = await signedInMockApi(server, DEMO_MEMBER.email);
    renderRoute('/settings', { queryClient: await signedInQueryClient(api) });
    const plan = await screen.findByRole('region', { name: 'Abonnemang' }, wait);
    const link = await within(plan).findByRole('link', { name: 'Fakturering och användning' }, wait);
    expect(link).toHaveAttribute('href', '/billing');
    expect(link).toHaveAccessibleDescription('Bara administratörer kan byta abonnemang.');
  });

  it('offers an admin Change plan', async () => {
    api = await signedInMockApi(server, DEMO_ADMIN.email);
    renderRoute('/settings', { queryClient: await signedInQueryClient(api) });
    const link = await screen.findByRole('link', { name: 'Change plan' }, wait);
    expect(link).not.toHaveAccessibleDescription();
  });
});
