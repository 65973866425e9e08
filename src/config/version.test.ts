import { afterEach, describe, expect, it, vi } from 'vitest';

import { APP_VERSION } from './constants';
import type { AppEnvironment } from './environment';
import { currentVersionInfo, versionInfo, type VersionInputs, type VersionType } from './version';

interface ExpectedFlags {
  readonly versionType: VersionType;
  readonly isReleaseCandidate: boolean;
  readonly isPullRequest: boolean;
  readonly isDevelopment: boolean;
  readonly isProduction: boolean;
  readonly showTypeBadge: boolean;
  readonly showStageBanner: boolean;
}

function flags(versionType: VersionType, showStageBanner: boolean): ExpectedFlags {
  return {
    versionType,
    isReleaseCandidate: versionType === 'rc',
    isPullRequest: versionType === 'pr',
    isDevelopment: versionType === 'development',
    isProduction: versionType === 'production',
    showTypeBadge: versionType !== 'production',
    showStageBanner,
  };
}

describe('versionInfo', () => {
  it.each<[inputs: VersionInputs, expected: ExpectedFlags]>([
    [{ env: 'production' }, flags('production', false)],
    [{ env: 'staging' }, flags('staging', true)],
    [{ env: 'development' }, flags('development', false)],
    [{ env: 'production', versionType: 'rc' }, flags('rc', false)],
    [{ env: 'staging', versionType: 'rc' }, flags('rc', true)],
    [{ env: 'staging', versionType: 'pr' }, flags('pr', true)],
    [{ env: 'development', versionType: ' PR ' }, flags('pr', false)],
    [{ env: 'production', versionType: 'nightly' }, flags('production', false)],
    [{ env: 'staging', versionType: '' }, flags('staging', true)],
    [{ env: 'development', versionType: 'production' }, flags('production', false)],
  ])('%j', (inputs, expected) => {
    const info = versionInfo(inputs);
    expect(info).toEqual({
      version: APP_VERSION,
      environment: inputs.env,
      buildTime: null,
      ...expected,
    });
  });

  it.each<[buildTime: string | undefined, expected: string | null]>([
    ['2026-11-02T10:15:00.000Z', '2026-11-02T10:15:00.000Z'],
    ['  2026-11-02T10:15:00.000Z ', '2026-11-02T10:15:00.000Z'],
    ['', null],
    [undefined, null],
  ])('build time %j → %j', (buildTime, expected) => {
    expect(versionInfo({ env: 'production', buildTime }).buildTime).toBe(expected);
  });

  it.each<AppEnvironment>(['production', 'staging', 'development'])('shows version %s as 1.1.15', (env) => {
    expect(versionInfo({ env }).version).toBe('1.1.15');
  });
});

describe('currentVersionInfo (jsdom page on localhost)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is a development build carrying the build time Vite injects', () => {
    vi.stubEnv('VITE_VERSION_TYPE', '');
    const info = currentVersionInfo();
    expect(info.environment).toBe('development');
    expect(info.versionType).toBe('development');
    expect(info.buildTime).toBe(__BUILD_TIME__);
    expect(info.buildTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('takes the version type from VITE_VERSION_TYPE', () => {
    vi.stubEnv('VITE_VERSION_TYPE', 'rc');
    expect(currentVersionInfo()).toMatchObject({ versionType: 'rc', isReleaseCandidate: true });
  });
});
