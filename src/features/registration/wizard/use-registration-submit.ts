import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { isAuthFailure } from '@/api/api-error';
import { useCompleteRegistration } from '@/api/generated/endpoints/registration/registration';
import { DEFAULT_PLAN_ID, REGISTRATION_SUCCESS_REDIRECT_DELAY_MS, type WizardStep } from '@/config';
import { authStatus } from '@/api/auth-status';
import { useIntentKey } from '@/api/intent-key';
import { clearDraft } from '../draft';
import { outcomeForRegistrationError, type Banner } from '../registration-errors';
import type { Translate } from '../registration-form';
import { useSubmitLock } from '../registration-lock';
import { buildRegistrationPayload } from '../registration-payload';
import { errorJump, type FocusTarget } from './error-jump';
import type { RegistrationFormApi } from './registration-form-api';
import { REGISTRATION_MUTATION_OPTIONS } from './registration-mutation';
import { applyServerFieldErrors } from './server-field-errors';
import { successBanner } from './success-banner';

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
