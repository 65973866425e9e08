import type { CompleteRegistrationRequest, ErrorCode } from '@/api/generated/model';

import { DECLINED_TOKEN_PREFIX } from './store/payment-methods';
import { VAT_EXAMPLES } from './vat-registry';

/**
 * How to make `/v1/users/me/complete-registration` answer each registration error of spec section 8; the
 * handler's checks and their order are in docs/mock-platform.md, "Registration", which shows this table.
 */

/** A company called `Trigger <CODE>` fails registration with that code. */
export const TRIGGER_NAME_PREFIX = 'Trigger ';

export const NAME_TRIGGERED_CODES = [
  'EMAIL_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS',
  'INVALID_PLAN',
  'COMPANY_CREATION_FAILED',
  'USER_CREATION_FAILED',
  'SUBSCRIPTION_FAILED',
  'SERVER_ERROR',
] as const satisfies readonly ErrorCode[];

export type NameTriggeredCode = (typeof NAME_TRIGGERED_CODES)[number];

/** The code a company name triggers (case-insensitive), if any. */
export function codeTriggeredByName(name: string | undefined): NameTriggeredCode | undefined {
  const trimmed = name?.trim() ?? '';
  if (trimmed.slice(0, TRIGGER_NAME_PREFIX.length).toLowerCase() !== TRIGGER_NAME_PREFIX.toLowerCase())
    return;
  const code = trimmed.slice(TRIGGER_NAME_PREFIX.length).trim().toUpperCase();
  return NAME_TRIGGERED_CODES.find((c) => c === code);
}

/** Registration attempts allowed per session and minute; the next answers 429. */
export const REGISTRATION_ATTEMPTS_PER_MINUTE = 5;

/** A payload that succeeds (for a fresh identity): Fjällbacka Data AB, a known, unregistered company. */
export const VALID_REGISTRATION = {
  company: {
    name: 'Fjällbacka Data AB',
    email: 'faktura@fjallbacka-data.example',
    vatNumber: 'SE559123456701',
    address: { street: 'Hamngatan 12', city: 'Fjällbacka', zip: '457 40', countryCode: 'SE' },
  },
  plans: [{ id: 'wallet_50_monthly', quantity: 1 }],
  paymentMethodId: 'pm_card_visa',
  marketingConsent: true,
  termsAccepted: true,
} as const satisfies CompleteRegistrationRequest;

export interface RegistrationTrigger {
  code: ErrorCode;
  status: number;
  /** What to send, in words. */
  input: string;
  /** The request body that triggers it. */
  body: unknown;
  /** Attempts the same session must make first in the same minute (the rate limit). */
  priorAttempts?: number;
}

const withCompany = (company: { name?: string; vatNumber?: string }) => ({
  ...VALID_REGISTRATION,
  company: { ...VALID_REGISTRATION.company, ...company },
});

const byName = (code: NameTriggeredCode, status: number, also?: string): RegistrationTrigger => ({
  code,
  status,
  input: `company.name "${TRIGGER_NAME_PREFIX}${code}"${also ? `; also ${also}` : ''}`,
  body: withCompany({ name: `${TRIGGER_NAME_PREFIX}${code}` }),
});

const { paymentMethodId: _, ...withoutPayment } = VALID_REGISTRATION;

export const REGISTRATION_TRIGGERS: readonly RegistrationTrigger[] = [
  {
    code: 'VALIDATION_ERROR',
    status: 400,
    input: `a payload the contract refuses, e.g. company.vatNumber "5591234567" or termsAccepted false; details: [{path: 'company.vatNumber', message}]`,
    body: withCompany({ vatNumber: '5591234567' }),
  },
  {
    code: 'MISSING_COUNTRY_CODE',
    status: 400,
    input: `company.vatNumber starting with two letters that are no EU VAT country, e.g. "${VAT_EXAMPLES.notEu}"`,
    body: withCompany({ vatNumber: VAT_EXAMPLES.notEu }),
  },
  {
    code: 'INVALID_VAT_NUMBER',
    status: 400,
    input: `company.vatNumber the VAT registry calls invalid, e.g. "${VAT_EXAMPLES.failsLuhn}" or "${VAT_EXAMPLES.personalNumber}"`,
    body: withCompany({ vatNumber: VAT_EXAMPLES.failsLuhn }),
  },
  {
    code: 'COMPANY_ALREADY_EXISTS',
    status: 409,
    input:
      'company.vatNumber of a registered customer: "SE556677889901" (Nordlys) or "DE811234567" (Rheinwerk)',
    body: withCompany({ vatNumber: 'SE556677889901' }),
  },
  {
    code: 'PAYMENT_REQUIRED',
    status: 400,
    input: 'neither paymentMethodId nor stripeCustomerId',
    body: withoutPayment,
  },
  {
    code: 'PAYMENT_FAILED',
    status: 402,
    input: `paymentMethodId "${DECLINED_TOKEN_PREFIX}" (or any id starting with it)`,
    body: { ...VALID_REGISTRATION, paymentMethodId: DECLINED_TOKEN_PREFIX },
  },
  byName('EMAIL_ALREADY_EXISTS', 409, "when the identity's email belongs to a back-office user"),
  byName('USER_ALREADY_EXISTS', 409, 'when the identity has completed registration already'),
  byName('INVALID_PLAN', 400),
  byName('COMPANY_CREATION_FAILED', 500),
  byName('USER_CREATION_FAILED', 500),
  byName('SUBSCRIPTION_FAILED', 500),
  byName('SERVER_ERROR', 500),
  {
    code: 'REGISTRATION_RATE_LIMIT_EXCEEDED',
    status: 429,
    input: `attempt ${REGISTRATION_ATTEMPTS_PER_MINUTE + 1} within a minute from one session (any payload); Retry-After says how long to wait`,
    body: VALID_REGISTRATION,
    priorAttempts: REGISTRATION_ATTEMPTS_PER_MINUTE,
  },
];
