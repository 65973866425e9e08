/**
 * The version on every screen (spec section 2): `VersionLabel` (version, type badge, tooltip),
 * `StageBanner` (staging host only) and `FullScreen`, the frame of a screen outside the signed-in shell
 * that carries both.
 */
export { FullScreen } from './full-screen';
export { STAGE_BANNER_HEIGHT, StageBanner } from './stage-banner';
export { VersionLabel } from './version-label';
