import { describe, expect, it } from 'vitest';

import { offeredLanguage } from './languages';

describe('offeredLanguage: a language code from the platform (an open string)', () => {
  it('takes an offered code as it is', () => {
    expect(offeredLanguage('sv', [])).toBe('sv');
    expect(offeredLanguage('en', ['sv-SE'])).toBe('en');
  });

  it('takes the base language of a regional code (Odoo writes en_US, browsers sv-SE)', () => {
    expect(offeredLanguage('en_US', [])).toBe('en');
    expect(offeredLanguage('sv_SE', [])).toBe('sv');
    expect(offeredLanguage('SV-se', [])).toBe('sv');
  });

  it("falls back to the browser's language, then English", () => {
    expect(offeredLanguage('de_DE', ['fr-FR', 'sv-SE'])).toBe('sv');
    expect(offeredLanguage('de', ['fr'])).toBe('en');
    expect(offeredLanguage(undefined, [])).toBe('en');
    expect(offeredLanguage('', ['sv'])).toBe('sv');
    expect(offeredLanguage(null, [])).toBe('en');
  });
});
