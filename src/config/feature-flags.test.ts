import { describe, expect, it, vi } from 'vitest';

import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  isFeatureEnabled,
  parseFeatureFlagOverrides,
  resolveFeatureFlags,
  type FeatureFlag,
  type FeatureFlagOverrides,
} from './feature-flags';

const ON: readonly FeatureFlag[] = ['overview', 'models', 'apiKeys', 'team', 'settings', 'billing'];
const OFF: readonly FeatureFlag[] = [
  'databases',
  'appStore',
  'installedApps',
  'sshKeys',
  'vpn',
  'cluster',
  'colorPalette',
  'projectSelector',
];

describe('default feature flags (spec sections 1 and 2)', () => {
  it('names exactly the sections of the spec', () => {
    expect([...FEATURE_FLAG_NAMES].sort()).toEqual([...ON, ...OFF].sort());
  });

  it.each(ON.map((flag) => [flag]))('%s is on', (flag) => {
    expect(DEFAULT_FEATURE_FLAGS[flag]).toBe(true);
    expect(isFeatureEnabled(flag, DEFAULT_FEATURE_FLAGS)).toBe(true);
  });

  it.each(OFF.map((flag) => [flag]))('%s is off', (flag) => {
    expect(DEFAULT_FEATURE_FLAGS[flag]).toBe(false);
    expect(isFeatureEnabled(flag, DEFAULT_FEATURE_FLAGS)).toBe(false);
  });
});

describe('parseFeatureFlagOverrides', () => {
  it.each<[raw: string | undefined, expected: FeatureFlagOverrides]>([
    [undefined, {}],
    ['', {}],
    [' , ,', {}],
    ['databases', { databases: true }],
    ['databases,vpn,-team', { databases: true, vpn: true, team: false }],
    [' +cluster , - models ', { cluster: true, models: false }],
    ['APPSTORE,sshkeys', { appStore: true, sshKeys: true }],
    ['vpn,-vpn', { vpn: false }],
  ])('%j → %j', (raw, expected) => {
    const warn = vi.fn();
    expect(parseFeatureFlagOverrides(raw, warn)).toEqual(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores unknown names with one warning each', () => {
    const warn = vi.fn();
    expect(parseFeatureFlagOverrides('vpn,kubernetes,-app-store', warn)).toEqual({ vpn: true });
    expect(warn.mock.calls).toEqual([
      ['VITE_FEATURE_FLAGS: unknown feature flag "kubernetes" ignored'],
      ['VITE_FEATURE_FLAGS: unknown feature flag "app-store" ignored'],
    ]);
  });

  it('warns on the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    parseFeatureFlagOverrides('nope');
    expect(warn).toHaveBeenCalledExactlyOnceWith('VITE_FEATURE_FLAGS: unknown feature flag "nope" ignored');
  });
});

describe('resolveFeatureFlags', () => {
  it('applies overrides on top of the defaults', () => {
    expect(resolveFeatureFlags({ databases: true, team: false })).toEqual({
      ...DEFAULT_FEATURE_FLAGS,
      databases: true,
      team: false,
    });
  });

  it('returns the defaults without overrides', () => {
    expect(resolveFeatureFlags({})).toEqual(DEFAULT_FEATURE_FLAGS);
  });
});
