import { describe, expect, it } from 'vitest';
import type { VatCompany } from '@/api/generated/model';
import { emptyRegistrationForm, type RegistrationForm } from './registration-form';
import { followVatPrefix, isNewVerdict, settleVatVerdict, type AutoFilled } from './vat-autofill';

const FJALLBACKA: VatCompany = {
  name: 'Fjällbacka Data AB',
  address: { street: 'Hamngatan 12', city: 'Fjällbacka', zip: '457 40', countryCode: 'SE' },
  countryCode: 'SE',
};
const FILLED_BY_FJALLBACKA: AutoFilled = {
  'company.name': 'Fjällbacka Data AB',
  'company.address.street': 'Hamngatan 12',
  'company.address.zip': '457 40',
  'company.address.city': 'Fjällbacka',
  'company.address.countryCode': 'SE',
};

type Company = RegistrationForm['company'];

function company(change: (c: Company) => void = () => {}): Company {
  const c = structuredClone(emptyRegistrationForm().company);
  change(c);
  return c;
}

/** The company step after Fjällbacka's lookup filled it, with the invoice email typed by the user. */
function afterFjallbacka(change: (c: Company) => void = () => {}): Company {
  return company((c) => {
    c.vatNumber = 'SE559123456701';
    c.name = 'Fjällbacka Data AB';
    c.email = 'faktura@fjallbacka.example';
    c.address = { street: 'Hamngatan 12', city: 'Fjällbacka', zip: '457 40', countryCode: 'SE' };
    change(c);
  });
}

describe('VAT auto-fill (spec section 5)', () => {
  it('fills the empty name, street, postal code, city and country', () => {
    expect(settleVatVerdict(company(), 'SE559123456701', FJALLBACKA, {})).toEqual({
      updates: FILLED_BY_FJALLBACKA,
      owned: FILLED_BY_FJALLBACKA,
    });
  });

  it('never overwrites what the user typed', () => {
    const typed = company((c) => {
      c.name = 'Fjällbacka Data';
      c.address.street = 'Box 7';
      c.address.countryCode = 'NO';
    });
    const { updates } = settleVatVerdict(typed, 'SE559123456701', FJALLBACKA, {});
    expect(updates).toEqual({ 'company.address.zip': '457 40', 'company.address.city': 'Fjällbacka' });
  });

  it('skips what the registry does not know (no address)', () => {
    const found = { name: 'Øresund Vision ApS', address: null, countryCode: 'DK' };
    expect(settleVatVerdict(company(), 'DK31415926', found, {}).updates).toEqual({
      'company.name': 'Øresund Vision ApS',
      'company.address.countryCode': 'DK',
    });
  });

  it("a Greek registry answer (country EL, as VIES says) fills Greece's ISO code GR", () => {
    const found = { name: 'Akropolis AI IKE', address: null, countryCode: 'EL' };
    expect(settleVatVerdict(company(), 'EL801234567', found, {}).updates).toMatchObject({
      'company.address.countryCode': 'GR',
    });
  });
});

describe('a later verdict takes back what an earlier number filled', () => {
  it('another number the registry cannot check (5xx, network, timeout): the filled details are emptied, the country follows the new prefix, the typed email stays', () => {
    const { updates, owned } = settleVatVerdict(
      afterFjallbacka(),
      'DE811234567',
      undefined,
      FILLED_BY_FJALLBACKA,
    );
    expect(updates).toEqual({
      'company.name': '',
      'company.address.street': '',
      'company.address.zip': '',
      'company.address.city': '',
      'company.address.countryCode': 'DE',
    });
    expect(owned).toEqual({ 'company.address.countryCode': 'DE' });
  });

  it('what the user changed after the auto-fill is theirs and stays', () => {
    const edited = afterFjallbacka((c) => {
      c.address.street = 'Hamngatan 12, 2 tr';
    });
    const { updates } = settleVatVerdict(edited, 'SE556123456701', undefined, FILLED_BY_FJALLBACKA);
    expect(updates).not.toHaveProperty('company.address.street');
    expect(updates['company.name']).toBe('');
  });

  it('another company found with fewer details: nothing of the first stays', () => {
    const found = { name: 'Øresund Vision ApS', address: null, countryCode: 'DK' };
    const { updates } = settleVatVerdict(afterFjallbacka(), 'DK31415926', found, FILLED_BY_FJALLBACKA);
    expect(updates).toEqual({
      'company.name': 'Øresund Vision ApS',
      'company.address.street': '',
      'company.address.zip': '',
      'company.address.city': '',
      'company.address.countryCode': 'DK',
    });
  });

  it('a valid number without details under the same prefix: the details go, the country stays', () => {
    const { updates } = settleVatVerdict(
      afterFjallbacka(),
      'SE556123456701',
      undefined,
      FILLED_BY_FJALLBACKA,
    );
    expect(updates).toEqual({
      'company.name': '',
      'company.address.street': '',
      'company.address.zip': '',
      'company.address.city': '',
    });
  });
});

describe('the country follows the VAT prefix while it is typed', () => {
  it('an empty country takes the prefix; Greece from EL, the UK from XI', () => {
    expect(followVatPrefix(company(), 'SE55', {}).updates).toEqual({ 'company.address.countryCode': 'SE' });
    expect(followVatPrefix(company(), 'EL801234567', {}).updates).toEqual({
      'company.address.countryCode': 'GR',
    });
    expect(followVatPrefix(company(), 'XI123456789', {}).updates).toEqual({
      'company.address.countryCode': 'GB',
    });
  });

  it('a prefix that names no country changes nothing', () => {
    expect(followVatPrefix(company(), 'XX5591234567', {}).updates).toEqual({});
    expect(followVatPrefix(company(), '5', {}).updates).toEqual({});
  });

  it('a country the console filled follows a new prefix; one the user chose stays', () => {
    const filled = company((c) => (c.address.countryCode = 'SE'));
    expect(followVatPrefix(filled, 'DE811234567', { 'company.address.countryCode': 'SE' }).updates).toEqual({
      'company.address.countryCode': 'DE',
    });
    expect(followVatPrefix(filled, 'DE811234567', {}).updates).toEqual({});
  });
});

describe('which verdicts are acted on', () => {
  const found = { vatNumber: 'SE559123456701', status: 'found' };

  it('the first, one for another number, and another answer for the same number', () => {
    expect(isNewVerdict(null, 'SE559123456701', 'found')).toBe(true);
    expect(isNewVerdict(found, 'SE556123456701', 'unverified')).toBe(true);
    expect(isNewVerdict(found, 'SE559123456701', 'exists')).toBe(true);
    expect(isNewVerdict({ ...found, status: 'unverified' }, 'SE559123456701', 'found')).toBe(true);
  });

  it('not the same answer again, nor a later failure to look the same number up', () => {
    expect(isNewVerdict(found, 'SE559123456701', 'found')).toBe(false);
    expect(isNewVerdict(found, 'SE559123456701', 'unverified')).toBe(false);
  });
});
