import { useStore } from '@tanstack/react-form';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { authStatus } from '@/api/auth-status';
import { useSessionEnded } from '@/api/session-end';
import type { WizardStep } from '@/config';
import { uncheckedT, useTranslation } from '@/i18n';
import { registrationSchema, type Translate } from '../registration-form';
import { useRegistrationSubmit } from './registration-submit';
import { usePendingFocus, useStepChecks, useStepContinue, useStepNavigation } from './step-navigation';
import { useWizardBanner } from './use-wizard-banner';
import { useWizardVat } from './use-wizard-vat';
import { initialWizardState, useDraftAutosave, type WizardOptions } from './wizard-draft';
import { useCompanyType, useRegistrationFormApi, useWizardTerms } from './wizard-form';

/**
 * A call answered 401 (any of the wizard's: the VAT lookup, the card step, the registration itself) ends the
 * session for the whole console (api/session-end.ts): only signing in again can go on. The draft stays for
 * after the sign-in; the status, asked again, shows signed out if the session is gone.
 */
function useSessionEnd(lookupSessionEnded: boolean, clearBanner: () => void) {
  const sessionEnded = useSessionEnded() || lookupSessionEnded;

  useEffect(() => {
    if (!sessionEnded) return;
    clearBanner();
    void authStatus.refresh();
  }, [sessionEnded, clearBanner]);

  // Until the user signs in again, the registration call could only answer 401.
  return { sessionEnded };
}

/**
 * The registration wizard (spec section 4, Wizard), put together from its pieces: the form and its draft,
 * the steps and their checks, the VAT lookup, the banner, and the final submit (spec section 8).
 */
export function useRegistrationWizard(options: WizardOptions) {
  const { t: translate } = useTranslation();
  const t = useCallback<Translate>((key, values) => uncheckedT(translate)(key, values), [translate]);
  const [initial] = useState(() => initialWizardState(options));
  const schema = useMemo(() => registrationSchema(t), [t]);
  const form = useRegistrationFormApi(initial.form, schema);
  const values = useStore(form.store, (state) => state.values);
  const visibleSteps = initial.steps;

  const { banner, showBanner } = useWizardBanner(t, initial.restored);
  const focusAfterRender = usePendingFocus();
  const navigation = useStepNavigation(initial.step, visibleSteps, focusAfterRender);
  const { step, position, goTo } = navigation;
  const checks = useStepChecks(values, step, t);
  const clearBanner = useCallback(() => showBanner(null), [showBanner]);
  const vat = useWizardVat({
    form,
    values,
    restoredForm: initial.restored ? initial.form : null,
    t,
    banner,
    showBanner,
  });
  const session = useSessionEnd(vat.vat.status === 'session-ended', clearBanner);
  const submission = useRegistrationSubmit({
    form,
    t,
    step,
    visibleSteps,
    goTo,
    markAttempted: checks.markAttempted,
    showBanner,
    focusAfterRender,
    sessionEnded: session.sessionEnded,
  });
  useDraftAutosave(values, step, submission.succeeded || submission.accountCreated);
  const { isLocked } = submission;
  const setCompanyType = useCompanyType(form, isLocked);
  const terms = useWizardTerms(form, initial.form.terms.termsAccepted, isLocked);
  const continueFromStep = useStepContinue({
    form,
    t,
    step,
    nextStep: navigation.nextStep,
    goTo,
    markAttempted: checks.markAttempted,
    showBanner,
    focusAfterRender,
    vatVerdict: vat.verdictFor,
    settleVat: vat.settle,
  });

  /** Review's edit links and the error jumps. */
  const editStep = (target: WizardStep) => {
    if (isLocked()) return;
    showBanner(null);
    goTo(target);
  };

  return {
    form,
    values,
    step,
    visibleSteps,
    position,
    isFirst: position === 0,
    isLast: step === 'review',
    attempted: checks.attempted,
    stepErrors: checks.stepErrors,
    banner,
    dismissBanner: () => {
      showBanner(null);
      focusAfterRender('step-heading');
    },
    vat: vat.vat,
    submitting: submission.submitting,
    succeeded: submission.succeeded,
    accountCreated: submission.accountCreated,
    locked: submission.locked,
    continueToConsole: submission.continueToConsole,
    sessionEnded: session.sessionEnded,
    lockSecondsLeft: submission.lockSecondsLeft,
    identity: options.identity,
    setCompanyType,
    ...terms,
    continueFromStep,
    back: () => {
      if (navigation.previousStep && !isLocked()) editStep(navigation.previousStep);
    },
    editStep,
    submit: submission.submit,
  };
}

export type RegistrationWizard = ReturnType<typeof useRegistrationWizard>;
