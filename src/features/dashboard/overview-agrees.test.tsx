import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { MockApi } from '@/mocks/testing/mock-api';
import { server } from '@/test/msw-server';
import { renderRoute, resetBrowserState } from '@/test/render';
import { signedInMockApi } from '@/test/signed-in-api';

// A whole signed-in app renders and its pages load lazily: give finds time on a busy machine.
configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 30_000 });

let api: MockApi & { restore: () => void };

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  await resetBrowserState();
  api = await signedInMockApi(server);
});

afterEach(() => {
  api.restore();
  vi.useRealTimers();
});

describe('the overview and the team page count invitations the same way (the demo: 3 pending, 1 expired)', () => {
  it('the overview says 3 pending', async () => {
    renderRoute('/');
    expect(await screen.findByText('3 invitations pending')).toBeInTheDocument();
  });

  it('the team page says 3 pending and 1 expired, and lists the expired one as expired', async () => {
    renderRoute('/team');
    expect(await screen.findByTestId('invitation-counts')).toHaveTextContent(/^3 pending · 1 expired$/);
    const expired = screen.getByText('oskar.lund@nordlys.example').closest('li, tr') as HTMLElement;
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
  });
});

describe('the overview’s model status', () => {
  it('names only the models the catalogue lists (priced), each a link to that model', async () => {
    renderRoute('/');
    const region = await screen.findByRole('region', { name: /chat endpoints up$/ });
    const links = within(region).getAllByRole('link');
    const names = links.map((link) => link.textContent);
    expect(names).toContain('llama-3.3-70b-instruct');
    // Listed by the platform and its health, but without complete pricing: hidden like on the models page.
    expect(names).not.toContain('teuken-7b-instruct');
    expect(names).not.toContain('poro-34b-chat');
    const llama = links.find((link) => link.textContent === 'llama-3.3-70b-instruct')!;
    expect(llama).toHaveAttribute('href', '/models?model=llama-3.3-70b-instruct');
  });
});
