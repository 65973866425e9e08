import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  loadAutoFillMemory,
  loadDraft,
  REGISTRATION_DRAFT_KEY,
  saveAutoFillMemory,
  saveDraft,
} from './draft';
import { emptyRegistrationForm, type RegistrationForm } from './registration-form';

function filledForm(): RegistrationForm {
  const form = emptyRegistrationForm({ name: 'Anna', email: 'anna@fjallbacka.example' });
  form.user.password = 'correct horse battery';
  form.company.name = 'Fjällbacka Data AB';
  form.company.vatNumber = 'SE559123456701';
  form.paymentMethod = { id: 'pm_1Q2w3E4r', brand: 'visa', last4: '4242' };
  return form;
}

beforeEach(() => sessionStorage.clear());

describe('the registration draft', () => {
  it('brings back the step and every field after a reload', () => {
    saveDraft(filledForm(), 'payment');
    const draft = loadDraft();
    expect(draft?.step).toBe('payment');
    expect(draft?.form.company).toMatchObject({ name: 'Fjällbacka Data AB', vatNumber: 'SE559123456701' });
    expect(draft?.form.user).toEqual({ name: 'Anna', email: 'anna@fjallbacka.example' });
  });

  it('never keeps the password; of the card only the provider id, brand and last four digits', () => {
    saveDraft(filledForm(), 'review');
    const stored = sessionStorage.getItem(REGISTRATION_DRAFT_KEY) ?? '';
    expect(stored).not.toMatch(/correct horse|password/);
    expect(loadDraft()?.form.paymentMethod).toEqual({ id: 'pm_1Q2w3E4r', brand: 'visa', last4: '4242' });
  });

  it.each([
    '{not json',
    JSON.stringify({ version: 99, step: 'plan', form: {} }),
    JSON.stringify({ version: 1, step: 'nowhere', form: {} }),
  ])('ignores an unreadable or foreign draft: %s', (raw) => {
    sessionStorage.setItem(REGISTRATION_DRAFT_KEY, raw);
    expect(loadDraft()).toBeUndefined();
  });

  it('is cleared on success (and, with the rest of session storage, on sign-out)', () => {
    saveDraft(filledForm(), 'plan');
    clearDraft();
    expect(loadDraft()).toBeUndefined();
  });
});

describe('what the VAT lookup filled, kept with the draft', () => {
  const memory = {
    verdict: { vatNumber: 'SE559123456701', status: 'found' },
    owned: { 'company.name': 'Fjällbacka Data AB', 'company.address.countryCode': 'SE' },
  };

  it('comes back after a reload, outlives later saves of the draft, and goes with it', () => {
    saveDraft(filledForm(), 'company');
    saveAutoFillMemory(memory);
    saveDraft(filledForm(), 'plan');
    expect(loadAutoFillMemory()).toEqual(memory);
    expect(loadDraft()?.step).toBe('plan');
    clearDraft();
    expect(loadAutoFillMemory()).toBeUndefined();
  });

  it('an unreadable one is no memory at all', () => {
    sessionStorage.setItem(REGISTRATION_DRAFT_KEY, '{oops');
    expect(loadAutoFillMemory()).toBeUndefined();
    saveDraft(filledForm(), 'company');
    const stored = JSON.parse(sessionStorage.getItem(REGISTRATION_DRAFT_KEY) ?? '{}') as object;
    sessionStorage.setItem(
      REGISTRATION_DRAFT_KEY,
      JSON.stringify({ ...stored, autoFill: { owned: { 'user.email': 'x', 'company.name': 1 } } }),
    );
    expect(loadAutoFillMemory()).toEqual({ verdict: null, owned: {} });
  });
});
