import { describe, expect, it } from 'vitest';

import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  resolveFeatureFlags,
  type FeatureFlags,
} from './feature-flags';
import {
  flaggedOffRedirect,
  isPathEnabled,
  landingPage,
  PAGE_PATHS,
  pageForPath,
  sidebarPages,
  userMenuPages,
} from './page-access';
import { CONTROL_FLAGS, PAGES, type PageId } from './pages';

const allOff = resolveFeatureFlags(Object.fromEntries(FEATURE_FLAG_NAMES.map((flag) => [flag, false])));
const allOn = resolveFeatureFlags(Object.fromEntries(FEATURE_FLAG_NAMES.map((flag) => [flag, true])));

describe('the page registry', () => {
  it('holds the routes of spec section 2, each once', () => {
    expect(PAGE_PATHS).toEqual({
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
    });
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length);
  });

  it('gives every page and control its flag, on by default exactly for the built pages', () => {
    expect([...FEATURE_FLAG_NAMES].sort()).toEqual(
      [...PAGES.map((page) => page.id), ...Object.keys(CONTROL_FLAGS)].sort(),
    );
    for (const page of PAGES) expect(DEFAULT_FEATURE_FLAGS[page.id]).toBe(page.built);
    expect(DEFAULT_FEATURE_FLAGS.projectSelector).toBe(false);
  });

  it('lists the spec’s side menu and user menu with the default flags', () => {
    expect(sidebarPages(DEFAULT_FEATURE_FLAGS).map((page) => page.id)).toEqual([
      'overview',
      'models',
      'apiKeys',
      'team',
      'settings',
    ]);
    expect(userMenuPages(DEFAULT_FEATURE_FLAGS).map((page) => page.id)).toEqual([
      'team',
      'apiKeys',
      'billing',
      'settings',
    ]);
  });
});

describe('pageForPath', () => {
  it.each<[pathname: string, expected: PageId | undefined]>([
    ['/', 'overview'],
    ['/models', 'models'],
    ['/models/', 'models'],
    ['/api-keys/key_123', 'apiKeys'],
    ['/apps', 'installedApps'],
    ['/app-store', 'appStore'],
    ['/colors', 'colorPalette'],
    ['/databases/main/tables', 'databases'],
    ['/billing', 'billing'],
    ['/modelsx', undefined],
    ['/auth', undefined],
    ['/signout', undefined],
    ['/nope', undefined],
    ['', undefined],
  ])('%j belongs to %s', (pathname, expected) => {
    expect(pageForPath(pathname)?.id).toBe(expected);
  });
});

describe('the guard (flaggedOffRedirect)', () => {
  const flags = (overrides: Partial<FeatureFlags>) => resolveFeatureFlags(overrides);

  it.each<[pathname: string, set: FeatureFlags, expected: string | undefined]>([
    ['/databases', DEFAULT_FEATURE_FLAGS, '/'],
    ['/databases/main', DEFAULT_FEATURE_FLAGS, '/'],
    ['/databases', flags({ databases: true }), undefined],
    ['/team', flags({ team: false }), '/'],
    ['/team/', flags({ team: false }), '/'],
    ['/models', DEFAULT_FEATURE_FLAGS, undefined],
    ['/nope', DEFAULT_FEATURE_FLAGS, undefined],
    ['/auth', allOff, undefined],
    // Overview off: the first built page that is on is where the console starts.
    ['/', flags({ overview: false }), '/models'],
    ['/team', flags({ overview: false, team: false }), '/models'],
    ['/', flags({ overview: false, models: false, apiKeys: false }), '/team'],
    // Only unbuilt sections on: the first of them.
    ['/', { ...allOff, vpn: true, cluster: true }, '/vpn'],
    // Everything off: every path goes to /, which stays (no loop) and says so.
    ['/models', allOff, '/'],
    ['/', allOff, undefined],
  ])('%s with %j → %s', (pathname, set, expected) => {
    expect(flaggedOffRedirect(pathname, set)).toBe(expected);
  });

  it('lets through a path of no page (the router sends unknown ones to /)', () => {
    expect(isPathEnabled('/nope', allOff)).toBe(true);
  });

  it('starts at the overview while it is on, whatever else is', () => {
    expect(landingPage(allOn)?.path).toBe('/');
    expect(landingPage(DEFAULT_FEATURE_FLAGS)?.path).toBe('/');
    expect(landingPage(allOff)).toBeUndefined();
  });
});
