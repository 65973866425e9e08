import { CONTROL_FLAGS, PAGES, type PageId } from './pages';

/**
 * Feature flags (spec sections 1 and 2): which sections of the console exist. A build can
 * override the defaults with `VITE_FEATURE_FLAGS`, a comma-separated list of flag names, each
 * optionally prefixed `-` (off) or `+` (on): `databases,vpn,-team`. Names match case-insensitively.
 */

export type FeatureFlag = PageId | keyof typeof CONTROL_FLAGS;
export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;
export type FeatureFlagOverrides = Partial<Record<FeatureFlag, boolean>>;

/** A flag for each page of the registry (src/config/pages.ts), and for each control. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  ...(Object.fromEntries(PAGES.map((page) => [page.id, page.enabledByDefault])) as Record<PageId, boolean>),
  ...CONTROL_FLAGS,
};

export const FEATURE_FLAG_NAMES = Object.keys(DEFAULT_FEATURE_FLAGS) as readonly FeatureFlag[];

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
