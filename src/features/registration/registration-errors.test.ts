import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { ErrorCode } from '@/api/generated/model';
import { en } from '@/i18n/en';
import { DEFAULT_PLAN_ID } from '@/config';
import { englishT as t } from '@/test/english-t';
import { bannerFor, outcomeForRegistrationError } from './registration-errors';

const apiError = (code: ErrorCode, init: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ status: 400, code, kind: 'http', message: '', ...init });

describe('the banner rules of spec section 8', () => {
  it.each([
    ['Registration completed successfully!', 'success', false],
    ['Company found! Company details auto-filled.', 'success', false],
    ['An account with email a@b.se already exists. You can sign in instead.', 'error', true],
    ['This VAT number is already registered.', 'error', true],
    ['Network error. Please check your connection and try again.', 'error', false],
  ] as const)('%s → %s, sign-in offered: %s', (message, tone, offerSignIn) => {
    expect(bannerFor(message)).toEqual({ message, tone, offerSignIn });
  });
});

describe('what the wizard does with each error of the catalogue (spec section 8)', () => {
  it.each([
    ['INVALID_VAT_NUMBER', 'company'],
    ['MISSING_COUNTRY_CODE', 'company'],
    ['COMPANY_ALREADY_EXISTS', 'company'],
    ['COMPANY_CREATION_FAILED', 'company'],
    ['USER_CREATION_FAILED', 'account'],
    ['PAYMENT_REQUIRED', 'payment'],
    ['PAYMENT_FAILED', 'payment'],
    ['INVALID_PLAN', 'plan'],
    ['SUBSCRIPTION_FAILED', undefined],
    ['SERVER_ERROR', undefined],
    ['AUTH_REQUIRED', undefined],
    ['INSUFFICIENT_PERMISSIONS', undefined],
    ['RATE_LIMIT_EXCEEDED', undefined],
    ['INVALID_REQUEST', undefined],
    ['NETWORK_ERROR', undefined],
    ['REQUEST_TIMEOUT', undefined],
  ] as const)('%s: shows its message and goes to step %s', (code, step) => {
    const outcome = outcomeForRegistrationError(apiError(code), t);
    expect(outcome.step).toBe(step);
    expect(outcome.banner.message).toBe(en.errors.codes[code]);
    expect(outcome.banner.tone).toBe('error');
  });

  it('PAYMENT_FAILED shows the server message when there is one ("message shown")', () => {
    const outcome = outcomeForRegistrationError(
      apiError('PAYMENT_FAILED', { status: 402, message: 'Your card was declined.' }),
      t,
    );
    expect(outcome.banner.message).toBe('Your card was declined.');
    expect(outcome.step).toBe('payment');
  });

  it('INVALID_PLAN resets the plan to the default and goes to the plan step', () => {
    const outcome = outcomeForRegistrationError(apiError('INVALID_PLAN'), t);
    expect(outcome).toMatchObject({ resetPlan: true, step: 'plan' });
    expect(DEFAULT_PLAN_ID).toBe('wallet_50_monthly');
  });

  it.each(['EMAIL_ALREADY_EXISTS', 'USER_ALREADY_EXISTS'] as const)(
    '%s names the email, offers sign-in and brings back the email form (step 0)',
    (code) => {
      const outcome = outcomeForRegistrationError(apiError(code, { status: 409 }), t, {
        email: 'anna@fjallbacka.example',
      });
      expect(outcome.banner).toEqual({
        message: 'An account with email anna@fjallbacka.example already exists. You can sign in instead.',
        tone: 'error',
        offerSignIn: true,
      });
      expect(outcome).toMatchObject({ step: 'account' });
    },
  );

  it('"User already exists" without a code is USER_ALREADY_EXISTS: its message naming the email, sign-in offered', () => {
    const outcome = outcomeForRegistrationError(
      new ApiError({ status: 409, code: undefined, kind: 'http', message: 'User already exists' }),
      t,
      { email: 'anna@fjallbacka.example' },
    );
    expect(outcome.banner.message).toBe(
      'An account with email anna@fjallbacka.example already exists. You can sign in instead.',
    );
    expect(outcome).toMatchObject({ step: 'account', banner: { offerSignIn: true } });
  });

  it('a code outside the catalogue is "Registration failed: {the server\'s message}", where the user is', () => {
    const outcome = outcomeForRegistrationError(
      new ApiError({
        status: 402,
        code: 'WALLET_TOP_UP_DECLINED',
        kind: 'http',
        message: 'The bank declined the first top-up.',
        details: 'card_declined',
      }),
      t,
    );
    expect(outcome.banner).toMatchObject({
      message: 'Registration failed: The bank declined the first top-up.',
      tone: 'error',
    });
    expect(outcome.step).toBeUndefined();
  });

  it('a message without any code is "Registration failed: {the server\'s message}" too', () => {
    const outcome = outcomeForRegistrationError(
      new ApiError({ status: 500, code: undefined, kind: 'http', message: 'Odoo is not reachable' }),
      t,
    );
    expect(outcome.banner.message).toBe('Registration failed: Odoo is not reachable');
  });

  it('REGISTRATION_RATE_LIMIT_EXCEEDED locks submitting for 60 s, or longer when Retry-After says so', () => {
    const short = outcomeForRegistrationError(
      apiError('REGISTRATION_RATE_LIMIT_EXCEEDED', { status: 429, retryAfterSeconds: 30 }),
      t,
    );
    expect(short.lockMs).toBe(60_000);
    expect(short.banner.message).toBe(
      'Too many registration attempts. Please wait a few minutes before trying again.',
    );
    const long = outcomeForRegistrationError(
      apiError('REGISTRATION_RATE_LIMIT_EXCEEDED', { status: 429, retryAfterSeconds: 90 }),
      t,
    );
    expect(long.lockMs).toBe(90_000);
  });

  it('VALIDATION_ERROR lists the issues, jumps by the first path and focuses its field', () => {
    const outcome = outcomeForRegistrationError(
      apiError('VALIDATION_ERROR', {
        details: [
          { path: 'company.vatNumber', message: 'VAT number format is invalid' },
          { path: 'plans[0].id', message: 'Unknown plan' },
          { path: 'termsAccepted', message: 'Must be true' },
        ],
      }),
      t,
    );
    expect(outcome.banner).toEqual({
      message: 'Please fix the following issues: ',
      tone: 'error',
      issues: ['VAT number format is invalid', 'Unknown plan', 'Must be true'],
    });
    expect(outcome.step).toBe('company');
    expect(outcome.focus).toBe('company.vatNumber');
    expect(outcome.fieldErrors).toEqual({
      'company.vatNumber': 'VAT number format is invalid',
      'plan.planId': 'Unknown plan',
      'terms.termsAccepted': 'Must be true',
    });
  });

  it.each([
    ['user.email', 'account', 'user.email'],
    ['termsAccepted', 'account', 'terms.termsAccepted'],
    ['company.address.zip', 'company', 'company.address.zip'],
    ['plans', 'plan', 'plan.planId'],
    ['stripeCustomerId', 'payment', 'paymentMethod'],
    ['paymentMethodId', 'payment', 'paymentMethod'],
  ] as const)('VALIDATION_ERROR on %s goes to %s and focuses %s', (path, step, focus) => {
    const outcome = outcomeForRegistrationError(
      apiError('VALIDATION_ERROR', { details: [{ path, message: 'Wrong' }] }),
      t,
    );
    expect(outcome).toMatchObject({ step, focus });
  });

  it.each([
    ['vatNumber', 'company', 'company.vatNumber'],
    ['plans.0.id', 'plan', 'plan.planId'],
    ['company.type', 'company', 'company.type'],
    ['user.name', 'account', 'user.name'],
  ] as const)(
    'VALIDATION_ERROR on the path %s (short, indexed or off screen) goes to %s',
    (path, step, focus) => {
      const outcome = outcomeForRegistrationError(
        apiError('VALIDATION_ERROR', { details: [{ path, message: 'Wrong' }] }),
        t,
      );
      expect(outcome).toMatchObject({ step, focus, fieldErrors: { [focus]: 'Wrong' } });
    },
  );

  it('VALIDATION_ERROR whose first path is unknown jumps by the first path the wizard knows; all are listed', () => {
    const outcome = outcomeForRegistrationError(
      apiError('VALIDATION_ERROR', {
        details: [
          { path: 'referralCode', message: 'Expired' },
          { path: 'company.address.zip', message: 'Zip is required' },
        ],
      }),
      t,
    );
    expect(outcome.banner.issues).toEqual(['Expired', 'Zip is required']);
    expect(outcome).toMatchObject({ step: 'company', focus: 'company.address.zip' });
  });

  it('VALIDATION_ERROR with only unknown paths stays where the user is, with every message listed', () => {
    const outcome = outcomeForRegistrationError(
      apiError('VALIDATION_ERROR', { details: [{ path: 'referralCode', message: 'Expired' }] }),
      t,
    );
    expect(outcome.banner.issues).toEqual(['Expired']);
    expect(outcome.step).toBeUndefined();
    expect(outcome.fieldErrors).toEqual({});
  });

  it.each(['INVALID_VAT_NUMBER', 'MISSING_COUNTRY_CODE', 'COMPANY_ALREADY_EXISTS'] as const)(
    '%s shows its message at the VAT number and focuses it',
    (code) => {
      const outcome = outcomeForRegistrationError(apiError(code), t);
      expect(outcome).toMatchObject({
        step: 'company',
        focus: 'company.vatNumber',
        fieldErrors: { 'company.vatNumber': en.errors.codes[code] },
      });
    },
  );

  it('PAYMENT_FAILED takes the declined card off the form and shows the message at the card', () => {
    const outcome = outcomeForRegistrationError(
      apiError('PAYMENT_FAILED', { status: 402, message: 'Your card was declined.' }),
      t,
    );
    expect(outcome).toMatchObject({
      step: 'payment',
      clearPaymentMethod: true,
      fieldErrors: { paymentMethod: 'Your card was declined.' },
    });
  });

  it('SUBSCRIPTION_FAILED: the account exists, so no step and no retry; the banner offers the way on', () => {
    const outcome = outcomeForRegistrationError(apiError('SUBSCRIPTION_FAILED', { status: 500 }), t);
    expect(outcome).toMatchObject({ accountCreated: true, banner: { accountCreated: true } });
    expect(outcome.step).toBeUndefined();
  });

  it('USER_CREATION_FAILED aims at step 0 (the account), where it is retried', () => {
    const outcome = outcomeForRegistrationError(apiError('USER_CREATION_FAILED', { status: 500 }), t);
    expect(outcome).toMatchObject({ step: 'account' });
  });

  it('VALIDATION_ERROR without details shows the catalogue message', () => {
    const outcome = outcomeForRegistrationError(apiError('VALIDATION_ERROR'), t);
    expect(outcome.banner.message).toBe(
      'Please check your information and correct any errors before continuing.',
    );
    expect(outcome.step).toBeUndefined();
  });

  it('anything that is not an API answer is "Registration failed: {message}"', () => {
    const outcome = outcomeForRegistrationError(new TypeError('payload is not iterable'), t);
    expect(outcome.banner.message).toBe('Registration failed: payload is not iterable');
    expect(outcome.step).toBeUndefined();
  });
});
