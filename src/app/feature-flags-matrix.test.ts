import { describe, expect, it } from 'vitest';

import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  flaggedOffRedirect,
  isPathEnabled,
  PAGES,
  resolveFeatureFlags,
  type FeatureFlag,
  type FeatureFlags,
} from '@/config';
import { actionEntries, pageEntries } from '@/features/command-palette/entries';
import { sidebarItems, userMenuItems } from '@/features/shell/nav-items';
import { i18n } from '@/i18n';

const t = i18n.getFixedT('en');
const every = (value: boolean) =>
  resolveFeatureFlags(Object.fromEntries(FEATURE_FLAG_NAMES.map((flag) => [flag, value])));

/** Every flag switched on alone and off alone (from the defaults and from the other extreme), all on, all off. */
const FLAG_SETS: [name: string, flags: FeatureFlags][] = [
  ['defaults', DEFAULT_FEATURE_FLAGS],
  ['all on', every(true)],
  ['all off', every(false)],
  ...FEATURE_FLAG_NAMES.flatMap((flag: FeatureFlag): [string, FeatureFlags][] => [
    [`${flag} on`, resolveFeatureFlags({ [flag]: true })],
    [`${flag} off`, resolveFeatureFlags({ [flag]: false })],
    [`only ${flag} on`, { ...every(false), [flag]: true }],
    [`only ${flag} off`, { ...every(true), [flag]: false }],
  ]),
];

describe.each(FLAG_SETS)('with %s', (_name, flags) => {
  const onPaths: string[] = PAGES.filter((page) => flags[page.id]).map((page) => page.path);
  const anyPageOn = onPaths.length > 0;

  it('the side menu lists exactly the pages switched on that belong there, in registry order', () => {
    expect(sidebarItems(flags).map((item) => item.to)).toEqual(
      PAGES.filter((page) => flags[page.id] && page.sidebar).map((page) => page.path),
    );
  });

  it('the user menu lists exactly the pages switched on that belong there, in its own order', () => {
    const expected = ['/team', '/api-keys', '/billing', '/settings'].filter((path) => onPaths.includes(path));
    expect(userMenuItems(flags).map((item) => item.to)).toEqual(expected);
  });

  it('the palette’s pages are exactly the pages switched on, and its actions need their section', () => {
    expect(pageEntries(t, flags).map((entry) => entry.target)).toEqual(
      onPaths.map((to) => ({ kind: 'navigate', to })),
    );
    const actions = actionEntries(t, flags).map((entry) => entry.id);
    expect(actions.includes('action:createApiKey')).toBe(flags.apiKeys);
    expect(actions.includes('action:inviteMember')).toBe(flags.team);
    for (const entry of [...pageEntries(t, flags), ...actionEntries(t, flags)]) {
      if (entry.target.kind === 'navigate') expect(isPathEnabled(entry.target.to, flags)).toBe(true);
    }
  });

  it.each(PAGES.map((page) => [page.id, page.path] as const))(
    'the guard lets %s (%s) and its sub-paths through exactly when its flag is on',
    (id, path) => {
      for (const pathname of [path, `${path === '/' ? '' : path}/deep/link`]) {
        const target = flaggedOffRedirect(pathname, flags);
        if (pathname !== path && path === '/') {
          // `/deep/link` is no page's: the router's not-found handling sends it to /.
          expect(target).toBeUndefined();
        } else if (flags[id] || (!anyPageOn && pathname === '/')) {
          expect(target).toBeUndefined();
        } else {
          // Somewhere the user may be: a page switched on, or / when none is.
          expect(target).toBe(anyPageOn ? (flags.overview ? '/' : onPaths[0]) : '/');
          if (anyPageOn) expect(onPaths).toContain(target);
        }
      }
    },
  );
});
