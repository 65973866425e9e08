import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getGetAuthStatusMockHandler } from '@/api/generated/endpoints/auth/auth.msw';
import type { AuthStatus, UpdateUserRequest, UserProfile } from '@/api/generated/model';
import { testUser } from '@/api/session/test-fixtures';
import { server } from '@/test/msw-server';
import { renderRoute, resetBrowserState } from '@/test/render';

// The route's page loads lazily and a whole signed-in app renders: give finds time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const nordlys: UserProfile = {
  ...testUser,
  phone: '+46 70 123 45 67',
  company_id: 3,
  company: {
    id: 3,
    name: 'Nordlys Analytics AB',
    email: 'billing@nordlys.example',
    vat: 'SE556677889901',
    street: 'Storgatan 1',
    city: 'Stockholm',
    country: { id: 205, code: 'SE', name: 'Sweden' },
    phone: null,
  },
};

interface FakeUsers {
  user: UserProfile;
  /** The bodies of every `PUT /v1/users/{id}`, in order. */
  updates: UpdateUserRequest[];
}

type Answer = (body: UpdateUserRequest) => Response | undefined;

/**
 * The signed-in user on a small stand-in of the users API: `GET /v1/auth/status`, `GET /v1/users/me`, and
 * `PUT /v1/users/{id}` merging what is sent (or answering what `onUpdate` says).
 */
function serveUser(
  user: UserProfile,
  { onUpdate, updateDelay = 0 }: { onUpdate?: Answer; updateDelay?: number } = {},
) {
  const fake: FakeUsers = { user, updates: [] };
  const status = (): AuthStatus => ({
    authenticated: true,
    keycloakAuthenticated: true,
    hasOdooAccount: true,
    tokenType: 'session',
    user: fake.user,
  });
  server.use(
    getGetAuthStatusMockHandler(() => status()),
    http.get('*/v1/users/me', () => HttpResponse.json(fake.user)),
    http.put('*/v1/users/:id', async ({ request }) => {
      const body = (await request.json()) as UpdateUserRequest;
      fake.updates.push(body);
      await delay(updateDelay);
      const answer = onUpdate?.(body);
      if (answer) return answer;
      fake.user = {
        ...fake.user,
        ...(body.name !== undefined && { name: body.name }),
        ...(body.phone !== undefined && { phone: body.phone }),
        ...(body.settings && { settings: body.settings }),
      };
      return HttpResponse.json(fake.user);
    }),
  );
  return fake;
}

const serverError = () =>
  HttpResponse.json({ error: 'Database unavailable', code: 'SERVER_ERROR' }, { status: 500 });
const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a few minutes.';

const profile = () => screen.findByRole('region', { name: 'Profile' });
const preferences = () => screen.getByRole('region', { name: 'Preferences' });

describe('SettingsPage', () => {
  beforeEach(resetBrowserState);

  describe('profile', () => {
    it('shows a skeleton while the profile loads, the preferences at once', async () => {
      serveUser(nordlys);
      server.use(
        http.get('*/v1/users/me', async () => {
          await delay('infinite');
          return HttpResponse.json(nordlys);
        }),
      );
      renderRoute('/settings');
      expect(await screen.findByText('Loading your profile')).toBeInTheDocument();
      expect(preferences()).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Profile' })).not.toBeInTheDocument();
    });

    it('a failed load says why with Retry, and Retry loads it', async () => {
      const user = userEvent.setup();
      let fail = true;
      serveUser(nordlys);
      server.use(http.get('*/v1/users/me', () => (fail ? serverError() : HttpResponse.json(nordlys))));
      renderRoute('/settings');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Your profile could not be loaded');
      expect(alert).toHaveTextContent(SERVER_ERROR_MESSAGE);
      expect(preferences()).toBeInTheDocument();

      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await profile()).toBeInTheDocument();
    });

    it('starts from the saved profile; Save is off until something changes', async () => {
      const user = userEvent.setup();
      serveUser(nordlys);
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
      const fake = serveUser(nordlys);
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
      const fake = serveUser(nordlys);
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
      serveUser(nordlys, { updateDelay: 200 });
      renderRoute('/settings');
      const region = await profile();
      await user.type(within(region).getByRole('textbox', { name: /Name/ }), 'x');
      await user.click(within(region).getByRole('button', { name: 'Save' }));
      expect(within(region).getByRole('button', { name: /Saving/ })).toBeDisabled();
      expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    });

    it('a failed save says why in place and keeps what was typed', async () => {
      const user = userEvent.setup();
      serveUser(nordlys, { onUpdate: serverError });
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
      serveUser(nordlys, {
        onUpdate: () =>
          HttpResponse.json(
            {
              error: 'Please check your information and correct any errors before continuing.',
              code: 'VALIDATION_ERROR',
              details: [{ path: 'phone', message: 'Not a number we can call' }],
            },
            { status: 400 },
          ),
      });
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
      serveUser(nordlys);
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

    it('says an individual account has no company', async () => {
      serveUser({ ...nordlys, company: null, company_id: null });
      renderRoute('/settings');
      const region = await screen.findByRole('region', { name: 'Company' });
      expect(within(region).getByText(/This is an individual account/)).toBeInTheDocument();
    });

    it('leads to Billing & Usage to change plan', async () => {
      serveUser(nordlys);
      renderRoute('/settings');
      const region = await screen.findByRole('region', { name: 'Plan' });
      expect(within(region).getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/billing');
    });
  });
});
