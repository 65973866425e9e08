export * from './constants';
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
  FEATURE_ROUTES,
  featureForPath,
  isFeatureEnabled,
  parseFeatureFlagOverrides,
  resolveFeatureFlags,
  type FeatureFlag,
  type FeatureFlagOverrides,
  type FeatureFlags,
  type FeatureRoute,
  type PageFeatureFlag,
} from './feature-flags';
export {
  IDENTITY_CLIENT_ID,
  currentExternalLinks,
  externalLinks,
  type ExternalLinks,
} from './external-links';
export { checkStripeKey, type StripeKeyCheck, type StripeKeyProblem } from './payments';
