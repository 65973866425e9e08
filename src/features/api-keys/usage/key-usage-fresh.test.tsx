import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { configureApiClient } from '@/api/client';
import { createQueryClient } from '@/api/query-client';
import { formatDateTime } from '@/i18n';
import { SESSION_COOKIE } from '@/mocks/store/sessions';
import { startMockApi, TEST_API_ORIGIN, type MockApi } from '@/mocks/testing/mock-api';
import { server } from '@/test/msw-server';
import { renderRoute } from '@/test/render';
import { endCssAnimations } from '@/test/end-css-animations';

/**
 * A key's usage drawer stays true to calls made with the key while the page is open (an outside client, the
 * playground): it asks again when it opens, when the window regains focus and from its Refresh button.
 */

const NOW = new Date();
let restoreClient: (() => void) | undefined;

/** The shared mock platform, signed in as the demo admin, with the console's client sending the session. */
async function signedIn(): Promise<MockApi> {
  const api = startMockApi(server, { now: () => NOW });
  const session = await api.signIn();
  restoreClient = configureApiClient({
    baseUrl: () => TEST_API_ORIGIN,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('Cookie', `${SESSION_COOKIE}=${session}`);
      // eslint-disable-next-line no-restricted-globals -- the test's network, behind msw
      return fetch(input, { ...init, headers });
    },
  });
  return api;
}

/**
 * The console's own query defaults (a stale time, no refetch on focus), so only the drawer's options can make
 * it ask again; no retries.
 */
function consoleQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  return client;
}

/** A call with the key from outside the console, as the code snippets make it. */
async function callWithKey(api: MockApi, secret: string, times = 1) {
  for (let call = 0; call < times; call += 1) {
    const { status } = await api.call('createChatCompletion', 'POST', '/v1/chat/completions', {
      json: { model: 'mistral-small-3.2-24b', messages: [{ role: 'user', content: 'Hej!' }], max_tokens: 8 },
      bearer: secret,
      session: null,
    });
    expect(status).toBe(200);
  }
}

/** The drawer's figure under `label` (its `dt`). */
const figure = (drawer: HTMLElement, label: string) =>
  within(drawer).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeAll(endCssAnimations);

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  // No canvas: the usage chart keeps to its text alternative.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  restoreClient?.();
  restoreClient = undefined;
  focusManager.setFocused(undefined);
});

describe('a key’s usage drawer', { timeout: 30_000 }, () => {
  it('shows five calls made with the key, and its last use, when the window regains focus', async () => {
    const api = await signedIn();
    const created = await api.call<{ id: number; key: string }>('createApiKey', 'POST', '/v1/api-keys', {
      json: { name: 'Fresh figures' },
    });
    const { id, key: secret } = created.body;
    renderRoute(`/api-keys?usage=${id}`, { queryClient: consoleQueryClient() });
    const drawer = await screen.findByRole(
      'dialog',
      { name: 'Usage of “Fresh figures”' },
      { timeout: 10_000 },
    );
    await within(drawer).findByText('Never used', {}, { timeout: 10_000 });
    await waitFor(() => expect(figure(drawer, 'Requests')).toBe('0'));

    await callWithKey(api, secret, 5);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });

    await waitFor(() => expect(figure(drawer, 'Requests')).toBe('5'));
    const listed = await api.call<{ id: number; lastUsed: string | null }[]>(
      'listApiKeys',
      'GET',
      '/v1/api-keys',
    );
    const lastUsed = listed.body.find((key) => key.id === id)?.lastUsed;
    expect(lastUsed).toBeTruthy();
    expect(within(drawer).getByTestId('key-last-used')).toHaveTextContent(
      `Last used ${formatDateTime(lastUsed)}`,
    );
  });

  it('asks again from its Refresh button, and each time it opens', async () => {
    const api = await signedIn();
    const created = await api.call<{ id: number; key: string }>('createApiKey', 'POST', '/v1/api-keys', {
      json: { name: 'Batch job' },
    });
    const { id, key: secret } = created.body;
    const user = userEvent.setup();
    const { router } = renderRoute(`/api-keys?usage=${id}`, { queryClient: consoleQueryClient() });
    let drawer = await screen.findByRole('dialog', { name: 'Usage of “Batch job”' }, { timeout: 10_000 });
    await waitFor(() => expect(figure(drawer, 'Requests')).toBe('0'), { timeout: 10_000 });

    await callWithKey(api, secret, 2);
    const refresh = within(drawer).getByRole('button', { name: 'Refresh' });
    await user.click(refresh);
    await waitFor(() => expect(figure(drawer, 'Requests')).toBe('2'));
    expect(within(drawer).getByTestId('refresh-control')).toHaveTextContent(/^Updated \d\d:\d\d/);

    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await callWithKey(api, secret, 3);
    await act(() => router.navigate({ to: '/api-keys', search: { usage: id } }));
    drawer = await screen.findByRole('dialog', { name: 'Usage of “Batch job”' });
    await waitFor(() => expect(figure(drawer, 'Requests')).toBe('5'));
  });
});
