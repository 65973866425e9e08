import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { HealthResponse } from '@/api/generated/model';
import { HEALTH_POLL_INTERVAL_MS } from '@/config';
import { en } from '@/i18n/en';
import { sv } from '@/i18n/sv';
import { i18n } from '@/i18n';
import { mockDb } from '@/mocks/handlers';
import { failOperation, recordRequests } from '@/test/mock-overrides';
import { renderWithProviders, resetBrowserState } from '@/test/render';

import { MaintenanceGate } from './maintenance-gate';
import { isMaintenance, useHealth } from '@/api/health';

const health = (odoo: HealthResponse['odoo']['status']): HealthResponse => ({
  status: odoo === 'up' ? 'ok' : 'degraded',
  odoo: { status: odoo },
  chatEndpoints: [{ model: 'mistral-small-eu', status: 'up' }],
});

const TEXTS = {
  title: 'Underhållsläge',
  body: 'Systemet är för närvarande under underhåll. Vänligen kom tillbaka om några timmar.',
  button: 'Tillbaka till startsidan',
};

let calls: string[] = [];
const healthCalls = () => calls.filter((call) => call === 'GET /health').length;

/** The shared mock platform's back office reports this status from now on. */
function serveHealth(odoo: HealthResponse['odoo']['status']) {
  mockDb.settings.odooStatus = odoo;
}

/** The gate around a small router: '/' and '/models' are pages that name themselves. */
function renderGate(path = '/models') {
  const rootRoute = createRootRoute({
    component: () => (
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
    ),
  });
  const page = (p: string) =>
    createRoute({ getParentRoute: () => rootRoute, path: p, component: () => <h1>page {p}</h1> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page('/'), page('/models')]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

describe('isMaintenance', () => {
  it('is true only when the back office is known and not up', () => {
    expect(isMaintenance(undefined)).toBe(false);
    expect(isMaintenance(health('up'))).toBe(false);
    expect(isMaintenance(health('down'))).toBe(true);
    expect(isMaintenance(health('degraded'))).toBe(true);
    // Spec section 3: "up or otherwise"; a word the console has never seen is not up.
    expect(isMaintenance(health('maintenance'))).toBe(true);
    expect(isMaintenance(health('UP'))).toBe(true);
  });
});

/** The tab hidden or shown again, as the browser tells it (`visibilitychange`). */
function setTabVisible(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (visible ? 'visible' : 'hidden'),
  });
  // Bubbling, as the browser fires it: a listener on the window hears it too.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('MaintenanceGate', () => {
  beforeEach(async () => {
    await resetBrowserState();
    mockDb.reset('default');
    calls = recordRequests();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState'); // the browser's own again
  });

  it('shows the page while the back office is up', async () => {
    serveHealth('up');
    renderGate();

    expect(await screen.findByRole('heading', { name: 'page /models' })).toBeVisible();
    await waitFor(() => expect(healthCalls()).toBe(1));
    expect(screen.queryByText(TEXTS.title)).not.toBeInTheDocument();
  });

  it('a page that reads the health after the shell has asked sends no second request', async () => {
    serveHealth('up');
    function Reader() {
      const { data } = useHealth();
      return <p>{data ? `endpoints: ${data.chatEndpoints.length}` : 'waiting'}</p>;
    }
    function Shell() {
      const [page, setPage] = useState(false);
      useHealth();
      return page ? <Reader /> : <button onClick={() => setPage(true)}>open page</button>;
    }
    renderWithProviders(<Shell />);
    await waitFor(() => expect(healthCalls()).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'open page' }));
    const endpoints = mockDb.health.health().chatEndpoints.length;
    expect(await screen.findByText(`endpoints: ${endpoints}`)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(healthCalls()).toBe(1);
  });

  it('keeps the last answer through a failed check, tries it only at the next poll, and logs it once', async () => {
    serveHealth('down');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Reader() {
      const { isInMaintenance, isError } = useHealth();
      return <p>{`${isInMaintenance ? 'maintenance' : 'working'}${isError ? ', check failed' : ''}`}</p>;
    }
    const { queryClient } = renderWithProviders(
      <>
        <Reader />
        <Reader />
      </>,
    );
    expect(await screen.findAllByText('maintenance')).toHaveLength(2);
    failOperation('getHealth', { status: 503, times: 1 });
    await act(() => queryClient.refetchQueries({ queryKey: ['/health'] }));
    expect(screen.getAllByText('maintenance, check failed')).toHaveLength(2);
    expect(healthCalls()).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it.each(['down', 'degraded', 'maintenance'])(
    'shows the Swedish maintenance screen when odoo is %s',
    async (status) => {
      serveHealth(status);
      renderGate();

      expect(await screen.findByRole('heading', { level: 1, name: TEXTS.title })).toBeVisible();
      expect(screen.getByText(TEXTS.body)).toBeVisible();
      expect(screen.getByText(/förbättra tjänsten/)).toBeVisible();
      expect(screen.getByRole('button', { name: TEXTS.button })).toBeVisible();
      expect(screen.getByRole('main')).toHaveAttribute('lang', 'sv');
      expect(screen.queryByRole('heading', { name: 'page /models' })).not.toBeInTheDocument();
    },
  );

  it('stays Swedish when the interface is English or Swedish', async () => {
    serveHealth('down');
    renderGate();
    expect(i18n.language).toBe('en');
    expect(await screen.findByRole('heading', { name: TEXTS.title })).toBeVisible();

    await act(() => i18n.changeLanguage('sv'));
    expect(screen.getByRole('heading', { name: TEXTS.title })).toBeVisible();
    expect(screen.getByRole('button', { name: TEXTS.button })).toBeVisible();
    // Same strings in both catalogues, so nothing can show them in another language.
    expect(en.shell.maintenance).toEqual(sv.shell.maintenance);
  });

  it('goes to the start page and checks again with "Tillbaka till startsidan"', async () => {
    serveHealth('down');
    const user = userEvent.setup();
    const { router } = renderGate('/models');
    await screen.findByRole('heading', { name: TEXTS.title });

    serveHealth('up'); // the maintenance is over
    await user.click(screen.getByRole('button', { name: TEXTS.button }));

    expect(await screen.findByRole('heading', { name: 'page /' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(healthCalls()).toBeGreaterThanOrEqual(2);
  });

  it('only logs a failed health call, never shows it, and keeps the last answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    failOperation('getHealth', { status: 503, code: 'SERVER_ERROR', message: 'Down' });
    renderGate();

    expect(await screen.findByRole('heading', { name: 'page /models' })).toBeVisible();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[0]).toMatch(/health check failed/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(TEXTS.title)).not.toBeInTheDocument();
  });

  it('polls every 60 s while the tab is visible, pauses while hidden, and checks on return', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    serveHealth('up');
    renderGate();
    await screen.findByRole('heading', { name: 'page /models' });
    await waitFor(() => expect(healthCalls()).toBe(1));

    // Shown: the maintenance screen appears at the next poll when the back office goes down.
    serveHealth('down');
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_POLL_INTERVAL_MS - 1));
    expect(healthCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(healthCalls()).toBe(2));
    expect(await screen.findByRole('heading', { name: TEXTS.title })).toBeVisible();

    // Hidden: no polling.
    serveHealth('up');
    act(() => setTabVisible(false));
    await act(() => vi.advanceTimersByTimeAsync(3 * HEALTH_POLL_INTERVAL_MS));
    expect(healthCalls()).toBe(2);

    // Back: asks at once.
    act(() => setTabVisible(true));
    await waitFor(() => expect(healthCalls()).toBe(3));
    expect(await screen.findByRole('heading', { name: 'page /models' })).toBeVisible();
  });

  it('does not poll while the browser is offline, and asks at once when it is back online', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    serveHealth('up');
    renderGate();
    await waitFor(() => expect(healthCalls()).toBe(1));

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    serveHealth('down');
    await act(() => vi.advanceTimersByTimeAsync(2 * HEALTH_POLL_INTERVAL_MS));
    expect(healthCalls()).toBe(1);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(healthCalls()).toBe(2));
    expect(await screen.findByRole('heading', { name: TEXTS.title })).toBeVisible();
    onLine.mockRestore();
  });
});
