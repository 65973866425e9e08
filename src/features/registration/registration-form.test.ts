import { describe, expect, it } from 'vitest';
import { CompleteRegistrationBody } from '@/api/generated/endpoints/registration/registration.zod';
import { englishT as t } from '@/test/english-t';
import { buildRegistrationPayload } from './registration-payload';
import {
  asIndividual,
  emptyRegistrationForm,
  registrationSchema,
  type RegistrationForm,
} from './registration-form';
import { belongsToStep, validateStep } from './step-validation';

function validForm(): RegistrationForm {
  return {
    user: { name: 'Anna Lindqvist', email: 'anna@fjallbacka.example' },
    company: {
      type: 'company',
      name: 'Fjällbacka Data AB',
      email: 'billing@fjallbacka.example',
      vatNumber: 'SE559123456701',
      address: { street: 'Hamngatan 2', city: 'Fjällbacka', zip: '450 71', countryCode: 'se' },
    },
    plan: { planId: 'wallet_50_monthly' },
    paymentMethod: { id: 'pm_card_visa', brand: 'visa', last4: '4242' },
    terms: { termsAccepted: true, marketingConsent: true },
  };
}

function messagesFor(form: RegistrationForm): Record<string, string> {
  const result = registrationSchema(t).safeParse(form);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('registration schema: every rule and message of spec section 5', () => {
  it('accepts a complete company registration', () => {
    expect(messagesFor(validForm())).toEqual({});
  });

  const cases: [string, (form: RegistrationForm) => void, string, string][] = [
    ['empty name', (f) => (f.user.name = ' '), 'user.name', 'Name is required'],
    [
      'name over 100',
      (f) => (f.user.name = 'x'.repeat(101)),
      'user.name',
      'Name must be at most 100 characters',
    ],
    ['empty email', (f) => (f.user.email = ''), 'user.email', 'Email is required'],
    ['malformed email', (f) => (f.user.email = 'anna@'), 'user.email', 'Please enter a valid email address'],
    [
      'short password',
      (f) => (f.user.password = 'short'),
      'user.password',
      'Password must be at least 8 characters long',
    ],
    [
      'company name of 1',
      (f) => (f.company.name = 'X'),
      'company.name',
      'Company name must be between 2 and 100 characters',
    ],
    [
      'company name of 101',
      (f) => (f.company.name = 'x'.repeat(101)),
      'company.name',
      'Company name must be between 2 and 100 characters',
    ],
    [
      'company email',
      (f) => (f.company.email = 'billing'),
      'company.email',
      'Please enter a valid email address',
    ],
    [
      'VAT under 3',
      (f) => (f.company.vatNumber = 'SE'),
      'company.vatNumber',
      'VAT number must be in format XX123456789 (country code + number)',
    ],
    [
      'VAT without country code',
      (f) => (f.company.vatNumber = '12345678'),
      'company.vatNumber',
      'VAT number must start with a valid 2-letter country code',
    ],
    [
      'VAT with lower-case rest',
      (f) => (f.company.vatNumber = 'SE12345abc'),
      'company.vatNumber',
      'VAT number format is invalid',
    ],
    [
      'VAT with symbols',
      (f) => (f.company.vatNumber = 'SE1234-5678'),
      'company.vatNumber',
      'VAT number format is invalid',
    ],
    [
      'VAT over 20',
      (f) => (f.company.vatNumber = `SE${'1'.repeat(19)}`),
      'company.vatNumber',
      'VAT number must be at most 20 characters',
    ],
    [
      'no country',
      (f) => (f.company.address.countryCode = ''),
      'company.address.countryCode',
      'Country is required',
    ],
    [
      'a country that is none',
      (f) => (f.company.address.countryCode = 'XX'),
      'company.address.countryCode',
      'Please choose a country from the list',
    ],
    [
      'Greece by its VAT prefix',
      (f) => (f.company.address.countryCode = 'EL'),
      'company.address.countryCode',
      'Please choose a country from the list',
    ],
    [
      'street over 200',
      (f) => (f.company.address.street = 'x'.repeat(201)),
      'company.address.street',
      'Street address must be at most 200 characters',
    ],
    [
      'city over 100',
      (f) => (f.company.address.city = 'x'.repeat(101)),
      'company.address.city',
      'City must be at most 100 characters',
    ],
    [
      'postal code over 20',
      (f) => (f.company.address.zip = '1'.repeat(21)),
      'company.address.zip',
      'Postal code must be at most 20 characters',
    ],
    ['unknown plan', (f) => (f.plan.planId = 'wallet_5000'), 'plan.planId', 'Please select a valid plan'],
    [
      'terms not accepted',
      (f) => (f.terms.termsAccepted = false),
      'terms.termsAccepted',
      'You must accept the terms and conditions',
    ],
    [
      'no marketing consent',
      (f) => (f.terms.marketingConsent = false),
      'terms.marketingConsent',
      'You must accept the marketing consent',
    ],
  ];
  it.each(cases)('%s → %s: %s', (_, change, path, message) => {
    const form = validForm();
    change(form);
    expect(messagesFor(form)[path]).toBe(message);
  });

  it.each(['get_started', 'wallet_50_monthly', 'wallet_500_monthly'])('accepts the plan %s', (planId) => {
    const form = validForm();
    form.plan.planId = planId;
    expect(messagesFor(form)).toEqual({});
  });

  it('an empty password is fine (it is optional)', () => {
    const form = validForm();
    form.user.password = '';
    expect(messagesFor(form)).toEqual({});
  });

  it('an individual needs no company details: name and VAT cleared, invoices to the user', () => {
    const form = asIndividual({
      ...validForm(),
      company: { ...validForm().company, name: 'X', vatNumber: '!!' },
    });
    expect(form.company).toMatchObject({
      type: 'individual',
      name: '',
      vatNumber: '',
      email: 'anna@fjallbacka.example',
    });
    expect(messagesFor(form)).toEqual({});
  });

  it('a new form starts on the recommended default plan with no payment method', () => {
    expect(emptyRegistrationForm()).toMatchObject({
      plan: { planId: 'wallet_50_monthly' },
      paymentMethod: null,
    });
  });
});

describe('per-step validation shows only the step’s own errors (spec section 5)', () => {
  it.each([
    ['user.name', 'account', true],
    ['user.email', 'account', true],
    ['company.vatNumber', 'account', false],
    ['company.address.zip', 'company', true],
    ['plans.0.id', 'plan', true],
    ['plan.planId', 'plan', true],
    ['paymentMethod', 'payment', true],
    ['stripeCustomerId', 'payment', true],
    ['terms.termsAccepted', 'review', true],
    ['user.name', 'review', false],
  ] as const)('%s belongs to %s: %s', (path, step, expected) => {
    expect(belongsToStep(path, step)).toBe(expected);
  });

  it('step 0 with a bad email: only the account fields, and the step banner', () => {
    const form = validForm();
    form.user.email = 'nope';
    form.company.vatNumber = '!!'; // another step's problem: not shown here
    expect(validateStep(form, 'account', t)).toEqual({
      valid: false,
      fieldErrors: { 'user.email': 'Please enter a valid email address' },
      banner: 'Please complete all required fields',
    });
  });

  it.each([
    ['', 'VAT number is required for companies'],
    ['12345678', 'VAT number format is invalid'],
  ])('step 1 with VAT %p → banner %s', (vat, banner) => {
    const form = validForm();
    form.company.vatNumber = vat;
    expect(validateStep(form, 'company', t).banner).toBe(banner);
  });

  it('step 1 with a bad company name falls back to the general company message', () => {
    const form = validForm();
    form.company.name = 'X';
    expect(validateStep(form, 'company', t).banner).toBe('Please complete all required company information');
  });

  it('step 1 for an individual needs nothing', () => {
    expect(validateStep(asIndividual(emptyRegistrationForm({ email: 'a@b.se' })), 'company', t).valid).toBe(
      true,
    );
  });

  it('step 3 without a payment method', () => {
    const form = { ...validForm(), paymentMethod: null };
    expect(validateStep(form, 'payment', t)).toEqual({
      valid: false,
      fieldErrors: { paymentMethod: 'Payment method is required' },
      banner: 'Please add a payment method to continue',
    });
  });

  it('step 4 without the terms', () => {
    const form = validForm();
    form.terms = { termsAccepted: false, marketingConsent: false };
    expect(validateStep(form, 'review', t).banner).toBe(
      'You must accept the terms and conditions to continue',
    );
  });
});

describe('buildRegistrationPayload (spec section 3)', () => {
  it('a company: company with address, one plan of quantity 1, the payment method id, consent and terms true', () => {
    const payload = buildRegistrationPayload(validForm());
    expect(payload).toEqual({
      company: {
        name: 'Fjällbacka Data AB',
        email: 'billing@fjallbacka.example',
        vatNumber: 'SE559123456701',
        address: { street: 'Hamngatan 2', city: 'Fjällbacka', zip: '450 71', countryCode: 'SE' },
      },
      plans: [{ id: 'wallet_50_monthly', quantity: 1 }],
      paymentMethodId: 'pm_card_visa',
      marketingConsent: true,
      termsAccepted: true,
    });
    expect(CompleteRegistrationBody.safeParse(payload).success).toBe(true);
  });

  it('an individual: no company at all', () => {
    const payload = buildRegistrationPayload(asIndividual(validForm()));
    expect(payload).not.toHaveProperty('company');
    expect(CompleteRegistrationBody.safeParse(payload).success).toBe(true);
  });

  it('card details are never part of it: only the id', () => {
    const form = { ...validForm(), paymentMethod: { id: 'pm_1Q2w3E4r', brand: 'mastercard', last4: '4444' } };
    expect(JSON.stringify(buildRegistrationPayload(form))).not.toMatch(/4444|mastercard|brand|last4/);
  });
});

describe('the company step on a fresh form (regression: a whole-form refinement never ran)', () => {
  it('reports the company fields while the later steps are still empty', () => {
    const form = emptyRegistrationForm({ name: 'Anna', email: 'anna@fjallbacka.example' });
    const result = validateStep(form, 'company', t);
    expect(result.valid).toBe(false);
    expect(Object.keys(result.fieldErrors).sort()).toEqual([
      'company.address.countryCode',
      'company.email',
      'company.name',
      'company.vatNumber',
    ]);
    expect(result.banner).toBe('VAT number is required for companies');
  });

  it('asks for two letters and digits when the schema alone would let letters through', () => {
    const form = emptyRegistrationForm({ name: 'Anna', email: 'anna@fjallbacka.example' });
    form.company = {
      ...form.company,
      name: 'Fjällbacka Data AB',
      email: 'f@f.se',
      vatNumber: 'SEABCDEFGH',
      address: { ...form.company.address, countryCode: 'SE' },
    };
    const result = validateStep(form, 'company', t);
    expect(result.fieldErrors).toEqual({ 'company.vatNumber': 'VAT number must be in format XX123456789' });
    expect(result.banner).toBe('VAT number format is invalid');
  });

  it('takes a Swedish organisation number as its VAT number', () => {
    const form = emptyRegistrationForm({ name: 'Anna', email: 'anna@fjallbacka.example' });
    form.company = { ...form.company, name: 'Fjällbacka Data AB', email: 'f@f.se', vatNumber: '559123-4567' };
    expect(validateStep(form, 'company', t).fieldErrors).not.toHaveProperty(
      'company.vatNumber',
      'VAT number must be in format XX123456789',
    );
  });
});

describe('the company step asks for everything the contract needs (a registration never fails at the end for it)', () => {
  /** A company the step lets through, with `change` applied: VAT checked by the registry, no details found. */
  function manualCompany(change: (form: RegistrationForm) => void): RegistrationForm {
    const form = validForm();
    form.company = {
      type: 'company',
      name: 'Manual Entry AB',
      email: 'billing@manual.example',
      vatNumber: 'SE556123456701',
      address: { street: '', city: '', zip: '', countryCode: 'SE' },
    };
    change(form);
    return form;
  }

  it('an empty address without a country does not pass the step: the country is asked for', () => {
    const form = manualCompany((f) => (f.company.address.countryCode = ''));
    const result = validateStep(form, 'company', t);
    expect(result.fieldErrors).toEqual({ 'company.address.countryCode': 'Country is required' });
    expect(result.banner).toBe('Please complete all required company information');
  });

  it.each<[string, (form: RegistrationForm) => void]>([
    ['an empty address with its country', () => {}],
    ['a country in lower case (from an old draft)', (f) => (f.company.address.countryCode = 'gr')],
    [
      'fields at their longest',
      (f) => {
        f.company.name = 'x'.repeat(100);
        f.company.vatNumber = `SE${'1'.repeat(18)}`;
        f.company.address = {
          street: 's'.repeat(200),
          city: 'c'.repeat(100),
          zip: 'z'.repeat(20),
          countryCode: 'NO',
        };
      },
    ],
    [
      'a Greek VAT number with Greece',
      (f) => {
        f.company.vatNumber = 'EL801234567';
        f.company.address.countryCode = 'GR';
      },
    ],
  ])('%s: what the step accepts, the contract accepts', (_, change) => {
    const form = manualCompany(change);
    expect(validateStep(form, 'company', t)).toMatchObject({ valid: true });
    expect(CompleteRegistrationBody.safeParse(buildRegistrationPayload(form)).success).toBe(true);
  });
});

describe('a VAT number under 9 characters is never looked up: Continue says the format is wrong', () => {
  it.each(['SE1234', 'SE123456', 'DE12345'])('%s → the format message and banner', (vatNumber) => {
    const form = validForm();
    form.company.vatNumber = vatNumber;
    const result = validateStep(form, 'company', t);
    expect(result.fieldErrors).toEqual({ 'company.vatNumber': 'VAT number must be in format XX123456789' });
    expect(result.banner).toBe('VAT number format is invalid');
  });

  it('from 9 characters the format is fine (the registry decides the rest)', () => {
    const form = validForm();
    form.company.vatNumber = 'SE1234567';
    expect(validateStep(form, 'company', t).valid).toBe(true);
  });
});
