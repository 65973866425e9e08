import type { BuiltPagePath, PagePath } from '@/config';
import type { FileRoutesByTo } from '@/routeTree.gen';

/**
 * The page registry (config/pages.ts) and the route tree agree, checked by the typecheck alone: config may
 * not import the router, so the check lives here. Each line fails naming the paths that break it.
 */

/** The routes outside the signed-in app, which no flag switches. */
type RoutesOutsideRegistry = '/auth' | '/signout';

/** Sections not built yet share one route, `/$section`, which shows each as not available. */
type NotBuiltRoute = '/$section';

type RegistryPathsWithoutRoute = Exclude<BuiltPagePath, keyof FileRoutesByTo>;
/** A page's own pages below it (`/models/$modelId`): its flag covers them, so they need no entry of their own. */
type RouteBelowAPage = `${Exclude<PagePath, '/'>}/${string}`;
type RoutesWithoutRegistryEntry = Exclude<
  keyof FileRoutesByTo,
  PagePath | RouteBelowAPage | RoutesOutsideRegistry | NotBuiltRoute
>;
// The shared route exists whenever a section is not built.
export const notBuiltSectionsHaveTheirRoute: [Exclude<PagePath, BuiltPagePath>] extends [never]
  ? true
  : NotBuiltRoute extends keyof FileRoutesByTo
    ? true
    : { missingRoutes: NotBuiltRoute } = true;

export const everyRegistryPathHasARoute: [RegistryPathsWithoutRoute] extends [never]
  ? true
  : { missingRoutes: RegistryPathsWithoutRoute } = true;

export const everyPageRouteIsInTheRegistry: [RoutesWithoutRegistryEntry] extends [never]
  ? true
  : { missingRegistryEntries: RoutesWithoutRegistryEntry } = true;
