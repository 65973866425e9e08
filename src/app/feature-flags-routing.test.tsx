import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  FEATURE_FLAGS,
  resolveFeatureFlags,
  type FeatureFlag,
  type FeatureFlagOverrides,
} from '@/config';
import type * as BuildFlags from '@/config/feature-flags';
import { signedInAccount } from '@/test/mock-account';
import { renderRoute, resetBrowserState } from '@/test/render';

// The build's flags (VITE_FEATURE_FLAGS) are fixed when the module loads: here they are an object each test
// sets, read by the guard, the side menu and the user menu as the build's would be. This file runs isolated
// (vitest.config.ts), so no other file sees the mock.
vi.mock('@/config/feature-flags', async (importOriginal) => {
  const actual = await importOriginal<typeof BuildFlags>();
  return { ...actual, FEATURE_FLAGS: { ...actual.DEFAULT_FEATURE_FLAGS } };
});

// A whole signed-in app renders, its pages lazily, the first time cold in this isolated file: give finds time
// on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

function buildWith(overrides: FeatureFlagOverrides) {
  Object.assign(FEATURE_FLAGS as Record<FeatureFlag, boolean>, resolveFeatureFlags(overrides));
}

const allOff = Object.fromEntries(FEATURE_FLAG_NAMES.map((flag) => [flag, false]));

async function sideMenuLinks() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  const nav = within(await screen.findByRole('dialog')).getByRole('navigation', { name: 'Main' });
  const names = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  await userEvent.keyboard('{Escape}');
  return names;
}

async function userMenuEntries() {
  await userEvent.click(await screen.findByRole('button', { name: /Open user menu$/ }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('feature flags through the router', () => {
  beforeEach(async () => {
    await resetBrowserState();
    signedInAccount();
    buildWith({});
  });

  it('sends a deep link into a switched-off section, or below it, to the overview', async () => {
    expect(FEATURE_FLAGS).toEqual(DEFAULT_FEATURE_FLAGS);
    for (const path of ['/databases', '/vpn/tunnels/1']) {
      const { router, unmount } = renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      unmount();
    }
  });

  it('shows a section switched on but not built as not available, listed and with a way back', async () => {
    buildWith({ databases: true });
    const { router } = renderRoute('/databases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Databases' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Not available yet' })).toBeInTheDocument();
    expect(
      screen.getByText('The Databases section is not available in this console yet.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/databases');

    expect(await sideMenuLinks()).toEqual([
      'Overview',
      'Models',
      'API Keys',
      'Team',
      'Settings',
      'Databases',
    ]);

    await userEvent.click(screen.getByRole('link', { name: 'Back to Overview' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });

  it('keeps an unknown path below a section switched on going to the overview', async () => {
    buildWith({ databases: true });
    const { router } = renderRoute('/databases/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('with Team off: no Team in either menu, and navigating there in the app lands on the overview', async () => {
    buildWith({ team: false });
    const { router } = renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Active API keys' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Team members' })).not.toBeInTheDocument();
    expect(await sideMenuLinks()).toEqual(['Overview', 'Models', 'API Keys', 'Settings']);
    expect(await userMenuEntries()).toEqual([
      'API Keys',
      'Billing & Usage',
      'Settings',
      'Support',
      'API Docs',
      'Sign Out',
    ]);
    await userEvent.keyboard('{Escape}');

    await router.navigate({ to: '/team', search: { invite: true } });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });

  it('with the overview off, starts at the first page switched on', async () => {
    buildWith({ overview: false });
    const { router } = renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Models' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/models');
  });

  it('with every section off, says so at / instead of redirecting in a loop', async () => {
    buildWith(allOff);
    const { router } = renderRoute('/settings');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No sections switched on' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await userMenuEntries()).toEqual(['Support', 'API Docs', 'Sign Out']);
  });
});
