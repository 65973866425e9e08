import type { DeepKeys } from '@tanstack/react-form';
import type { RegistrationForm } from './registration-form';

/** Every field of the wizard's form a server field error can land on, in the order a tie is broken. */
export const FORM_FIELD_PATHS = [
  'user.name',
  'user.email',
  'user.password',
  'company.type',
  'company.vatNumber',
  'company.name',
  'company.email',
  'company.address.street',
  'company.address.zip',
  'company.address.city',
  'company.address.countryCode',
  'plan.planId',
  'paymentMethod',
  'terms.termsAccepted',
  'terms.marketingConsent',
] as const satisfies readonly DeepKeys<RegistrationForm>[];

export type FormFieldPath = (typeof FORM_FIELD_PATHS)[number];

/** Payload paths whose name differs from the form's (the payload is built in registration-payload.ts). */
const PAYLOAD_TO_FORM: Readonly<Record<string, FormFieldPath>> = {
  plans: 'plan.planId',
  'plans.id': 'plan.planId',
  paymentMethodId: 'paymentMethod',
  stripeCustomerId: 'paymentMethod',
  termsAccepted: 'terms.termsAccepted',
  marketingConsent: 'terms.marketingConsent',
};

/**
 * The form field a server VALIDATION_ERROR path names (spec section 5): by its full path, else by its
 * trailing segment (`vatNumber` → `company.vatNumber`), a payload field before the user's. Indexes are
 * ignored: `plans[0].id` is `plans.id`.
 */
export function formFieldForServerPath(serverPath: string): FormFieldPath | undefined {
  const path = serverPath
    .replace(/\[\d+\]/g, '')
    .replace(/\.\d+(?=\.|$)/g, '')
    .replace(/^\./, '');
  const exact = FORM_FIELD_PATHS.find((field) => field === path) ?? PAYLOAD_TO_FORM[path];
  if (exact) return exact;
  const trailing = path.split('.').at(-1) ?? '';
  if (trailing === '') return undefined;
  const named = FORM_FIELD_PATHS.filter((field) => field.split('.').at(-1) === trailing);
  // The payload carries no user (the identity's comes from the provider): a bare `name` or `email` is the
  // company's.
  return named.find((field) => !field.startsWith('user.')) ?? PAYLOAD_TO_FORM[trailing] ?? named.at(0);
}

/** The DOM id of a field's control, so an error can move focus to it. */
export function fieldControlId(path: FormFieldPath): string {
  return `registration-${path.replace(/\./g, '-')}`;
}
