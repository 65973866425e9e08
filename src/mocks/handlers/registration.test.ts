import { describe, expect, it } from 'vitest';

import type { CompleteRegistrationResponse, ErrorCode, Wallet } from '@/api/generated/model';
import { PLAN_CATALOGUE } from '@/config/plans';
import { server } from '@/test/msw-server';

import {
  REGISTRATION_ATTEMPTS_PER_MINUTE,
  REGISTRATION_TRIGGERS,
  VALID_REGISTRATION,
} from '../registration-triggers';
import { DEMO_ADMIN, DEMO_NEW } from '../store/demo';
import { startMockApi } from '../testing/mock-api';

const REGISTER = '/v1/users/me/complete-registration';

/** The registration codes of spec section 8 (the rest of the catalogue is not registration's). */
const SECTION_8_REGISTRATION_CODES: ErrorCode[] = [
  'EMAIL_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS',
  'INVALID_VAT_NUMBER',
  'MISSING_COUNTRY_CODE',
  'COMPANY_ALREADY_EXISTS',
  'PAYMENT_REQUIRED',
  'PAYMENT_FAILED',
  'INVALID_PLAN',
  'COMPANY_CREATION_FAILED',
  'USER_CREATION_FAILED',
  'SUBSCRIPTION_FAILED',
  'VALIDATION_ERROR',
  'SERVER_ERROR',
  'REGISTRATION_RATE_LIMIT_EXCEEDED',
];

describe('POST /v1/users/me/complete-registration', () => {
  it('has a documented trigger for every registration error code', () => {
    expect(REGISTRATION_TRIGGERS.map((t) => t.code).sort()).toEqual([...SECTION_8_REGISTRATION_CODES].sort());
  });

  it.each(REGISTRATION_TRIGGERS.map((t) => [t.code, t] as const))(
    'answers %s to its trigger',
    async (code, trigger) => {
      const api = startMockApi(server);
      await api.signIn(DEMO_NEW.email);
      for (let i = 0; i < (trigger.priorAttempts ?? 0); i++) {
        await api.call('completeRegistration', 'POST', REGISTER, { json: { plans: [] } });
      }
      const { status, body, response } = await api.call('completeRegistration', 'POST', REGISTER, {
        json: trigger.body,
      });
      expect(status).toBe(trigger.status);
      expect(body).toMatchObject({ code });
      if (status === 429) expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
      // Nothing was created.
      expect(api.db.identities.findByEmail(DEMO_NEW.email)?.userId).toBeNull();
    },
  );

  it('names the field of every validation problem with a dotted path', async () => {
    const api = startMockApi(server);
    await api.signIn(DEMO_NEW.email);
    const { body } = await api.call('completeRegistration', 'POST', REGISTER, {
      json: {
        ...VALID_REGISTRATION,
        company: {
          ...VALID_REGISTRATION.company,
          vatNumber: '55-91',
          address: { ...VALID_REGISTRATION.company.address, countryCode: 'se' },
        },
        plans: [{ id: 'gold', quantity: 1 }],
        termsAccepted: false,
      },
    });
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((body as { details: { path: string }[] }).details.map((d) => d.path).sort()).toEqual(
      ['company.address.countryCode', 'company.vatNumber', 'plans.0.id', 'termsAccepted'].sort(),
    );
  });

  it('creates the back-office account: the next status says hasOdooAccount', async () => {
    const api = startMockApi(server);
    await api.signIn(DEMO_NEW.email);
    const { status, body } = await api.call<CompleteRegistrationResponse>(
      'completeRegistration',
      'POST',
      REGISTER,
      {
        json: { ...VALID_REGISTRATION, plans: [{ id: 'wallet_500_monthly', quantity: 1 }] },
      },
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      user: {
        email: DEMO_NEW.email,
        name: DEMO_NEW.name,
        role: 'admin',
        company: { name: 'Fjällbacka Data AB', vat: 'SE559123456701' },
      },
    });

    const after = await api.call('getAuthStatus', 'GET', '/v1/auth/status');
    expect(after.body).toMatchObject({
      authenticated: true,
      keycloakAuthenticated: true,
      hasOdooAccount: true,
      user: { id: body.user?.id },
    });
    const wallet = await api.call<Wallet>('getWallet', 'GET', '/v1/billing/wallet');
    expect(wallet.body).toMatchObject({
      planId: 'wallet_500_monthly',
      balance: { amount: PLAN_CATALOGUE.wallet_500_monthly.walletCredit },
    });
    expect((await api.call('listApiKeys', 'GET', '/v1/api-keys')).body).toEqual([]);
    expect((await api.call('listUsers', 'GET', '/v1/users')).body).toHaveLength(1);
    expect((await api.call('listPaymentMethods', 'GET', '/v1/billing/payment-methods')).body).toMatchObject([
      { last4: '4242', isDefault: true },
    ]);

    // The company is now registered: VAT look-ups say so, and registering it again is refused.
    const vat = await api.call('validateVat', 'POST', '/v1/vat/validate', {
      json: { vatNumber: 'SE559123456701' },
    });
    expect(vat.body).toMatchObject({ valid: true, exists: true });
    const again = await api.call('completeRegistration', 'POST', REGISTER, { json: VALID_REGISTRATION });
    expect(again.body).toMatchObject({ code: 'USER_ALREADY_EXISTS' });
  });

  it('registers an individual (no company) with the identity’s name and email on invoices', async () => {
    const api = startMockApi(server);
    await api.signIn(DEMO_NEW.email);
    const { company: _, ...individual } = VALID_REGISTRATION;
    const { status, body } = await api.call<CompleteRegistrationResponse>(
      'completeRegistration',
      'POST',
      REGISTER,
      { json: individual },
    );
    expect(status).toBe(201);
    expect(body.user).toMatchObject({ company: null, company_id: null });
    const invoices = await api.call('listInvoices', 'GET', '/v1/billing/invoices');
    expect(invoices.body).toMatchObject([
      {
        customer: { name: DEMO_NEW.name, email: DEMO_NEW.email },
        amount: PLAN_CATALOGUE.wallet_50_monthly.price,
      },
    ]);
  });

  it('answers 409 USER_ALREADY_EXISTS to an identity that has an account', async () => {
    const api = startMockApi(server);
    await api.signIn(DEMO_ADMIN.email);
    const { status, body } = await api.call('completeRegistration', 'POST', REGISTER, {
      json: VALID_REGISTRATION,
    });
    expect(status).toBe(409);
    expect(body).toEqual({ error: 'User already exists', code: 'USER_ALREADY_EXISTS' });
  });

  it('answers 409 EMAIL_ALREADY_EXISTS, naming the email, when a back-office user has the identity’s email', async () => {
    const api = startMockApi(server);
    api.db.identities.create({
      email: 'sofia.holm@rheinwerk-ki.example',
      name: 'Sofia',
      password: 'x'.repeat(8),
    });
    api.db.users.create({
      accountId: 2,
      name: 'Sofia',
      email: 'sofia.holm@rheinwerk-ki.example',
      role: 'member',
    });
    await api.signIn('sofia.holm@rheinwerk-ki.example');
    const { status, body } = await api.call('completeRegistration', 'POST', REGISTER, {
      json: VALID_REGISTRATION,
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'EMAIL_ALREADY_EXISTS',
      details: { email: 'sofia.holm@rheinwerk-ki.example' },
    });
  });

  it(`allows ${REGISTRATION_ATTEMPTS_PER_MINUTE} attempts a minute per session, then 429 until the minute has passed`, async () => {
    let now = new Date('2026-11-22T12:00:00Z');
    const api = startMockApi(server, { now: () => now });
    await api.signIn(DEMO_NEW.email);
    const attempt = () => api.call('completeRegistration', 'POST', REGISTER, { json: { plans: [] } });
    for (let i = 0; i < REGISTRATION_ATTEMPTS_PER_MINUTE; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.response.headers.get('Retry-After')).toBe('60');
    now = new Date(now.getTime() + 61_000);
    expect((await attempt()).status).toBe(400);
  });

  it('does not block when the VAT registry is unavailable', async () => {
    const api = startMockApi(server);
    await api.signIn(DEMO_NEW.email);
    const { status } = await api.call('completeRegistration', 'POST', REGISTER, {
      json: {
        ...VALID_REGISTRATION,
        company: { ...VALID_REGISTRATION.company, vatNumber: 'SE503503503501' },
      },
    });
    expect(status).toBe(201);
  });
});
