import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { sv } from '@/i18n/sv';
import { ApiError, errorFromAnswer } from './api-error';
// The spec's table gives each code's message and wizard action together; the actions live with the wizard.
import {
  WIZARD_ERROR_ACTIONS,
  wizardStepForFieldPath,
  wizardStepIndex,
} from '@/features/registration/wizard-error-actions';
import { ERROR_CATALOGUE, catalogueCodeOf, chooseErrorMessage, type Translate } from './errors';
import { ErrorCode } from './generated/model';

/** A `t` over the English error catalogue, with the translator's {{name}} interpolation. */
const t: Translate = (key, values = {}) => {
  const node = key
    .replace(/^errors\./, '')
    .split('.')
    .reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], en.errors);
  if (typeof node !== 'string') throw new Error(`missing key ${key}`);
  return node.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
};

const ALL_CODES = ErrorCode.options;

/** Spec section 8, row by row: the quoted message (or null where the spec only describes it) and the action. */
const SPEC_ROWS: Record<ErrorCode, { message: string | null; action: string; step?: number }> = {
  EMAIL_ALREADY_EXISTS: {
    message: 'This email is already registered. Please sign in instead.',
    action: 'offer-sign-in',
  },
  USER_ALREADY_EXISTS: {
    message: 'An account with this email already exists. Please sign in instead.',
    action: 'offer-sign-in',
  },
  INVALID_VAT_NUMBER: {
    message: 'The VAT number you entered is invalid. Please check the format and try again.',
    action: 'go-to-step',
    step: 1,
  },
  MISSING_COUNTRY_CODE: {
    message: 'Please include the country code in your VAT number (e.g., SE123456789012).',
    action: 'go-to-step',
    step: 1,
  },
  COMPANY_ALREADY_EXISTS: { message: null, action: 'go-to-step', step: 1 },
  PAYMENT_REQUIRED: {
    message: 'Payment is required to complete registration. Please add a payment method.',
    action: 'go-to-step',
    step: 3,
  },
  PAYMENT_FAILED: { message: null, action: 'go-to-step', step: 3 },
  INVALID_PLAN: { message: null, action: 'reset-plan', step: 2 },
  COMPANY_CREATION_FAILED: { message: null, action: 'go-to-step', step: 1 },
  USER_CREATION_FAILED: { message: null, action: 'go-to-step', step: 0 },
  SUBSCRIPTION_FAILED: { message: null, action: 'none' },
  VALIDATION_ERROR: {
    message: 'Please check your information and correct any errors before continuing.',
    action: 'show-field-errors',
  },
  SERVER_ERROR: { message: null, action: 'none' },
  REGISTRATION_RATE_LIMIT_EXCEEDED: {
    message: 'Too many registration attempts. Please wait a few minutes before trying again.',
    action: 'lock-submit',
  },
  AUTH_REQUIRED: { message: 'Authentication is required.', action: 'none' },
  INSUFFICIENT_PERMISSIONS: { message: "You don't have permission to perform this action.", action: 'none' },
  RATE_LIMIT_EXCEEDED: { message: 'Too many attempts. Please try again later.', action: 'none' },
  INVALID_REQUEST: { message: 'Invalid request. Please try again.', action: 'none' },
  NETWORK_ERROR: { message: 'Network error. Please check your connection and try again.', action: 'none' },
  REQUEST_TIMEOUT: { message: 'Request timed out. Please try again.', action: 'none' },
};

describe('error catalogue', () => {
  it('the contract has exactly the 20 codes of spec section 8', () => {
    expect(ALL_CODES).toHaveLength(20);
    expect([...ALL_CODES].sort()).toEqual(Object.keys(SPEC_ROWS).sort());
  });

  it('maps every code of the contract, and nothing else', () => {
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([...ALL_CODES].sort());
  });

  describe.each(ALL_CODES)('%s', (code) => {
    const row = SPEC_ROWS[code];
    const entry = ERROR_CATALOGUE[code];

    it('has an English and a Swedish message', () => {
      expect(entry.messageKey).toBe(`errors.codes.${code}`);
      expect(en.errors.codes[code].length).toBeGreaterThan(10);
      expect(sv.errors.codes[code].length).toBeGreaterThan(10);
      expect(sv.errors.codes[code]).not.toBe(en.errors.codes[code]);
    });

    it(`wizard action is ${row.action}${row.step === undefined ? '' : ` to step ${row.step}`}`, () => {
      const action = WIZARD_ERROR_ACTIONS[code];
      expect(action.type).toBe(row.action);
      expect('step' in action ? wizardStepIndex(action.step) : undefined).toBe(row.step);
    });

    if (row.message !== null) {
      it('uses the exact message of the spec', () => {
        expect(chooseErrorMessage({ code }, t)).toBe(row.message);
      });
    }
  });

  it('INVALID_PLAN names the plan step; COMPANY_ALREADY_EXISTS asks for an invitation', () => {
    expect(t(ERROR_CATALOGUE.COMPANY_ALREADY_EXISTS.messageKey)).toMatch(/already registered.*invite/);
    expect(t(ERROR_CATALOGUE.INVALID_PLAN.messageKey)).toMatch(/plan is invalid or no longer available/);
    expect(t(ERROR_CATALOGUE.SUBSCRIPTION_FAILED.messageKey)).toMatch(/created.*billing.*contact support/);
  });
});

describe('chooseErrorMessage: the order of spec section 8', () => {
  const apiError = (code: ErrorCode, message: string, details?: unknown) =>
    new ApiError({ status: 400, code, kind: 'http', message, details });

  it('a message whose strings are not loaded yet is never shown as its key', () => {
    // The translator answers a missing key with the key: what the first screen gets for the wizard's codes.
    const firstScreenOnly: Translate = (key) => key;
    expect(
      chooseErrorMessage(apiError('SUBSCRIPTION_FAILED', 'Billing set-up failed'), firstScreenOnly),
    ).toBe('Billing set-up failed');
    expect(
      chooseErrorMessage(
        apiError('USER_ALREADY_EXISTS', 'User exists', { email: 'a@b.se' }),
        firstScreenOnly,
      ),
    ).toBe('User exists');
    expect(chooseErrorMessage({ code: 'INVALID_PLAN' }, firstScreenOnly)).toBe('errors.unexpected');
  });

  it('1. a plain string is shown as it is', () => {
    expect(chooseErrorMessage('Card expired', t)).toBe('Card expired');
  });

  it('2. an existing-account error names the email (from the error, else from the form)', () => {
    expect(chooseErrorMessage(apiError('EMAIL_ALREADY_EXISTS', 'x', { email: 'a@b.se' }), t)).toBe(
      'An account with email a@b.se already exists. You can sign in instead.',
    );
    expect(chooseErrorMessage(apiError('USER_ALREADY_EXISTS', 'x'), t, { email: 'c@d.se' })).toBe(
      'An account with email c@d.se already exists. You can sign in instead.',
    );
    expect(chooseErrorMessage({ message: 'User already exists' }, t, { email: 'e@f.se' })).toBe(
      'An account with email e@f.se already exists. You can sign in instead.',
    );
  });

  it('2b. without an email the existing-account code message is used', () => {
    expect(chooseErrorMessage({ error: 'User already exists' }, t)).toBe(
      SPEC_ROWS.USER_ALREADY_EXISTS.message,
    );
  });

  it('3. the code message wins over the server message', () => {
    expect(chooseErrorMessage(apiError('INVALID_REQUEST', 'Bad input on line 3'), t)).toBe(
      'Invalid request. Please try again.',
    );
  });

  it('3b. PAYMENT_FAILED shows the server message ("message shown"), else its own', () => {
    expect(chooseErrorMessage(apiError('PAYMENT_FAILED', 'Your card has insufficient funds.'), t)).toBe(
      'Your card has insufficient funds.',
    );
    expect(chooseErrorMessage({ code: 'PAYMENT_FAILED' }, t)).toBe(en.errors.codes.PAYMENT_FAILED);
  });

  it('3c. a malformed response says so rather than blaming the user', () => {
    const error = new ApiError({ status: 200, code: 'SERVER_ERROR', kind: 'malformed', message: 'x' });
    expect(chooseErrorMessage(error, t)).toBe(en.errors.malformedResponse);
  });

  it('4. the server message when there is no known code', () => {
    expect(chooseErrorMessage({ error: 'Quota exceeded for project' }, t)).toBe('Quota exceeded for project');
    expect(chooseErrorMessage({ code: 'SOMETHING_NEW', message: 'New failure' }, t)).toBe('New failure');
    // The body the client reads as an error, whatever its nesting (OpenAI-compatible routes).
    expect(chooseErrorMessage({ error: { message: 'Model overloaded', code: 'overloaded' } }, t)).toBe(
      'Model overloaded',
    );
  });

  it("4b. an ApiError with a code outside the catalogue shows the server's message, not a status guess", () => {
    const error = new ApiError({
      status: 409,
      code: 'DUPLICATE_PROJECT',
      kind: 'http',
      message: 'Name taken',
    });
    expect(chooseErrorMessage(error, t)).toBe('Name taken');
  });

  it("4c. 'User already exists' as the only words is USER_ALREADY_EXISTS (spec section 8)", () => {
    const error = new ApiError({
      status: 409,
      code: undefined,
      kind: 'http',
      message: 'User already exists',
    });
    expect(chooseErrorMessage(error, t)).toBe(en.errors.codes.USER_ALREADY_EXISTS);
    expect(catalogueCodeOf(error)).toBe('USER_ALREADY_EXISTS');
    expect(catalogueCodeOf(new ApiError({ status: 409, code: 'X', kind: 'http', message: 'Other' }))).toBe(
      undefined,
    );
  });

  it("4d. a non-JSON error answer (a proxy's HTML 502) gives the status's catalogue message", () => {
    const error = errorFromAnswer(502, undefined, { statusText: 'Bad Gateway' });
    expect(chooseErrorMessage(error, t)).toBe(en.errors.codes.SERVER_ERROR);
  });

  it('5. a message parsed from the original error', () => {
    expect(chooseErrorMessage(new Error('{"error":"Upstream said no"}'), t)).toBe('Upstream said no');
    expect(chooseErrorMessage({ originalError: new Error('{"message":"Nested"}') }, t)).toBe('Nested');
    expect(chooseErrorMessage(new Error('socket hang up'), t)).toBe('socket hang up');
  });

  it.each([undefined, null, 42, {}, new Error(''), { error: '   ' }])('6. falls back for %p', (value) => {
    expect(chooseErrorMessage(value, t)).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('wizardStepForFieldPath (VALIDATION_ERROR jump)', () => {
  it.each([
    ['user.name', 0],
    ['user.email', 0],
    ['termsAccepted', 0],
    ['company.vatNumber', 1],
    ['company.address.zip', 1],
    ['plans[0].id', 2],
    ['plans.0.id', 2],
    ['stripeCustomerId', 3],
    ['paymentMethodId', 3],
    ['paymentMethod.id', 3],
  ])('%s → step %i', (path, expected) => {
    const s = wizardStepForFieldPath(path);
    expect(s && wizardStepIndex(s)).toBe(expected);
  });

  it('an unknown root does not jump', () => {
    expect(wizardStepForFieldPath('somethingElse')).toBeUndefined();
  });
});
