import type { PlanId, WizardStep } from '@/config';
import type { MessageKey } from './registration-form';
import type { TermsDocument } from './terms';

// Literal keys for what is named by an id, so a search for any key of the catalogue finds its use.

export const STEP_TITLE_KEYS = {
  account: 'registration.steps.account',
  company: 'registration.steps.company',
  plan: 'registration.steps.plan',
  payment: 'registration.steps.payment',
  review: 'registration.steps.review',
} as const satisfies Record<WizardStep, MessageKey>;

export const PLAN_TEXT_KEYS = {
  get_started: {
    name: 'registration.wizard.plan.plans.get_started.name',
    description: 'registration.wizard.plan.plans.get_started.description',
    note: 'registration.wizard.plan.plans.get_started.note',
  },
  wallet_50_monthly: {
    name: 'registration.wizard.plan.plans.wallet_50_monthly.name',
    description: 'registration.wizard.plan.plans.wallet_50_monthly.description',
    note: 'registration.wizard.plan.plans.wallet_50_monthly.note',
  },
  wallet_500_monthly: {
    name: 'registration.wizard.plan.plans.wallet_500_monthly.name',
    description: 'registration.wizard.plan.plans.wallet_500_monthly.description',
    note: 'registration.wizard.plan.plans.wallet_500_monthly.note',
  },
} as const satisfies Record<PlanId, Record<'name' | 'description' | 'note', MessageKey>>;

export const TERMS_DOCUMENT_KEYS = {
  termsOfService: 'registration.wizard.review.termsOfService',
  privacyPolicy: 'registration.wizard.review.privacyPolicy',
  dataProcessingAgreement: 'registration.wizard.review.dataProcessingAgreement',
} as const satisfies Record<TermsDocument, MessageKey>;
