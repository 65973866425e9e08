/**
 * Feature flags (spec sections 1 and 2): which sections of the console exist. A build can
 * override the defaults with `VITE_FEATURE_FLAGS`, a comma-separated list of flag names, each
 * optionally prefixed `-` (off) or `+` (on): `databases,vpn,-team`. Names match case-insensitively.
 */

export const DEFAULT_FEATURE_FLAGS = {
  overview: true,
  models: true,
  apiKeys: true,
  team: true,
  settings: true,
  billing: true,
  databases: false,
  appStore: false,
  installedApps: false,
  sshKeys: false,
  vpn: false,
  cluster: false,
  colorPalette: false,
  projectSelector: false,
} as const satisfies Record<string, boolean>;

export type FeatureFlag = keyof typeof DEFAULT_FEATURE_FLAGS;
export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;
export type FeatureFlagOverrides = Partial<Record<FeatureFlag, boolean>>;

export const FEATURE_FLAG_NAMES = Object.keys(DEFAULT_FEATURE_FLAGS) as readonly FeatureFlag[];

/** The page each section flag guards; `projectSelector` is a top-bar control with no page. */
export const FEATURE_ROUTES = {
  overview: '/',
  models: '/models',
  apiKeys: '/api-keys',
  team: '/team',
  settings: '/settings',
  billing: '/billing',
  databases: '/databases',
  appStore: '/app-store',
  installedApps: '/apps',
  sshKeys: '/ssh-keys',
  vpn: '/vpn',
  cluster: '/cluster',
  colorPalette: '/colors',
} as const satisfies Partial<Record<FeatureFlag, `/${string}`>>;

export type PageFeatureFlag = keyof typeof FEATURE_ROUTES;
export type FeatureRoute = (typeof FEATURE_ROUTES)[PageFeatureFlag];

const flagByLowerCaseName = new Map(FEATURE_FLAG_NAMES.map((flag) => [flag.toLowerCase(), flag]));

/** Parses `VITE_FEATURE_FLAGS`; unknown names are reported through `warn` and ignored. */
export function parseFeatureFlagOverrides(
  raw: string | undefined,
  warn: (message: string) => void = console.warn,
): FeatureFlagOverrides {
  const overrides: FeatureFlagOverrides = {};
  for (const token of (raw ?? '').split(',')) {
    const entry = token.trim();
    if (!entry) continue;
    const enabled = !entry.startsWith('-');
    const name = /^[+-]/.test(entry) ? entry.slice(1).trim() : entry;
    const flag = flagByLowerCaseName.get(name.toLowerCase());
    if (flag) overrides[flag] = enabled;
    else warn(`VITE_FEATURE_FLAGS: unknown feature flag "${name}" ignored`);
  }
  return overrides;
}

export function resolveFeatureFlags(
  overrides: FeatureFlagOverrides,
  defaults: FeatureFlags = DEFAULT_FEATURE_FLAGS,
): FeatureFlags {
  return { ...defaults, ...overrides };
}

/** The flags of this build: the defaults with `VITE_FEATURE_FLAGS` applied. */
export const FEATURE_FLAGS: FeatureFlags = resolveFeatureFlags(
  parseFeatureFlagOverrides(import.meta.env.VITE_FEATURE_FLAGS),
);

export function isFeatureEnabled(flag: FeatureFlag, flags: FeatureFlags = FEATURE_FLAGS): boolean {
  return flags[flag];
}

/**
 * The page flag guarding a path (`/api-keys/abc` → `apiKeys`), or undefined for a path no
 * flag guards. `/` matches only itself.
 */
export function featureForPath(pathname: string): PageFeatureFlag | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (Object.keys(FEATURE_ROUTES) as PageFeatureFlag[]).find((flag) => {
    const route: string = FEATURE_ROUTES[flag];
    return route === '/' ? path === '/' : path === route || path.startsWith(`${route}/`);
  });
}
