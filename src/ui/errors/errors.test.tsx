import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/api-error';
import { i18n } from '@/i18n';
import { renderWithProviders, resetBrowserState } from '@/test/render';

import { isAuthRequired } from './error-facts';
import { GenericErrorScreen } from './generic-error-screen';
import { PageErrorState } from './page-error-state';
import { RouteErrorState } from './route-error-state';

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost:4173/assets/team-BREaNjMT.js',
);
const CHUNK_MESSAGE = 'A new version of the console is available, or part of it could not be loaded.';

const apiError = (code: ApiError['code'], status: number, message = 'Upstream said no') =>
  new ApiError({ status, code, message, kind: status === 0 ? 'network' : 'http' });

describe('GenericErrorScreen', () => {
  beforeEach(resetBrowserState);

  it("says 'Something went wrong' and refreshes the page", async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    renderWithProviders(<GenericErrorScreen error={new Error('boom')} onRefresh={onRefresh} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it("is the router's root error component when a page throws while rendering", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rootRoute = createRootRoute({ errorComponent: GenericErrorScreen });
    const broken = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component: () => {
        throw new Error('render failed');
      },
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([broken]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    renderWithProviders(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  });

  it("never shows the error's own text", () => {
    renderWithProviders(<GenericErrorScreen error={new Error('secret.internal at /src/x.ts')} />);
    expect(screen.getByRole('alert')).not.toHaveTextContent('secret.internal');
  });

  it('says a new version may be out, with Reload, when code could not load', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    renderWithProviders(<GenericErrorScreen error={chunkError} onRefresh={onRefresh} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(CHUNK_MESSAGE);
    expect(alert).not.toHaveTextContent('/assets/');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('is translated', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderWithProviders(<GenericErrorScreen onRefresh={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Något gick fel' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ladda om sidan' })).toBeVisible();
  });
});

describe('PageErrorState', () => {
  beforeEach(resetBrowserState);

  it.each([
    [apiError('SERVER_ERROR', 503), 'Something went wrong on our side. Please try again in a few minutes.'],
    [apiError('NETWORK_ERROR', 0), 'Network error. Please check your connection and try again.'],
    [apiError('INSUFFICIENT_PERMISSIONS', 403), "You don't have permission to perform this action."],
    [new Error('Plain failure'), 'An unexpected error occurred. Please try again.'],
    [undefined, 'An unexpected error occurred. Please try again.'],
  ])('shows the catalogue message for %s and retries', async (error, message) => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithProviders(<PageErrorState error={error} onRetry={onRetry} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("never shows a console fault's own text, nor a chunk's address", () => {
    renderWithProviders(<PageErrorState error={new Error('x is undefined')} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).not.toHaveTextContent('x is undefined');
  });

  it('offers Reload, not Retry, when the code of the page could not load', () => {
    renderWithProviders(<PageErrorState error={chunkError} onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(CHUNK_MESSAGE);
    expect(alert).not.toHaveTextContent('/assets/');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('takes a heading of its own', () => {
    renderWithProviders(
      <PageErrorState
        error={apiError('SERVER_ERROR', 500)}
        onRetry={() => {}}
        title="Failed to fetch models"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Failed to fetch models' })).toBeVisible();
  });

  it('offers to sign in again instead of retrying for AUTH_REQUIRED', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onSignIn = vi.fn();
    renderWithProviders(
      <PageErrorState error={apiError('AUTH_REQUIRED', 401)} onRetry={onRetry} onSignIn={onSignIn} />,
    );

    expect(screen.getByRole('heading', { name: 'Your session has ended' })).toBeVisible();
    expect(screen.getByText('Authentication is required.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('shows the retry in progress', () => {
    renderWithProviders(<PageErrorState error={apiError('SERVER_ERROR', 500)} onRetry={() => {}} retrying />);
    expect(screen.getByRole('button', { name: /Retry/ })).toBeDisabled();
  });

  it('speaks Swedish with the Swedish catalogue', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderWithProviders(<PageErrorState error={apiError('REQUEST_TIMEOUT', 0)} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Begäran tog för lång tid. Försök igen.');
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  });
});

describe('isAuthRequired', () => {
  it('knows a 401 by its code or status', () => {
    expect(isAuthRequired(apiError('AUTH_REQUIRED', 401))).toBe(true);
    expect(isAuthRequired(apiError('INVALID_REQUEST', 401))).toBe(true);
    expect(isAuthRequired(apiError('INSUFFICIENT_PERMISSIONS', 403))).toBe(false);
    expect(isAuthRequired(new Error('AUTH_REQUIRED'))).toBe(false);
  });
});

describe('RouteErrorState', () => {
  beforeEach(resetBrowserState);

  it("is a page's error component whose Retry loads the page again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let attempts = 0;
    const rootRoute = createRootRoute();
    const page = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      loader: () => {
        attempts += 1;
        if (attempts === 1) throw apiError('SERVER_ERROR', 502);
        return 'loaded';
      },
      errorComponent: RouteErrorState,
      component: () => <h1>Models</h1>,
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<RouterProvider router={router} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again in a few minutes.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Models' })).toBeVisible();
    expect(attempts).toBe(2);
  });
});
