import { PLAN_IDS, type PlanId } from '@/config';
import { PLAN_TEXT_KEYS } from '../message-keys';
import type { Banner } from '../registration-errors';
import type { Translate } from '../registration-form';
import type { buildRegistrationPayload } from '../registration-payload';

const isPlanId = (id: string | undefined): id is PlanId =>
  id !== undefined && (PLAN_IDS as readonly string[]).includes(id);

/** The success banner names the plan that was sent, whatever the form shows by then. */
export function successBanner(payload: ReturnType<typeof buildRegistrationPayload>, t: Translate): Banner {
  const planId = payload.plans[0]?.id;
  return {
    message: t('registration.wizard.success'),
    tone: 'success',
    ...(isPlanId(planId) && {
      detail: t('registration.wizard.registeredPlan', { plan: t(PLAN_TEXT_KEYS[planId].name) }),
    }),
  };
}
