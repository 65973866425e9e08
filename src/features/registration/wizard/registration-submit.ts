// The final submit: the registration call, where a failed one leaves the user, and the success banner.
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { isAuthFailure } from '@/api/api-error';
import { authStatus } from '@/api/auth-status';
import { useCompleteRegistration } from '@/api/generated/endpoints/registration/registration';
import { useIntentKey } from '@/api/intent-key';
import {
  DEFAULT_PLAN_ID,
  PLAN_IDS,
  REGISTRATION_SUCCESS_REDIRECT_DELAY_MS,
  type PlanId,
  type WizardStep,
} from '@/config';
import { clearDraft } from '../draft';
import type { FormFieldPath } from '../field-paths';
import { PLAN_TEXT_KEYS } from '../message-keys';
import { outcomeForRegistrationError, type Banner, type ErrorOutcome } from '../registration-errors';
import type { Translate } from '../registration-form';
import { useSubmitLock } from '../registration-lock';
import { buildRegistrationPayload } from '../registration-payload';
import { belongsToStep } from '../step-validation';
import type { FocusTarget } from './step-navigation';
import { applyServerFieldErrors, type RegistrationFormApi } from './wizard-form';

/**
 * The registration call's mutation options. Never retried on its own (registering is not idempotent), and
 * sent even when the browser says it is offline: TanStack Query would otherwise pause it, and the final button
 * would say "Completing registration…" until the connection came back, with no message. Failing at once
 * shows the network error and leaves the button to try again.
 */
export const REGISTRATION_MUTATION_OPTIONS = { retry: false, networkMode: 'always' } as const;

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

export interface ErrorJump {
  /** The step to show; undefined stays where the user is. */
  readonly step?: WizardStep;
  readonly focus: readonly FocusTarget[];
}

export interface JumpContext {
  readonly visibleSteps: readonly WizardStep[];
}

/**
 * The step a failed submit shows and what gets focus (spec section 8). The catalogue's step is kept where the
 * user can act on it: `termsAccepted` ("to 0") goes to the step that shows the terms; for a step this user
 * does not walk (step 0 for an identity) the first walked step with a named field is shown, else the review,
 * which lists the account. Focus tries the named
 * fields of that step, then its heading; with no jump, the banner.
 */
export function errorJump(outcome: ErrorOutcome, context: JumpContext): ErrorJump {
  const named = [
    ...(outcome.focus ? [outcome.focus] : []),
    ...(Object.keys(outcome.fieldErrors ?? {}) as FormFieldPath[]),
  ].filter((field, index, all) => all.indexOf(field) === index);

  let step = outcome.step;
  const focus = outcome.focus;
  if (step === 'account' && focus && !belongsToStep(focus, 'account')) {
    step = context.visibleSteps.find((s) => belongsToStep(focus, s));
  }
  if (step === undefined) return { focus: ['banner'] };
  if (!context.visibleSteps.includes(step)) {
    // The next named field on a step this user walks decides; with none, the review.
    const actionable = context.visibleSteps.find((s) => named.some((field) => belongsToStep(field, s)));
    step = actionable ?? step;
  }
  // A step this user does not walk shows on the review, which lists the account.
  const target = context.visibleSteps.includes(step) ? step : 'review';
  return {
    step: target,
    focus: [...named.filter((field) => belongsToStep(field, target)), 'step-heading'],
  };
}

interface SubmitContext {
  readonly form: RegistrationFormApi;
  readonly t: Translate;
  readonly step: WizardStep;
  readonly visibleSteps: readonly WizardStep[];
  readonly goTo: (step: WizardStep) => void;
  readonly markAttempted: (step: WizardStep) => void;
  readonly showBanner: (banner: Banner | null) => void;
  readonly focusAfterRender: (...targets: FocusTarget[]) => void;
  readonly sessionEnded: boolean;
}

/**
 * The final submit (spec sections 4 and 8): one call at a time, terms and card checked again, every error
 * of the catalogue acted on, and on success the way on to the console.
 */
export function useRegistrationSubmit(context: SubmitContext) {
  const { form, t, showBanner, markAttempted, focusAfterRender } = context;
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  /** SUBSCRIPTION_FAILED: the account exists, so the form is never submitted again from this page. */
  const [accountCreated, setAccountCreated] = useState(false);
  const submittingRef = useRef(false);
  /** Nothing on the form changes while it is being registered or once it is (what was sent is what shows). */
  const locked = submitting || succeeded || accountCreated;
  const lock = useSubmitLock();
  const mutation = useCompleteRegistration({ mutation: REGISTRATION_MUTATION_OPTIONS });
  // A retry after a lost answer is the same registration: the platform registers (and charges) once.
  const intent = useIntentKey();

  /** After the account was created without billing: on to the console, which the new account opens. */
  const continueToConsole = () => {
    void authStatus.refresh().finally(() => void navigate({ to: '/' }));
  };

  const failed = (error: unknown, email: string) => {
    // The session ended (the client has said so to the whole console): the notice offers to sign in again.
    if (isAuthFailure(error)) return;
    const outcome = outcomeForRegistrationError(error, t, { email });
    if (outcome.resetPlan) form.setFieldValue('plan.planId', DEFAULT_PLAN_ID);
    if (outcome.clearPaymentMethod) form.setFieldValue('paymentMethod', null);
    if (outcome.lockMs) lock.lock(outcome.lockMs);
    if (outcome.accountCreated) {
      setAccountCreated(true);
      clearDraft();
    }
    if (outcome.fieldErrors) applyServerFieldErrors(form, outcome.fieldErrors);
    const jump = errorJump(outcome, { visibleSteps: context.visibleSteps });
    if (jump.step) {
      markAttempted(jump.step);
      if (jump.step !== context.step) context.goTo(jump.step);
    }
    focusAfterRender(...jump.focus);
    showBanner(outcome.banner);
  };

  const submit = async () => {
    if (submittingRef.current || lock.locked || succeeded || accountCreated || context.sessionEnded) return;
    const current = form.state.values;
    if (!current.terms.termsAccepted) {
      markAttempted('review');
      showBanner({ message: t('registration.errors.termsRequiredToContinue'), tone: 'error' });
      return;
    }
    if (!current.paymentMethod?.id) {
      showBanner({ message: t('registration.errors.paymentAtSubmit'), tone: 'error' });
      markAttempted('payment');
      context.goTo('payment');
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    showBanner(null);
    const payload = buildRegistrationPayload(current);
    try {
      await mutation.mutateAsync({ data: payload, headers: intent.headers(payload) });
      intent.settle(payload);
      setSucceeded(true);
      clearDraft();
      showBanner(successBanner(payload, t));
      focusAfterRender('banner');
      window.setTimeout(continueToConsole, REGISTRATION_SUCCESS_REDIRECT_DELAY_MS);
    } catch (error) {
      intent.settle(payload, error);
      failed(error, current.user.email);
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  return {
    submit,
    continueToConsole,
    submitting,
    succeeded,
    accountCreated,
    locked,
    isLocked: () => submittingRef.current || locked,
    lockSecondsLeft: lock.secondsLeft,
  };
}
