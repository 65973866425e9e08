import { FEATURE_FLAGS, type FeatureFlags } from './feature-flags';
import { PAGES, type Page, type PageId, type PagePath } from './pages';

/**
 * What the feature flags allow, read from the page registry: one answer for the router's guard, the side
 * menu, the user menu and the palette. Each takes the flags (the build's by default), so tests try any set.
 */

export const PAGE_PATHS = Object.fromEntries(PAGES.map((page) => [page.id, page.path])) as {
  readonly [P in Page as P['id']]: P['path'];
};

export function isPageEnabled(id: PageId, flags: FeatureFlags = FEATURE_FLAGS): boolean {
  return flags[id];
}

export function enabledPages(flags: FeatureFlags = FEATURE_FLAGS): Page[] {
  return PAGES.filter((page) => flags[page.id]);
}

/** The page a path belongs to (`/api-keys/abc` → API keys); `/` is only itself. */
export function pageForPath(pathname: string): Page | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGES.find(({ path: page }) =>
    page === '/' ? path === '/' : path === page || path.startsWith(`${page}/`),
  );
}

/** The registry's page at exactly this path when the console has not built it (its route is `/$section`). */
export function notBuiltPageAt(path: string): Page | undefined {
  return PAGES.find((page) => !page.built && page.path === path);
}

/** False only for a path inside a switched-off page: links to it are left out rather than bounce. */
export function isPathEnabled(pathname: string, flags: FeatureFlags = FEATURE_FLAGS): boolean {
  const page = pageForPath(pathname);
  return page === undefined || flags[page.id];
}

/**
 * Where the signed-in app starts: the overview, or with it switched off the first built page that is on
 * (then any page that is on). Undefined when every page is off.
 */
export function landingPage(flags: FeatureFlags = FEATURE_FLAGS): Page | undefined {
  const enabled = enabledPages(flags);
  return enabled.find((page) => page.built) ?? enabled[0];
}

/**
 * The router's guard: where a path inside a switched-off page goes instead (the landing page), or
 * undefined when it may stay. With every page off, `/` stays, and says so, rather than redirect in a loop.
 */
export function flaggedOffRedirect(
  pathname: string,
  flags: FeatureFlags = FEATURE_FLAGS,
): PagePath | undefined {
  if (isPathEnabled(pathname, flags)) return undefined;
  const landing = landingPage(flags)?.path ?? '/';
  return landing === pathname ? undefined : landing;
}

export function sidebarPages(flags: FeatureFlags = FEATURE_FLAGS): Page[] {
  return enabledPages(flags).filter((page) => page.sidebar);
}

export type UserMenuPage = Extract<Page, { readonly userMenu: number }>;

/** The user menu's pages, in the menu's own order (spec section 2). */
export function userMenuPages(flags: FeatureFlags = FEATURE_FLAGS): UserMenuPage[] {
  return enabledPages(flags)
    .filter((page): page is UserMenuPage => 'userMenu' in page)
    .sort((a, b) => a.userMenu - b.userMenu);
}

export function palettePages(flags: FeatureFlags = FEATURE_FLAGS): Page[] {
  return enabledPages(flags).filter((page) => page.palette);
}
