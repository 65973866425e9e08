import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { UpdateUserRequest } from '@/api/generated/model';
import { mockDb } from '@/mocks/handlers';
import { fail } from '@/mocks/handlers/kit/respond';
import { DEMO_ADMIN } from '@/mocks/store/demo';
import type { Fault } from '@/mocks/store/state';
import { signedInAccount } from '@/test/mock-account';
import { failOperation, overrideOperation, recordBodies } from '@/test/mock-overrides';
import { renderRoute, resetBrowserState } from '@/test/render';
import { i18n } from '@/i18n';

// The route's page loads lazily and a whole signed-in app renders: give finds time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

/**
 * Anna (admin of Nordlys: phone +46 70 123 45 67) signed in on the shared mock platform, which stores her
 * profile; returns the bodies of every `PUT /v1/users/{id}`, in order. `individual` takes her company away.
 */
function serveUser({ individual = false }: { individual?: boolean } = {}) {
  const account = signedInAccount(DEMO_ADMIN.email);
  if (individual) account.company = null;
  const anna = mockDb.users.byEmail(DEMO_ADMIN.email);
  return { account, updates: recordBodies<UpdateUserRequest>(`/v1/users/${anna?.id}`) };
}

const SERVER_ERROR: Fault = { status: 500, code: 'SERVER_ERROR', message: 'Database unavailable' };
const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a few minutes.';

const profile = () => screen.findByRole('region', { name: 'Profile' });
const preferences = () => screen.getByRole('region', { name: 'Preferences' });

describe('SettingsPage', () => {
  beforeEach(resetBrowserState);

  describe('profile', () => {
    it('shows a skeleton while the profile loads, the preferences at once', async () => {
      serveUser();
      failOperation('getCurrentUser', { hang: true });
      renderRoute('/settings');
      expect(await screen.findByText('Loading your profile')).toBeInTheDocument();
      expect(preferences()).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Profile' })).not.toBeInTheDocument();
    });

    it('a failed load says why with Retry, and Retry loads it', async () => {
      const user = userEvent.setup();
      serveUser();
      failOperation('getCurrentUser', SERVER_ERROR);
      renderRoute('/settings');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Your profile could not be loaded');
      expect(alert).toHaveTextContent(SERVER_ERROR_MESSAGE);
      expect(preferences()).toBeInTheDocument();

      mockDb.faults.clear('getCurrentUser');
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await profile()).toBeInTheDocument();
    });

    it('starts from the saved profile; Save is off until something changes', async () => {
      const user = userEvent.setup();
      serveUser();
      renderRoute('/settings');
      const region = await profile();
      expect(within(region).getByRole('textbox', { name: /Name/ })).toHaveValue('Anna Lindqvist');
      expect(within(region).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
      expect(within(region).getByRole('textbox', { name: 'Phone' })).toHaveValue('+46 70 123 45 67');
      const save = within(region).getByRole('button', { name: 'Save' });
      expect(save).toBeDisabled();

      await user.type(within(region).getByRole('textbox', { name: /Name/ }), ' ');
      expect(save).toBeDisabled(); // a trailing space changes nothing that would be sent
      await user.type(within(region).getByRole('textbox', { name: /Name/ }), 'L');
      expect(save).toBeEnabled();
    });

    it('saves name and phone, says so, and the new name is everywhere', async () => {
      const user = userEvent.setup();
      const fake = serveUser();
      renderRoute('/settings');
      const region = await profile();
      const name = within(region).getByRole('textbox', { name: /Name/ });
      await user.clear(name);
      await user.type(name, '  Anna Berg ');
      await user.clear(within(region).getByRole('textbox', { name: 'Phone' }));
      await user.click(within(region).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Profile saved')).toBeInTheDocument();
      expect(fake.updates).toEqual([{ name: 'Anna Berg', phone: null }]);
      expect(name).toHaveValue('Anna Berg');
      expect(within(region).getByRole('button', { name: 'Save' })).toBeDisabled();
      // The shell's user menu reads the auth status, which now has the new name too.
      await user.click(screen.getByRole('button', { name: /Open user menu$/ }));
      expect(await screen.findByRole('menu')).toHaveTextContent('Anna Berg');
    });

    it('shows validation messages in place and sends nothing invalid', async () => {
      const user = userEvent.setup();
      const fake = serveUser();
      renderRoute('/settings');
      const region = await profile();
      await user.clear(within(region).getByRole('textbox', { name: /Name/ }));
      expect(await within(region).findByText('Name is required')).toBeInTheDocument();
      const phone = within(region).getByRole('textbox', { name: 'Phone' });
      await user.clear(phone);
      await user.type(phone, 'call me');
      expect(
        await within(region).findByText(
          'Enter a phone number: digits, spaces and dashes, with an optional + first',
        ),
      ).toBeInTheDocument();
      await user.click(within(region).getByRole('button', { name: 'Save' }));
      expect(fake.updates).toEqual([]);
    });

    it('Save is off while saving', async () => {
      const user = userEvent.setup();
      serveUser();
      failOperation('updateUser', { delayMs: 200 });
      renderRoute('/settings');
      const region = await profile();
      await user.type(within(region).getByRole('textbox', { name: /Name/ }), 'x');
      await user.click(within(region).getByRole('button', { name: 'Save' }));
      expect(within(region).getByRole('button', { name: /Saving/ })).toBeDisabled();
      expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    });

    it('a failed save says why in place and keeps what was typed', async () => {
      const user = userEvent.setup();
      serveUser();
      failOperation('updateUser', SERVER_ERROR);
      renderRoute('/settings');
      const region = await profile();
      const name = within(region).getByRole('textbox', { name: /Name/ });
      await user.clear(name);
      await user.type(name, 'Anna Berg');
      await user.click(within(region).getByRole('button', { name: 'Save' }));

      expect(await within(region).findByRole('alert')).toHaveTextContent(
        `Your profile could not be saved. ${SERVER_ERROR_MESSAGE}`,
      );
      expect(name).toHaveValue('Anna Berg');
      expect(within(region).getByRole('button', { name: 'Save' })).toBeEnabled();
    });

    it('puts a server validation issue on its field', async () => {
      const user = userEvent.setup();
      serveUser();
      // A rule of the back office's own, which the mock platform does not have.
      overrideOperation('updateUser', () =>
        fail(400, 'VALIDATION_ERROR', {
          message: 'Please check your information and correct any errors before continuing.',
          details: [{ path: 'phone', message: 'Not a number we can call' }],
        }),
      );
      renderRoute('/settings');
      const region = await profile();
      const phone = within(region).getByRole('textbox', { name: 'Phone' });
      await user.type(phone, '0');
      await user.click(within(region).getByRole('button', { name: 'Save' }));
      expect(await within(region).findByText('Not a number we can call')).toBeInTheDocument();
      expect(phone).toHaveAttribute('aria-invalid', 'true');
      await user.type(phone, '1');
      expect(within(region).queryByText('Not a number we can call')).not.toBeInTheDocument();
    });
  });

  describe('company and plan', () => {
    it('shows the company read only, with its VAT number', async () => {
      const { account } = serveUser();
      if (account.company) account.company.phone = null; // a company without a phone number
      renderRoute('/settings');
      const region = await screen.findByRole('region', { name: 'Company' });
      const value = (label: string) => within(region).getByText(label).nextElementSibling;
      expect(value('Company name')).toHaveTextContent('Nordlys Analytics AB');
      expect(value('VAT number')).toHaveTextContent('SE556677889901');
      expect(value('Invoice email')).toHaveTextContent('billing@nordlys.example');
      expect(value('Address')).toHaveTextContent('Storgatan 1, Stockholm, Sweden');
      expect(value('Phone')).toHaveTextContent('Not given');
      expect(within(region).queryByRole('textbox')).not.toBeInTheDocument();
    });

    it('names the country in the interface language, from its code', async () => {
      const { account } = serveUser();
      if (account.company) account.company.countryCode = 'NO';
      const admin = mockDb.users.byEmail(DEMO_ADMIN.email);
      if (admin) admin.settings = { ...admin.settings, language: 'sv' }; // the console follows the account
      try {
        renderRoute('/settings');
        const region = await screen.findByRole('region', { name: 'Företag' });
        expect((await within(region).findByText('Adress')).nextElementSibling).toHaveTextContent(/, Norge$/);
      } finally {
        await i18n.changeLanguage('en');
      }
    });

    it('says an individual account has no company', async () => {
      serveUser({ individual: true });
      renderRoute('/settings');
      const region = await screen.findByRole('region', { name: 'Company' });
      expect(within(region).getByText(/This is an individual account/)).toBeInTheDocument();
    });

    it('leads to Billing & Usage to change plan', async () => {
      serveUser();
      renderRoute('/settings');
      const region = await screen.findByRole('region', { name: 'Plan' });
      expect(within(region).getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/billing');
    });
  });
});
