export * from './constants';
export * from './model-test-defaults';
export * from './plans';
export * from './registration-rules';
export * from './wallet-limits';
export { markUnsaved, unsavedKey, type AccountPreference } from './unsaved-preferences';
export {
  APP_ENVIRONMENTS,
  DEVELOPMENT_API_PORT,
  apiBaseUrl,
  currentApiBaseUrl,
  currentEnvironment,
  environmentFromHost,
  rootDomain,
  type AppEnvironment,
  type HostLocation,
} from './environment';
export {
  VERSION_TYPES,
  currentVersionInfo,
  isVersionType,
  versionInfo,
  type VersionInfo,
  type VersionInputs,
  type VersionType,
} from './version';
export {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  isFeatureEnabled,
  parseFeatureFlagOverrides,
  resolveFeatureFlags,
  type FeatureFlag,
  type FeatureFlagOverrides,
  type FeatureFlags,
} from './feature-flags';
export {
  CONTROL_FLAGS,
  PAGES,
  type BuiltPagePath,
  type Page,
  type PageId,
  type PagePath,
  type UserMenuPageId,
} from './pages';
export {
  PAGE_PATHS,
  enabledPages,
  flaggedOffRedirect,
  isPageEnabled,
  isPathEnabled,
  landingPage,
  notBuiltPageAt,
  pageForPath,
  palettePages,
  sidebarPages,
  userMenuPages,
  type UserMenuPage,
} from './page-access';
export { currentExternalLinks, externalLinks, type ExternalLinks } from './external-links';
export { checkStripeKey, type StripeKeyCheck, type StripeKeyProblem } from './payments';
