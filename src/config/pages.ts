/**
 * The page registry (spec sections 1 and 2): every section of the console, in side-menu order. The feature
 * flags, the router's guard, the side menu, the user menu and the palette's pages all read this one list;
 * src/app/page-routes.ts fails the typecheck when a path here has no route, or a page route no entry.
 * docs/pages.md lists what adding a page touches.
 */
export interface PageDefinition {
  /** The page's feature flag, and its key in the catalogues (`pages.<id>.title`, `pages.<id>.intro`). */
  readonly id: string;
  readonly path: `/${string}`;
  readonly enabledByDefault: boolean;
  /** False for a section the console has not built yet: switched on, its path says it is not available. */
  readonly built: boolean;
  readonly sidebar: boolean;
  /** Place in the user menu (spec section 2 orders it differently from the side menu); absent: not there. */
  readonly userMenu?: number;
  readonly palette: boolean;
  /** Extra words the palette matches besides the title and introduction. */
  readonly keywords: readonly string[];
}

// Order: the side menu's, and the palette's.
export const PAGES = [
  {
    id: 'overview',
    path: '/',
    enabledByDefault: true,
    built: true,
    sidebar: true,
    palette: true,
    keywords: ['dashboard', 'home', 'start'],
  },
  {
    id: 'models',
    path: '/models',
    enabledByDefault: true,
    built: true,
    sidebar: true,
    palette: true,
    keywords: ['llm', 'chat', 'embedding', 'playground'],
  },
  {
    id: 'apiKeys',
    path: '/api-keys',
    enabledByDefault: true,
    built: true,
    sidebar: true,
    userMenu: 2,
    palette: true,
    keywords: ['tokens', 'secrets', 'credentials'],
  },
  {
    id: 'team',
    path: '/team',
    enabledByDefault: true,
    built: true,
    sidebar: true,
    userMenu: 1,
    palette: true,
    keywords: ['members', 'users', 'invitations', 'people'],
  },
  {
    id: 'settings',
    path: '/settings',
    enabledByDefault: true,
    built: true,
    sidebar: true,
    userMenu: 4,
    palette: true,
    keywords: ['profile', 'preferences', 'account'],
  },
  // Reachable (user menu, palette, links from other pages) but not in the side menu (spec section 2).
  {
    id: 'billing',
    path: '/billing',
    enabledByDefault: true,
    built: true,
    sidebar: false,
    userMenu: 3,
    palette: true,
    keywords: ['wallet', 'invoices', 'plan', 'payment', 'usage'],
  },
  // Switched off (spec section 1) and not built: switched on, each is listed and its page says so.
  notBuilt('databases', '/databases', ['postgres', 'storage', 'vector']),
  notBuilt('appStore', '/app-store', ['marketplace', 'store', 'install']),
  notBuilt('installedApps', '/apps', ['applications', 'installed']),
  notBuilt('sshKeys', '/ssh-keys', ['ssh', 'public key', 'access']),
  notBuilt('vpn', '/vpn', ['network', 'private', 'tunnel']),
  notBuilt('cluster', '/cluster', ['kubernetes', 'nodes', 'compute']),
  notBuilt('colorPalette', '/colors', ['colour', 'color', 'branding']),
] as const satisfies readonly PageDefinition[];

/** Flags for what is not a page: the project selector, a top-bar control (spec section 2) not built yet. */
export const CONTROL_FLAGS = { projectSelector: false } as const satisfies Record<string, boolean>;

export type Page = (typeof PAGES)[number];
export type PageId = Page['id'];
export type PagePath = Page['path'];
/** The paths of pages the console has built (each has a route of its own). */
export type BuiltPagePath = Extract<Page, { readonly built: true }>['path'];
export type UserMenuPageId = Extract<Page, { readonly userMenu: number }>['id'];

/** A section the spec names but the console has not built: off by default, listed when switched on. */
function notBuilt<const Id extends string, const Path extends `/${string}`>(
  id: Id,
  path: Path,
  keywords: readonly string[],
) {
  return { id, path, enabledByDefault: false, built: false, sidebar: true, palette: true, keywords } as const;
}
