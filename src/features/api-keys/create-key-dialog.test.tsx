import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CreateApiKeyRequest } from '@/api/generated/model';
import { mockDb } from '@/mocks/handlers';
import { endCssAnimations } from '@/test/end-css-animations';
import { signedInAccount } from '@/test/mock-account';
import { recordBodies, recordChanges, recordHeader } from '@/test/mock-overrides';
import { renderRoute, resetBrowserState } from '@/test/render';
import { loginUrl } from '@/session/identity-urls';

beforeAll(endCssAnimations);

beforeEach(async () => {
  await resetBrowserState();
  // jsdom has no layout: give the virtualised table a viewport, and the dialog something to focus.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 20)] as never);
});

describe('the create-key dialog: a name of spaces only', { timeout: 20_000 }, () => {
  it('is refused in place with the catalogue’s message and nothing is sent; spaces around a name are not sent', async () => {
    const account = signedInAccount(undefined, 'empty');
    const changes = recordChanges();
    const bodies = recordBodies<CreateApiKeyRequest>('/v1/api-keys');
    const user = userEvent.setup();
    renderRoute('/api-keys?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' }, { timeout: 5_000 });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    const create = within(dialog).getByRole('button', { name: 'Create key' });

    await user.type(name, '   ');
    await user.click(create);
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('   ');
    expect(changes).toEqual([]);

    await user.clear(name);
    await user.type(name, '  CI pipeline  ');
    await user.click(create);
    expect(await screen.findByRole('dialog', { name: 'Your new API key' })).toBeInTheDocument();
    expect(changes).toEqual(['POST /v1/api-keys']);
    await waitFor(() => expect(bodies).toEqual([{ name: 'CI pipeline' }]));
    expect(mockDb.apiKeys.list(account.id).map((key) => key.name)).toEqual(['CI pipeline']);
  });
});

describe('the create-key dialog: an answer lost on the way', { timeout: 20_000 }, () => {
  it('trying again is the same request (the same Idempotency-Key): one key is created', async () => {
    const account = signedInAccount(undefined, 'empty');
    const keys = recordHeader('/v1/api-keys', 'Idempotency-Key');
    // The first try fails on the platform's way (502): the user cannot tell whether the key was made.
    mockDb.faults.set('createApiKey', { status: 502, code: 'SERVER_ERROR', times: 1 });
    const user = userEvent.setup();
    renderRoute('/api-keys?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' }, { timeout: 5_000 });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Nightly jobs');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('dialog', { name: 'Your new API key' })).toBeInTheDocument();
    const sent = keys.filter((key) => key !== null); // the list's reads carry none
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect(mockDb.apiKeys.list(account.id).map((key) => key.name)).toEqual(['Nightly jobs']);
  });
});

describe('the create-key dialog: the session ends as the key is created', { timeout: 20_000 }, () => {
  it('says so over the dialog; Sign in again keeps what was typed and the page, and nothing was created', async () => {
    const account = signedInAccount(undefined, 'empty');
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/api-keys', search: '?create=true' });
    const user = userEvent.setup();
    renderRoute('/api-keys?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' }, { timeout: 5_000 });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Nightly batch');
    mockDb.faults.set('createApiKey', { status: 401, code: 'AUTH_REQUIRED', times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const ended = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    const signIn = within(ended).getByRole('button', { name: 'Sign in again' });
    await waitFor(() => expect(signIn).toHaveFocus());
    expect(within(dialog).getByDisplayValue('Nightly batch')).toBeInTheDocument();
    await user.click(signIn);

    expect(assign).toHaveBeenCalledExactlyOnceWith(loginUrl());
    expect(localStorage.getItem('auth_redirect')).toBe('/api-keys?create=true');
    expect(JSON.parse(sessionStorage.getItem('form_drafts') ?? '{}')).toMatchObject({
      drafts: {
        'apiKeys.create': {
          values: { name: 'Nightly batch' },
          intents: [[expect.any(String), expect.any(String)]],
        },
      },
    });
    expect(mockDb.apiKeys.list(account.id)).toEqual([]);
  });
});
