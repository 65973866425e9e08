import { describe, expect, it } from 'vitest';

import { isApplePlatform, modifierKeyLabel, shortcutLabel } from './keyboard';

describe('shortcut hints follow the platform', () => {
  it('writes ⌘K on Apple platforms, from the client hint, the platform or the user agent', () => {
    expect(shortcutLabel('K', { userAgentData: { platform: 'macOS' } })).toBe('⌘K');
    expect(shortcutLabel('K', { platform: 'MacIntel' })).toBe('⌘K');
    expect(shortcutLabel('K', { platform: 'iPhone' })).toBe('⌘K');
    expect(
      shortcutLabel('K', { platform: '', userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' }),
    ).toBe('⌘K');
    expect(modifierKeyLabel({ platform: 'MacIntel' })).toBe('⌘');
  });

  it('writes Ctrl K elsewhere', () => {
    expect(shortcutLabel('K', { userAgentData: { platform: 'Windows' }, platform: 'Win32' })).toBe('Ctrl K');
    expect(shortcutLabel('K', { platform: 'Linux x86_64', userAgent: 'X11; Linux x86_64' })).toBe('Ctrl K');
    expect(modifierKeyLabel({ platform: 'Linux x86_64' })).toBe('Ctrl');
    expect(isApplePlatform({})).toBe(false);
  });

  it('trusts the client hint over a platform string a browser keeps for compatibility', () => {
    expect(isApplePlatform({ userAgentData: { platform: 'Android' }, userAgent: 'like Mac OS X' })).toBe(
      false,
    );
  });
});
