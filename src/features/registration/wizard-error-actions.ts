import type { ErrorCode } from '@/api/generated/model';
import { WIZARD_STEPS, type WizardStep } from '@/config';

/** What the registration wizard does with each code of the error catalogue (spec section 8, "Wizard action"). */
export type WizardAction =
  | { readonly type: 'none' }
  /** Jump to a step of the wizard and show the message there. */
  | { readonly type: 'go-to-step'; readonly step: WizardStep }
  /** INVALID_PLAN: put the plan back to the default, then go to the plan step. */
  | { readonly type: 'reset-plan'; readonly step: WizardStep }
  /** The account exists already: offer "Sign in instead" and highlight the sign-in button. */
  | { readonly type: 'offer-sign-in' }
  /** VALIDATION_ERROR: list the field issues, jump by the first field's root and focus that field. */
  | { readonly type: 'show-field-errors' }
  /** REGISTRATION_RATE_LIMIT_EXCEEDED: block submitting for the lockout period. */
  | { readonly type: 'lock-submit' };

const none = { type: 'none' } as const;
const step = (s: WizardStep) => ({ type: 'go-to-step', step: s }) as const;

export const WIZARD_ERROR_ACTIONS: { readonly [Code in ErrorCode]: WizardAction } = {
  EMAIL_ALREADY_EXISTS: { type: 'offer-sign-in' },
  USER_ALREADY_EXISTS: { type: 'offer-sign-in' },
  INVALID_VAT_NUMBER: step('company'),
  MISSING_COUNTRY_CODE: step('company'),
  COMPANY_ALREADY_EXISTS: step('company'),
  PAYMENT_REQUIRED: step('payment'),
  PAYMENT_FAILED: step('payment'),
  INVALID_PLAN: { type: 'reset-plan', step: 'plan' },
  COMPANY_CREATION_FAILED: step('company'),
  USER_CREATION_FAILED: step('account'),
  SUBSCRIPTION_FAILED: none,
  VALIDATION_ERROR: { type: 'show-field-errors' },
  SERVER_ERROR: none,
  REGISTRATION_RATE_LIMIT_EXCEEDED: { type: 'lock-submit' },
  AUTH_REQUIRED: none,
  INSUFFICIENT_PERMISSIONS: none,
  RATE_LIMIT_EXCEEDED: none,
  INVALID_REQUEST: none,
  NETWORK_ERROR: none,
  REQUEST_TIMEOUT: none,
};

/** The wizard step of the 0-based index the spec speaks of. */
export function wizardStepIndex(s: WizardStep): number {
  return WIZARD_STEPS.indexOf(s);
}

/**
 * VALIDATION_ERROR's jump (spec section 8): by the root of the first field path. `user` and `termsAccepted`
 * go to step 0 (as the spec says, though terms are ticked on the last step), `company` to 1, `plans` to 2,
 * `stripeCustomerId` and `paymentMethod…` to 3. Anything else stays where it is.
 */
export function wizardStepForFieldPath(path: string): WizardStep | undefined {
  const root = path.split(/[.[]/, 1)[0] ?? '';
  if (root === 'user' || root === 'termsAccepted') return 'account';
  if (root === 'company') return 'company';
  if (root === 'plans' || root === 'plan') return 'plan';
  if (root === 'stripeCustomerId' || root.startsWith('paymentMethod')) return 'payment';
  return undefined;
}
