/** What the browser says of its platform; the parts an Apple keyboard can be told from. */
export interface PlatformHints {
  readonly userAgentData?: { readonly platform?: string } | undefined;
  readonly platform?: string;
  readonly userAgent?: string;
}

const browserHints = (): PlatformHints | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator;

/** macOS, iOS or iPadOS: keyboards whose shortcuts use ⌘ where others use Ctrl. */
export function isApplePlatform(hints: PlatformHints | undefined = browserHints()): boolean {
  const platform = hints?.userAgentData?.platform || hints?.platform || hints?.userAgent || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The modifier of the console's shortcuts as the user's keyboard names it. */
export function modifierKeyLabel(hints?: PlatformHints): string {
  return isApplePlatform(hints ?? browserHints()) ? '⌘' : 'Ctrl';
}

/** A shortcut's hint as its platform writes it: `⌘K` on Apple platforms, `Ctrl K` elsewhere. */
export function shortcutLabel(key: string, hints?: PlatformHints): string {
  return isApplePlatform(hints ?? browserHints()) ? `⌘${key}` : `Ctrl ${key}`;
}
