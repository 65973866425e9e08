import type { PagePath } from '@/config';
import type { FileRoutesByTo } from '@/routeTree.gen';

/**
 * The page registry (config/pages.ts) and the route tree agree, checked by the typecheck alone: config may
 * not import the router, so the check lives here. Each line fails naming the paths that break it.
 */

/** The routes outside the signed-in app, which no flag switches. */
type RoutesOutsideRegistry = '/auth' | '/signout';

type RegistryPathsWithoutRoute = Exclude<PagePath, keyof FileRoutesByTo>;
type RoutesWithoutRegistryEntry = Exclude<keyof FileRoutesByTo, PagePath | RoutesOutsideRegistry>;

export const everyRegistryPathHasARoute: [RegistryPathsWithoutRoute] extends [never]
  ? true
  : { missingRoutes: RegistryPathsWithoutRoute } = true;

export const everyPageRouteIsInTheRegistry: [RoutesWithoutRegistryEntry] extends [never]
  ? true
  : { missingRegistryEntries: RoutesWithoutRegistryEntry } = true;
