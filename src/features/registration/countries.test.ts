import { describe, expect, it } from 'vitest';
import {
  countryForCode,
  countryForVatNumber,
  countryOptions,
  EUROPEAN_COUNTRY_CODES,
  OTHER_COUNTRY_CODES,
} from './countries';

describe('the country list', () => {
  const all = [...EUROPEAN_COUNTRY_CODES, ...OTHER_COUNTRY_CODES];

  it('holds each code once, every one of the contract pattern ^[A-Z]{2}$', () => {
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('offers every EU and EEA country first (Greece as GR, not its VAT prefix EL)', () => {
    // prettier-ignore
    const euAndEea = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT',
      'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO'];
    expect(EUROPEAN_COUNTRY_CODES).toEqual(expect.arrayContaining(euAndEea));
    expect(all).not.toContain('EL');
  });

  it.each(['en', 'sv'])('names every country in %s, sorted by name', (language) => {
    const options = countryOptions(all, language);
    expect(options.every((o) => o.name !== o.code)).toBe(true);
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort(new Intl.Collator(language).compare));
  });

  it('names Greece in Swedish', () => {
    expect(countryOptions(['GR'], 'sv')).toEqual([{ code: 'GR', name: 'Grekland' }]);
  });
});

describe('the country a VAT number or a registry code stands for', () => {
  it.each([
    ['SE559123456701', 'SE'],
    ['EL801234567', 'GR'],
    ['XI123456789', 'GB'],
    ['XX5591234567', undefined],
    ['5591234567', undefined],
    ['S', undefined],
  ])('%s → %s', (vatNumber, country) => {
    expect(countryForVatNumber(vatNumber)).toBe(country);
  });

  it('maps a registry code, in any case, to the ISO code', () => {
    expect(countryForCode('el')).toBe('GR');
    expect(countryForCode('de')).toBe('DE');
    expect(countryForCode(null)).toBeUndefined();
    expect(countryForCode('EU')).toBeUndefined();
  });
});
