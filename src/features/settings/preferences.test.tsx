import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { UpdateUserRequest, UserProfile, UserSettings } from '@/api/generated/model';
import { LOCAL_STORAGE_KEYS } from '@/config';
import { testUser } from '@/session/test-fixtures';
import { i18n } from '@/i18n';
import { mockDb } from '@/mocks/handlers';
import { DEMO_ADMIN } from '@/mocks/store/demo';
import { signedInAccount } from '@/test/mock-account';
import { failOperation, recordBodies, recordConcurrency, recordRequests } from '@/test/mock-overrides';
import { forgetPageState, renderRoute, renderWithProviders, resetBrowserState } from '@/test/render';

import { usePreferences } from '@/session/preferences';

// The route's page loads lazily and a whole signed-in app renders: give finds time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

interface AccountUser {
  /** Anna's profile as the shared store holds it now. */
  readonly user: UserProfile;
  /** Every `PUT /v1/users/{id}` body sent. */
  updates: UpdateUserRequest[];
  /** How many saves were on their way at once, at most. */
  inFlight: { max: number };
}

/** Anna signed in on the shared mock platform with these settings; her saves are stored (or fail). */
function serveUser(
  settings: UserSettings,
  options: { fail?: boolean; updateDelay?: number } = {},
): AccountUser {
  signedInAccount(DEMO_ADMIN.email);
  const record = annaRecord();
  mockDb.users.update(record.id, { settings: { ...settings } });
  if (options.fail) {
    failOperation('updateUser', { status: 500, code: 'SERVER_ERROR', message: 'Database unavailable' });
  } else if (options.updateDelay) {
    failOperation('updateUser', { delayMs: options.updateDelay });
  }
  const path = `/v1/users/${record.id}`;
  return {
    get user() {
      return mockDb.users.toProfile(annaRecord());
    },
    updates: recordBodies<UpdateUserRequest>(path),
    inFlight: recordConcurrency('PUT', path),
  };
}

function annaRecord() {
  const record = mockDb.users.byEmail(DEMO_ADMIN.email);
  if (!record) throw new Error('Anna is not in the mock platform');
  return record;
}

const SETTINGS = testUser.settings; // en, notifications on, system, Europe/Stockholm
const preferencesRegion = () => screen.findByRole('region', { name: /Preferences|Preferenser/ });

describe('preferences', () => {
  beforeEach(resetBrowserState);

  it('a theme chosen in Settings applies at once, stays locally and is saved to the account', async () => {
    const user = userEvent.setup();
    const fake = serveUser(SETTINGS);
    renderRoute('/settings');
    const region = await preferencesRegion();
    await user.click(within(region).getByRole('radio', { name: 'Dark' }));

    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    await waitFor(() => expect(fake.user.settings.theme).toBe('dark'));
    expect(fake.updates).toEqual([{ settings: { ...SETTINGS, theme: 'dark' } }]);
    expect(within(region).getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('the theme switch of the shell saves to the account too', async () => {
    const user = userEvent.setup();
    const fake = serveUser(SETTINGS);
    renderRoute('/settings');
    await preferencesRegion();
    const [topBarSwitch] = screen.getAllByRole('radiogroup', { name: 'Colour mode' });
    await user.click(within(topBarSwitch!).getByRole('radio', { name: 'Light' }));

    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('light');
    await waitFor(() => expect(fake.updates).toEqual([{ settings: { ...SETTINGS, theme: 'light' } }]));
    // Settings shows the same choice.
    expect(within(await preferencesRegion()).getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  it('a language chosen in Settings switches the console and is saved to the account', async () => {
    const user = userEvent.setup();
    const fake = serveUser(SETTINGS);
    renderRoute('/settings');
    await user.click(within(await preferencesRegion()).getByRole('radio', { name: 'Svenska' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Inställningar' })).toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.language)).toBe('sv');
    await waitFor(() => expect(fake.updates).toEqual([{ settings: { ...SETTINGS, language: 'sv' } }]));
  });

  it('the language switch of the sidebar saves to the account too', async () => {
    const user = userEvent.setup();
    const fake = serveUser(SETTINGS);
    renderRoute('/settings');
    await preferencesRegion();
    const [sidebarSwitch] = screen.getAllByRole('radiogroup', { name: 'Language' });
    await user.click(within(sidebarSwitch!).getByRole('radio', { name: 'Svenska' }));
    await waitFor(() => expect(fake.updates).toEqual([{ settings: { ...SETTINGS, language: 'sv' } }]));
  });

  it('with no settings the console can read from the account, a choice sends only what it knows: nothing made up', async () => {
    const user = userEvent.setup();
    const fake = serveUser(SETTINGS);
    // The platform's answer as sent, not as the contract types it: settings the console cannot read.
    Object.assign(annaRecord(), { settings: 'dark' });
    renderRoute('/settings');
    await user.click(within(await preferencesRegion()).getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(fake.updates).toEqual([{ settings: { theme: 'dark' } }]));
  });

  it('email notifications are saved to the account, with a word that they were', async () => {
    const user = userEvent.setup();
    const fake = serveUser(SETTINGS);
    renderRoute('/settings');
    const toggle = within(await preferencesRegion()).getByRole('checkbox', { name: 'Email notifications' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Low balance warnings, invoices and service notices by email.',
    );
    await user.click(toggle);

    expect(await screen.findByText('Email notifications turned off')).toBeInTheDocument();
    expect(fake.updates).toEqual([{ settings: { ...SETTINGS, notifications: false } }]);
    expect(toggle).not.toBeChecked();
  });

  it('changes in quick succession are saved one after the other, the last with all of them', async () => {
    const user = userEvent.setup();
    const fake = serveUser(SETTINGS, { updateDelay: 50 });
    renderRoute('/settings');
    const region = await preferencesRegion();
    await user.click(within(region).getByRole('radio', { name: 'Dark' }));
    await user.click(within(region).getByRole('checkbox', { name: 'Email notifications' }));

    await waitFor(() => expect(fake.updates).toHaveLength(2));
    await waitFor(() =>
      expect(fake.user.settings).toEqual({ ...SETTINGS, theme: 'dark', notifications: false }),
    );
    expect(fake.inFlight.max).toBe(1);
    expect(fake.updates[1]).toEqual({ settings: { ...SETTINGS, theme: 'dark', notifications: false } });
  });

  it('a save that fails says so; the theme chosen stays on this device', async () => {
    const user = userEvent.setup();
    serveUser(SETTINGS, { fail: true });
    renderRoute('/settings');
    await user.click(within(await preferencesRegion()).getByRole('radio', { name: 'Dark' }));

    expect(await screen.findByText('Your preference could not be saved to your account')).toBeInTheDocument();
    expect(
      screen.getByText('Something went wrong on our side. Please try again in a few minutes.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('dark');
  });

  it("the account's theme and language win when the signed-in app starts, without saving anything", async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.theme, 'light');
    const fake = serveUser({ ...SETTINGS, theme: 'dark', language: 'sv' });
    renderRoute('/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Inställningar' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('dark'));
    expect(document.documentElement).toHaveClass('dark');
    expect(i18n.language).toBe('sv');
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.language)).toBe('sv');
    expect(fake.updates).toEqual([]);
  });

  it("an auth status with the spec's user only: the account's theme and language come with the profile", async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.theme, 'light');
    signedInAccount(DEMO_ADMIN.email, 'minimal');
    mockDb.users.update(annaRecord().id, { settings: { ...SETTINGS, theme: 'dark', language: 'sv_SE' } });
    const updates = recordBodies<UpdateUserRequest>(`/v1/users/${annaRecord().id}`);
    renderRoute('/models');

    expect(await screen.findByRole('heading', { level: 1, name: 'Modeller' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(updates).toEqual([]);
  });

  describe('chosen on the sign-in screen, then signed in', () => {
    /** Signed out on /auth: the visitor picks in the sign-in screen's switches; the page then goes away. */
    async function chooseSignedOut(choices: { theme?: 'Dark'; language?: 'Svenska' }) {
      const user = userEvent.setup();
      // Nobody is signed in on the shared mock platform.
      const { unmount } = renderRoute('/auth');
      await screen.findByRole('button', { name: 'Sign In' });
      if (choices.theme) {
        const group = screen.getByRole('radiogroup', { name: 'Colour mode' });
        await user.click(within(group).getByRole('radio', { name: choices.theme }));
      }
      if (choices.language) {
        const group = screen.getByRole('radiogroup', { name: 'Language' });
        await user.click(within(group).getByRole('radio', { name: choices.language }));
        await screen.findByRole('button', { name: 'Logga in' });
      }
      unmount(); // the identity provider's pages come next: a new page load on return
      forgetPageState();
    }

    const ACCOUNT: UserSettings = { ...SETTINGS, theme: 'light', language: 'en' };

    it('the theme and language chosen signed out stay after sign-in and are saved to the account', async () => {
      await chooseSignedOut({ theme: 'Dark', language: 'Svenska' });
      const fake = serveUser(ACCOUNT);
      renderRoute('/settings');

      expect(await screen.findByRole('heading', { level: 1, name: 'Inställningar' })).toBeInTheDocument();
      await waitFor(() => expect(fake.user.settings).toEqual({ ...ACCOUNT, theme: 'dark', language: 'sv' }));
      expect(fake.updates).toEqual([{ settings: { ...ACCOUNT, theme: 'dark', language: 'sv' } }]);
      expect(document.documentElement).toHaveClass('dark');
      expect(localStorage.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('dark');
      expect(localStorage.getItem(LOCAL_STORAGE_KEYS.language)).toBe('sv');
      const region = await preferencesRegion();
      expect(within(region).getByRole('radio', { name: 'Mörkt' })).toBeChecked();
      expect(within(region).getByRole('radio', { name: 'Svenska' })).toBeChecked();
    });

    it('once saved, a later start follows the account again (a choice made on another device)', async () => {
      await chooseSignedOut({ theme: 'Dark', language: 'Svenska' });
      const fake = serveUser(ACCOUNT);
      const first = renderRoute('/settings');
      await waitFor(() => expect(fake.user.settings).toEqual({ ...ACCOUNT, theme: 'dark', language: 'sv' }));
      first.unmount();
      forgetPageState();

      mockDb.users.update(annaRecord().id, { settings: { ...ACCOUNT, theme: 'light', language: 'en' } });
      renderRoute('/settings');
      expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
      await waitFor(() => expect(document.documentElement).toHaveClass('light'));
      expect(fake.updates).toHaveLength(1);
    });

    it('only what was chosen signed out is kept: the account keeps the rest', async () => {
      await chooseSignedOut({ theme: 'Dark' });
      const fake = serveUser({ ...ACCOUNT, language: 'sv' });
      renderRoute('/settings');

      expect(await screen.findByRole('heading', { level: 1, name: 'Inställningar' })).toBeInTheDocument();
      await waitFor(() =>
        expect(fake.updates).toEqual([{ settings: { ...ACCOUNT, theme: 'dark', language: 'sv' } }]),
      );
      expect(document.documentElement).toHaveClass('dark');
    });

    it('a save that fails keeps the choice on screen and says so', async () => {
      await chooseSignedOut({ theme: 'Dark', language: 'Svenska' });
      const fake = serveUser(ACCOUNT, { fail: true });
      renderRoute('/settings');

      expect(await screen.findByText('Inställningen kunde inte sparas på ditt konto')).toBeInTheDocument();
      expect(fake.updates).toEqual([{ settings: { ...ACCOUNT, theme: 'dark', language: 'sv' } }]);
      expect(document.documentElement).toHaveClass('dark');
      expect(i18n.language).toBe('sv');
    });

    it('a save that failed is tried again at the next start, and the choice still wins', async () => {
      await chooseSignedOut({ theme: 'Dark', language: 'Svenska' });
      const failing = serveUser(ACCOUNT, { fail: true });
      const first = renderRoute('/settings');
      await waitFor(() => expect(failing.updates).toHaveLength(1));
      await screen.findByText('Inställningen kunde inte sparas på ditt konto');
      first.unmount();
      forgetPageState();

      const fake = serveUser(ACCOUNT);
      renderRoute('/settings');
      await waitFor(() => expect(fake.user.settings).toEqual({ ...ACCOUNT, theme: 'dark', language: 'sv' }));
      expect(document.documentElement).toHaveClass('dark');
    });

    it("with no choice made signed out, the account's theme and language apply and nothing is saved", async () => {
      // An earlier visit's theme and language, not chosen on the sign-in screen this time.
      localStorage.setItem(LOCAL_STORAGE_KEYS.theme, 'dark');
      localStorage.setItem(LOCAL_STORAGE_KEYS.language, 'sv');
      await chooseSignedOut({});
      const fake = serveUser(ACCOUNT);
      renderRoute('/settings');

      expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
      await waitFor(() => expect(localStorage.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('light'));
      expect(document.documentElement).toHaveClass('light');
      expect(fake.updates).toEqual([]);
    });
  });

  it('signed out, a preference changes only the browser', async () => {
    const calls = recordRequests(); // nobody is signed in on the shared mock platform
    let preferences: ReturnType<typeof usePreferences> | undefined;
    function Probe() {
      preferences = usePreferences();
      return null;
    }
    renderWithProviders(<Probe />);
    await waitFor(() => expect(preferences).toBeDefined());
    preferences!.setTheme('dark');
    await waitFor(() => expect(localStorage.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('dark'));
    await delay(50);
    expect(calls.filter((call) => call.startsWith('PUT '))).toEqual([]);
  });
});
