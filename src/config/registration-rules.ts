// The registration wizard's steps, validation limits and timings (spec sections 2 and 8).

/** Wizard steps in order; a step's index is its position here (spec sections 2 and 8). */
export const WIZARD_STEPS = ['account', 'company', 'plan', 'payment', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;

export const PASSWORD_MIN_LENGTH = 8;
export const USER_NAME_MAX_LENGTH = 100;
export const COMPANY_NAME_MIN_LENGTH = 2;
export const COMPANY_NAME_MAX_LENGTH = 100;
export const VAT_NUMBER_MIN_LENGTH = 3;

/** The VAT lookup runs only once the field holds at least this many characters. */
export const VAT_LOOKUP_MIN_LENGTH = 9;

/** 10 to 12 digits (non-digits removed) not starting with SE are a Swedish organisation number. */
export const ORGANISATION_NUMBER_MIN_DIGITS = 10;
export const ORGANISATION_NUMBER_MAX_DIGITS = 12;

/** An organisation number becomes SE + its last 10 digits + 01. */
export const SWEDISH_VAT_PREFIX = 'SE';

export const SWEDISH_VAT_SUFFIX = '01';
export const SWEDISH_VAT_ORGANISATION_DIGITS = 10;
export const SWEDISH_VAT_PATTERN = /^SE\d{10}01$/;

// Timings (milliseconds)
export const REGISTRATION_SUCCESS_REDIRECT_DELAY_MS = 2_000;
export const REGISTRATION_RATE_LIMIT_LOCKOUT_MS = 60_000;
export const VAT_AUTOFILL_MESSAGE_DURATION_MS = 3_000;
export const BANNER_FADE_DURATION_MS = 300;
