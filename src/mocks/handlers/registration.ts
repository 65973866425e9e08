import { getCompleteRegistrationMockHandler } from '@/api/generated/endpoints/registration/registration.msw';
import { CompleteRegistrationBody } from '@/api/generated/endpoints/registration/registration.zod';
import type { CompleteRegistrationRequest } from '@/api/generated/model';
import { DEFAULT_PLAN_ID } from '@/config/plans';

import { isDeclinedToken } from '../store/payment-methods';
import { codeTriggeredByName, REGISTRATION_ATTEMPTS_PER_MINUTE } from '../registration-triggers';
import { lookupVat } from '../vat-registry';

import { requireCaller, type Caller } from './kit/auth';
import { readJson, validate } from './kit/body';
import { statusForCode } from './kit/faults';
import { operationsFor, type HandlerContext, type OperationHandler } from './kit/operation';
import { fail } from './kit/respond';

const RATE_WINDOW_MS = 60_000;

export function registrationHandlers(ctx: HandlerContext): OperationHandler[] {
  const { db } = ctx;
  const op = operationsFor(ctx, 'registration');

  /** The checks of registration-triggers.ts after the schema, in its documented order. */
  const refuseIfNeeded = (caller: Caller, body: CompleteRegistrationRequest) => {
    const triggered = codeTriggeredByName(body.company?.name);
    if (triggered) {
      const details = triggered === 'EMAIL_ALREADY_EXISTS' ? { email: caller.identity.email } : undefined;
      fail(statusForCode(triggered), triggered, {
        message: triggered === 'USER_ALREADY_EXISTS' ? 'User already exists' : undefined,
        details,
      });
    }
    if (db.users.byEmail(caller.identity.email)) {
      fail(409, 'EMAIL_ALREADY_EXISTS', { details: { email: caller.identity.email } });
    }
    if (body.company) {
      const vat = lookupVat(body.company.vatNumber);
      if (vat.kind === 'not-eu') fail(400, 'MISSING_COUNTRY_CODE');
      if (vat.kind === 'checked' && !vat.valid) fail(400, 'INVALID_VAT_NUMBER');
      if (db.accounts.byVat(vat.vatNumber)) fail(409, 'COMPANY_ALREADY_EXISTS');
    }
    if (!body.paymentMethodId && !body.stripeCustomerId) fail(400, 'PAYMENT_REQUIRED');
    if (body.paymentMethodId && isDeclinedToken(body.paymentMethodId)) {
      fail(402, 'PAYMENT_FAILED', { message: 'Your card was declined.' });
    }
  };

  return [
    op('completeRegistration', getCompleteRegistrationMockHandler, async ({ request, cookies }) => {
      const caller = requireCaller(db, request, cookies);
      const verdict = db.rateLimits.hit(
        `registration:${caller.session.id}`,
        REGISTRATION_ATTEMPTS_PER_MINUTE,
        RATE_WINDOW_MS,
      );
      if (!verdict.allowed) {
        fail(429, 'REGISTRATION_RATE_LIMIT_EXCEEDED', {
          headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
        });
      }
      if (caller.identity.userId !== null)
        fail(409, 'USER_ALREADY_EXISTS', { message: 'User already exists' });
      const body = validate(CompleteRegistrationBody, await readJson(request));
      refuseIfNeeded(caller, body);

      const planId = body.plans[0]?.id ?? DEFAULT_PLAN_ID;
      const company = body.company;
      const account = db.accounts.create({
        company: company
          ? {
              name: company.name,
              email: company.email,
              vat: lookupVat(company.vatNumber).vatNumber,
              street: company.address.street,
              city: company.address.city,
              zip: company.address.zip,
              countryCode: company.address.countryCode,
              phone: null,
            }
          : null,
        billingName: company?.name ?? caller.identity.name,
        billingEmail: company?.email ?? caller.identity.email,
        planId,
      });
      const user = db.users.create({
        accountId: account.id,
        name: caller.identity.name,
        email: caller.identity.email,
        role: 'admin',
      });
      db.paymentMethods.add(account, {
        token: body.paymentMethodId ?? 'pm_card_visa',
        type: 'card',
        setDefault: true,
      });
      db.billing.chargePlan(account);
      db.identities.link(caller.identity.subject, user.id);
      return {
        success: true,
        message: 'Registration completed successfully',
        user: db.users.toProfile(user),
      };
    }),
  ];
}
