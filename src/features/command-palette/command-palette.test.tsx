import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { LOCAL_STORAGE_KEYS, PAGES, SEARCH_PANEL_MAX_HEIGHT } from '@/config';
import { mockDb } from '@/mocks/handlers';
import { failOperation, overrideOperation, recordRequests } from '@/test/mock-overrides';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { endCssAnimations } from '@/test/end-css-animations';

import { CommandPalette } from './command-palette';
import { openCommandPalette, resetCommandPalette } from './palette-store';
import { COMMAND_PALETTE_RECENT_STORAGE_KEY } from './recent';
import { apiKey, member, model } from './test-fixtures';

/** Every page of the registry besides / (the router's index), and sign-out. */
const PATHS = [...PAGES.filter((page) => page.path !== '/').map((page) => page.path), '/signout'];

/** The palette inside a small router whose pages are just their path, so navigation can be checked. */
function renderPalette() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <CommandPalette />
        <Outlet />
      </>
    ),
  });
  const page = (path: string) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <h1>page {path}</h1> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page('/'), ...PATHS.map(page)]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

let requests: string[] = [];

/** Small, named search sources (a model without complete pricing among them), whatever the store seeds. */
function serveData() {
  overrideOperation('listModels', {
    object: 'list',
    data: [
      model('mistral-small-eu', { description: 'Fast multilingual chat', tags: ['eu', 'multilingual'] }),
      model('bge-m3', { model_type: 'embedding', owned_by: 'baai' }),
      model('unpriced-preview', { pricing: { input: 0.1, output: null } }),
    ],
  });
  overrideOperation('listApiKeys', [apiKey(7, 'Production backend', { description: 'Used by the shop' })]);
  overrideOperation('listUsers', [member(3, 'Anna Lindqvist', 'anna@example.se')]);
}

async function openWithShortcut(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  const input = within(dialog).getByRole('combobox');
  await waitFor(() => expect(input).toHaveFocus());
  return { dialog, input };
}

describe('CommandPalette', () => {
  beforeAll(endCssAnimations);
  // jsdom has no layout, so the dialog's focus trap finds nothing visible to focus; give elements a box.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 20)] as never);
  });

  beforeEach(async () => {
    await resetBrowserState();
    resetCommandPalette();
    requests = recordRequests();
    serveData();
  });

  it('opens with Ctrl+K, shows the placeholder and hint, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderPalette();
    await screen.findByRole('heading', { name: 'page /' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const { input } = await openWithShortcut(user);

    expect(input).toHaveAttribute('placeholder', 'Search commands...');
    expect(screen.getByText('Start typing to search...')).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens with Cmd+K and from openCommandPalette() (the top bar trigger)', async () => {
    const user = userEvent.setup();
    renderPalette();
    await screen.findByRole('heading', { name: 'page /' });

    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => openCommandPalette());
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
  });

  it('fetches its data sources only once opened', async () => {
    const user = userEvent.setup();
    renderPalette();
    await screen.findByRole('heading', { name: 'page /' });
    expect(requests).toEqual([]);

    await openWithShortcut(user);

    await waitFor(() =>
      expect(requests.sort()).toEqual(['GET /v1/api-keys', 'GET /v1/models', 'GET /v1/users']),
    );
  });

  it('searches pages, models, API keys and members case-insensitively, grouped', async () => {
    const user = userEvent.setup();
    renderPalette();
    const { input } = await openWithShortcut(user);

    await user.type(input, 'AN');

    const listbox = screen.getByRole('listbox');
    await within(listbox).findByRole('group', { name: 'Team members' });
    expect(within(listbox).getByRole('group', { name: 'Team members' })).toHaveTextContent('Anna Lindqvist');
    expect(within(listbox).getByRole('option', { name: /Billing & Usage/ })).toBeInTheDocument();
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-labelledby') && group.firstChild?.textContent),
    ).toEqual(['Team members', 'Pages']); // the best match's group first

    await user.clear(input);
    await user.type(input, 'shop'); // an API key's description
    expect(await within(listbox).findByRole('option', { name: /Production backend/ })).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'multilingual'); // a model's tag
    expect(await within(listbox).findByRole('option', { name: /mistral-small-eu/ })).toBeInTheDocument();
  });

  it('lists only models with both an input and an output price', async () => {
    const user = userEvent.setup();
    renderPalette();
    const { input } = await openWithShortcut(user);

    await user.type(input, 'bge');
    expect(await screen.findByRole('option', { name: /bge-m3/ })).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'unpriced');
    expect(await screen.findByText('No results found for "unpriced"')).toBeVisible();
  });

  it('moves with the arrow keys (aria-activedescendant) and goes to the page with Enter', async () => {
    const user = userEvent.setup();
    const { router } = renderPalette();
    const { input } = await openWithShortcut(user);

    await user.type(input, 'anna');
    const option = await screen.findByRole('option', { name: /Anna Lindqvist/ });
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    // Arrow keys wrap around the list.
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(option).toBe(options[0]);

    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'page /team' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/team');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a model on the models page, by click', async () => {
    const user = userEvent.setup();
    const { router } = renderPalette();
    const { input } = await openWithShortcut(user);

    await user.type(input, 'mistral');
    await user.click(await screen.findByRole('option', { name: /mistral-small-eu/ }));

    expect(await screen.findByRole('heading', { name: 'page /models' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ model: 'mistral-small-eu' });
  });

  it('runs actions: create an API key, switch the theme', async () => {
    const user = userEvent.setup();
    const { router } = renderPalette();
    let { input } = await openWithShortcut(user);

    await user.type(input, 'create api key');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'page /api-keys' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ create: true });

    ({ input } = await openWithShortcut(user));
    await user.type(input, 'dark theme');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(localStorage.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('dark'));
    expect(document.documentElement).toHaveClass('dark');
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderPalette();
    const { input } = await openWithShortcut(user);

    await user.type(input, 'zzzq');

    expect(await screen.findByText('No results found for "zzzq"')).toBeVisible();
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('shows "Failed to load search results" when a source fails, and still searches the others', async () => {
    failOperation('listApiKeys', { status: 500, code: 'SERVER_ERROR', message: 'Boom' });
    const user = userEvent.setup();
    renderPalette();
    const { input } = await openWithShortcut(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load search results');
    await user.type(input, 'anna');
    expect(await screen.findByRole('option', { name: /Anna Lindqvist/ })).toBeInTheDocument();

    // Retry: the source answers now, and the message goes.
    mockDb.faults.clear('listApiKeys');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.clear(input);
    await user.type(input, 'production');
    expect(await screen.findByRole('option', { name: /Production backend/ })).toBeInTheDocument();
  });

  it('remembers chosen entries and shows them as Recent, newest first', async () => {
    const user = userEvent.setup();
    renderPalette();
    let { input } = await openWithShortcut(user);
    await user.type(input, 'settings');
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'page /settings' });

    ({ input } = await openWithShortcut(user));
    await user.type(input, 'anna');
    await screen.findByRole('option', { name: /Anna Lindqvist/ });
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'page /team' });

    await openWithShortcut(user);
    const recent = await screen.findByRole('group', { name: 'Recent' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Anna Lindqvist'), expect.stringContaining('Settings')]);
    expect(JSON.parse(localStorage.getItem(COMMAND_PALETTE_RECENT_STORAGE_KEY) ?? '[]')).toHaveLength(2);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'page /settings' })).toBeInTheDocument();
  });

  it('caps the result panel at 60% of the viewport', async () => {
    const user = userEvent.setup();
    renderPalette();
    const { dialog } = await openWithShortcut(user);

    const panel = within(dialog).getByRole('listbox').parentElement;
    expect(SEARCH_PANEL_MAX_HEIGHT).toBe('60vh');
    // jsdom resolves viewport units against its 768 px high window.
    expect(parseFloat(panel ? getComputedStyle(panel).maxHeight : '')).toBeCloseTo(window.innerHeight * 0.6);
  });
});
