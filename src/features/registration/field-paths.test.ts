import { describe, expect, it } from 'vitest';
import { fieldControlId, formFieldForServerPath } from './field-paths';

describe('server field paths → form fields (spec section 5: full path or trailing segment)', () => {
  it.each([
    ['user.name', 'user.name'],
    ['company.vatNumber', 'company.vatNumber'],
    ['company.address.countryCode', 'company.address.countryCode'],
    ['vatNumber', 'company.vatNumber'],
    ['body.company.vatNumber', 'company.vatNumber'],
    ['countryCode', 'company.address.countryCode'],
    ['street', 'company.address.street'],
    ['plans', 'plan.planId'],
    ['plans[0].id', 'plan.planId'],
    ['plans.0.id', 'plan.planId'],
    ['paymentMethodId', 'paymentMethod'],
    ['stripeCustomerId', 'paymentMethod'],
    ['termsAccepted', 'terms.termsAccepted'],
    ['marketingConsent', 'terms.marketingConsent'],
    // A bare "name" or "email" is the payload's, which carries the company and no user.
    ['email', 'company.email'],
    ['name', 'company.name'],
    ['password', 'user.password'],
  ] as const)('%s → %s', (server, form) => {
    expect(formFieldForServerPath(server)).toBe(form);
  });

  it.each(['', 'somethingElse', 'company.unknown'])('%j names no field', (server) => {
    expect(formFieldForServerPath(server)).toBeUndefined();
  });

  it('gives each field a DOM id focus can move to', () => {
    expect(fieldControlId('company.address.zip')).toBe('registration-company-address-zip');
  });
});
