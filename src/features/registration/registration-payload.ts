import type { CompleteRegistrationRequest, PlanId } from '@/api/generated/model';
import { PLAN_QUANTITY } from '@/config';
import type { RegistrationForm } from './registration-form';

/**
 * The payload of spec section 3 for `POST /v1/users/me/complete-registration`: the company only for the
 * company type, the plan as `[{id, quantity: 1}]`, the payment method id, and consent and terms always true
 * (the final button is disabled until the terms are accepted).
 */
export function buildRegistrationPayload(form: RegistrationForm): CompleteRegistrationRequest {
  const { company } = form;
  return {
    ...(company.type === 'company' && {
      company: {
        name: company.name.trim(),
        email: company.email.trim(),
        vatNumber: company.vatNumber.trim(),
        address: {
          street: company.address.street.trim(),
          city: company.address.city.trim(),
          zip: company.address.zip.trim(),
          countryCode: company.address.countryCode.trim().toUpperCase(),
        },
      },
    }),
    plans: [{ id: form.plan.planId as PlanId, quantity: PLAN_QUANTITY }],
    ...(form.paymentMethod?.id && { paymentMethodId: form.paymentMethod.id }),
    marketingConsent: true,
    termsAccepted: true,
  };
}
