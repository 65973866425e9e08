import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { configure, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { firstDataPaths } from '@/app/first-data-paths';
import { PAGE_QUERIES } from '@/app/page-queries';
import { createQueryClient } from '@/api/query-client';
import { getListModelsUrl } from '@/api/generated/endpoints/models/models';
import { DEFAULT_FEATURE_FLAGS } from '@/config/feature-flags';
import { PAGES as REGISTRY } from '@/config/pages';
import { i18n } from '@/i18n';
import { routeTree } from '@/routeTree.gen';
import { signedInAccount } from '@/test/mock-account';
import { failOperation, recordRequests } from '@/test/mock-overrides';
import { createTestQueryClient, renderRoute, resetBrowserState } from '@/test/render';

// A whole signed-in app renders, its page loaded lazily: give finds time on a busy machine.
configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 30_000 });

/** A generated query key as the GET it sends: `['/v1/usage/tokens', {start_date…}]` → `/v1/usage/tokens?start_date=…`. */
function callOf(queryKey: QueryKey): string {
  const [path, params] = queryKey as [string, Record<string, string> | undefined];
  const query = new URLSearchParams(params ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

/** Each page of the registry with a route that starts queries: what it shows, and the calls it declares. */
const PAGES = REGISTRY.filter((page) => page.built).flatMap((page) => {
  const queries = PAGE_QUERIES[page.id]?.();
  return queries
    ? [
        {
          path: page.path,
          heading: i18n.t(`pages.${page.id}.title`),
          calls: queries.map((query) => callOf(query.queryKey)),
        },
      ]
    : [];
});

/** Every GET the app sends from now on, as path and query (`/v1/models`, `/v1/usage/tokens?start_date=…`). */
function recordGets(): () => string[] {
  const sent = recordRequests();
  return () => sent.filter((call) => call.startsWith('GET ')).map((call) => call.slice('GET '.length));
}

/** The keys of the queries the loaders start on this client, in the order they start them. */
function recordStartedQueries(queryClient: QueryClient): QueryKey[] {
  const started: QueryKey[] = [];
  const prefetch = queryClient.prefetchQuery.bind(queryClient);
  vi.spyOn(queryClient, 'prefetchQuery').mockImplementation((options) => {
    started.push(options.queryKey);
    return prefetch(options);
  });
  return started;
}

beforeEach(async () => {
  await resetBrowserState();
  signedInAccount();
});

describe("a page's data is asked for by its route", () => {
  it('covers every built page of the registry', () => {
    expect(PAGES.map((page) => page.path)).toEqual(
      REGISTRY.filter((page) => page.built).map((page) => page.path),
    );
  });

  for (const { path, calls } of PAGES) {
    it(`${path}: when a link to it is hovered (the router's preload), before the page renders`, async () => {
      const sent = recordGets();
      const router = createRouter({
        routeTree,
        history: createMemoryHistory({ initialEntries: ['/signout'] }),
        context: { queryClient: createTestQueryClient() },
      });
      await router.preloadRoute({ to: path });
      await waitFor(() => expect(sent()).toEqual(expect.arrayContaining(calls)));
    });
  }

  for (const { path, heading, calls } of PAGES) {
    it(`${path}: opened, each call is sent once and the page reads every query its loader started`, async () => {
      const sent = recordGets();
      // The console's own defaults: a page mounting on data its loader just fetched does not ask again.
      const queryClient = createQueryClient();
      const started = recordStartedQueries(queryClient);
      renderRoute(path, { queryClient });
      await screen.findByRole('heading', { level: 1, name: heading });
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      for (const call of calls) expect(sent().filter((url) => url === call)).toHaveLength(1);
      expect(started).toHaveLength(calls.length);
      for (const queryKey of started) {
        const query = queryClient.getQueryCache().find({ queryKey, exact: true });
        expect(query?.getObserversCount(), JSON.stringify(queryKey)).toBeGreaterThan(0);
      }
    });
  }

  it("index.html's preload script asks for each page's loader calls that take no parameters, and no others", () => {
    const { pages } = firstDataPaths(DEFAULT_FEATURE_FLAGS);
    for (const { path, calls } of PAGES) {
      expect(pages[path] ?? [], path).toEqual(calls.filter((call) => !call.includes('?')));
    }
    expect(Object.keys(pages).sort()).toEqual(
      PAGES.filter(({ calls }) => calls.some((call) => !call.includes('?')))
        .map(({ path }) => path)
        .sort(),
    );
  });

  it('a call that fails before the page shows is not sent again when it mounts (no doubled faults)', async () => {
    const sent = recordGets();
    // An answer that cannot be retried (a 4xx), and arrives at once: before the lazily loaded page mounts.
    failOperation('listModels', { status: 400, code: 'BAD_REQUEST', message: 'Bad request' });
    renderRoute('/models');
    await screen.findByRole('button', { name: 'Retry' });
    expect(sent().filter((url) => url === getListModelsUrl())).toHaveLength(1);
  });
});
