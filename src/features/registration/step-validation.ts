import type { WizardStep } from '@/config';
import { registrationSchema, type RegistrationForm, type Translate } from './registration-form';
import { normaliseVatInput, shouldLookUpVat } from './vat-number';

/** The field paths each step owns; a step shows only its own errors (spec section 5). */
export const STEP_FIELDS: Record<WizardStep, readonly string[]> = {
  account: ['user.name', 'user.email', 'user.password'],
  company: ['company'],
  plan: ['plan', 'plans'],
  payment: ['paymentMethod', 'stripeCustomerId'],
  review: ['terms', 'termsAccepted', 'marketingConsent'],
};

export function belongsToStep(path: string, step: WizardStep): boolean {
  return STEP_FIELDS[step].some((field) => path === field || path.startsWith(`${field}.`));
}

export interface StepResult {
  readonly valid: boolean;
  /** Field path → message, for this step's fields only. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The step's banner message when it does not validate. */
  readonly banner?: string;
}

function hasStepVatFormat(input: string): boolean {
  return shouldLookUpVat(normaliseVatInput(input));
}

/** The per-step checks of spec section 5 (the server's VAT verdict is added by the company step). */
export function validateStep(form: RegistrationForm, step: WizardStep, t: Translate): StepResult {
  const parsed = registrationSchema(t).safeParse(form);
  const fieldErrors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (belongsToStep(path, step) && !(path in fieldErrors)) fieldErrors[path] = issue.message;
    }
  }
  if (
    step === 'company' &&
    form.company.type === 'company' &&
    !('company.vatNumber' in fieldErrors) &&
    !hasStepVatFormat(form.company.vatNumber)
  ) {
    // The schema allows capitals after the country code; the step wants digits too, and a number long
    // enough to be looked up (spec section 5), so Continue never asks the registry about a short one.
    fieldErrors['company.vatNumber'] = t('registration.errors.vatFormat');
  }
  if (step === 'payment' && !form.paymentMethod?.id) {
    fieldErrors.paymentMethod = t('registration.errors.paymentMethodRequired');
  }
  const valid = Object.keys(fieldErrors).length === 0;
  return valid ? { valid, fieldErrors } : { valid, fieldErrors, banner: bannerFor(form, step, t) };
}

function bannerFor(form: RegistrationForm, step: WizardStep, t: Translate): string {
  switch (step) {
    case 'account':
      return t('registration.errors.accountIncomplete');
    case 'company': {
      const vat = form.company.vatNumber.trim();
      if (vat === '') return t('registration.errors.vatRequired');
      if (!hasStepVatFormat(vat)) return t('registration.errors.vatFormatInvalid');
      return t('registration.errors.companyIncomplete');
    }
    case 'plan':
      return t('registration.errors.planInvalid');
    case 'payment':
      return t('registration.errors.paymentMissing');
    case 'review':
      return t('registration.errors.termsRequiredToContinue');
  }
}
