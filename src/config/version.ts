import { APP_VERSION } from './constants';
import { currentEnvironment, type AppEnvironment } from './environment';

export const VERSION_TYPES = ['production', 'staging', 'development', 'rc', 'pr'] as const;
export type VersionType = (typeof VERSION_TYPES)[number];

export interface VersionInfo {
  readonly version: string;
  /** The environment the console runs in (from the host). */
  readonly environment: AppEnvironment;
  /** The build's type: the environment's own, or `rc` / `pr` when the build says so. */
  readonly versionType: VersionType;
  readonly isReleaseCandidate: boolean;
  readonly isPullRequest: boolean;
  readonly isDevelopment: boolean;
  readonly isProduction: boolean;
  /** ISO time of the build, or null when the build did not inject one. */
  readonly buildTime: string | null;
  /** The compact version label shows the type badge for every build but a production one. */
  readonly showTypeBadge: boolean;
  /** The red STAGE banner appears on the staging host only. */
  readonly showStageBanner: boolean;
}

export interface VersionInputs {
  readonly env: AppEnvironment;
  /** Build-time `VITE_VERSION_TYPE`; blank or unknown values fall back to `env`. */
  readonly versionType?: string | undefined;
  /** Build-time `__BUILD_TIME__`. */
  readonly buildTime?: string | undefined;
}

export function isVersionType(value: unknown): value is VersionType {
  return typeof value === 'string' && (VERSION_TYPES as readonly string[]).includes(value);
}

export function versionInfo({ env, versionType, buildTime }: VersionInputs): VersionInfo {
  const requested = versionType?.trim().toLowerCase();
  const type: VersionType = isVersionType(requested) ? requested : env;
  return {
    version: APP_VERSION,
    environment: env,
    versionType: type,
    isReleaseCandidate: type === 'rc',
    isPullRequest: type === 'pr',
    isDevelopment: type === 'development',
    isProduction: type === 'production',
    buildTime: buildTime?.trim() || null,
    showTypeBadge: type !== 'production',
    showStageBanner: env === 'staging',
  };
}

/** `__BUILD_TIME__` as injected by Vite `define`; undefined in tests and unconfigured builds. */
function injectedBuildTime(): string | undefined {
  return typeof __BUILD_TIME__ === 'undefined' ? undefined : __BUILD_TIME__;
}

export function currentVersionInfo(): VersionInfo {
  return versionInfo({
    env: currentEnvironment(),
    versionType: import.meta.env.VITE_VERSION_TYPE,
    buildTime: injectedBuildTime(),
  });
}
