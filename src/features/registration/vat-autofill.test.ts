import { describe, expect, it } from 'vitest';
import { emptyRegistrationForm } from './registration-form';
import { autoFillCompany, clearAutoFilled } from './vat-autofill';

const FJALLBACKA = {
  name: 'Fjällbacka Data AB',
  address: { street: 'Hamngatan 12', city: 'Fjällbacka', zip: '457 40', countryCode: 'SE' },
  countryCode: 'SE',
};

describe('VAT auto-fill (spec section 5)', () => {
  it('fills the empty name, street, postal code, city and country code', () => {
    const { company } = emptyRegistrationForm();
    expect(autoFillCompany(company, FJALLBACKA, {})).toEqual({
      'company.name': 'Fjällbacka Data AB',
      'company.address.street': 'Hamngatan 12',
      'company.address.zip': '457 40',
      'company.address.city': 'Fjällbacka',
      'company.address.countryCode': 'SE',
    });
  });

  it('never overwrites what the user typed', () => {
    const { company } = emptyRegistrationForm();
    const typed = { ...company, name: 'Fjällbacka Data', address: { ...company.address, street: 'Box 7' } };
    const updates = autoFillCompany(typed, FJALLBACKA, {});
    expect(updates).not.toHaveProperty('company.name');
    expect(updates).not.toHaveProperty('company.address.street');
    expect(updates['company.address.city']).toBe('Fjällbacka');
  });

  it('replaces an earlier auto-fill the user left alone', () => {
    const { company } = emptyRegistrationForm();
    const earlier = { 'company.name': 'Other AB' } as const;
    const updates = autoFillCompany({ ...company, name: 'Other AB' }, FJALLBACKA, earlier);
    expect(updates['company.name']).toBe('Fjällbacka Data AB');
  });

  it('skips what the registry does not know (no address)', () => {
    const { company } = emptyRegistrationForm();
    expect(autoFillCompany(company, { name: 'X AB', address: null, countryCode: 'DE' }, {})).toEqual({
      'company.name': 'X AB',
      'company.address.countryCode': 'DE',
    });
  });

  it('a failed lookup takes back the auto-filled details, but keeps the ones the user changed', () => {
    const { company } = emptyRegistrationForm();
    const filled = {
      'company.name': 'Fjällbacka Data AB',
      'company.address.street': 'Hamngatan 12',
    } as const;
    const now = {
      ...company,
      name: 'Fjällbacka Data AB',
      address: { ...company.address, street: 'Storgatan 1' },
    };
    expect(clearAutoFilled(now, filled)).toEqual({ 'company.name': '' });
  });
});
