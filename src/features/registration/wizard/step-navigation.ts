// Moving between the wizard's steps: the current step, its checks, Continue, and where focus goes.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WizardStep } from '@/config';
import { fieldControlId, type FormFieldPath } from '../field-paths';
import { bannerFor, type Banner } from '../registration-errors';
import type { RegistrationForm, Translate } from '../registration-form';
import { validateStep } from '../step-validation';
import type { VatLookupState } from '../use-vat-lookup';
import { normaliseVatInput } from '../vat-number';
import type { RegistrationFormApi } from './wizard-form';

/** Where focus goes after a jump, tried in order: fields, then the step heading or the banner. */
export type FocusTarget = FormFieldPath | 'step-heading' | 'banner';

/** The current step's heading: focus moves there when the step changes, for keyboard and screen readers. */
export const STEP_HEADING_ID = 'registration-step-heading';
/** The banner: focus moves there after a failed submit that shows no other step. */
export const BANNER_ID = 'registration-banner';

const FOCUS_ELEMENT_ID: Record<'step-heading' | 'banner', string> = {
  'step-heading': STEP_HEADING_ID,
  banner: BANNER_ID,
};

/**
 * Where focus goes once the step has rendered: the first of the targets that is on screen (a field named
 * by an error, the new step's heading, or the banner).
 */
export function usePendingFocus() {
  const pending = useRef<readonly FocusTarget[] | null>(null);
  const focusAfterRender = useCallback((...targets: FocusTarget[]) => {
    pending.current = targets;
  }, []);

  // Runs after every render: the jump that asked for focus has rendered its step by then.
  useEffect(() => {
    const targets = pending.current;
    if (!targets) return;
    pending.current = null;
    for (const target of targets) {
      const id =
        target === 'step-heading' || target === 'banner' ? FOCUS_ELEMENT_ID[target] : fieldControlId(target);
      const element = document.getElementById(id);
      if (!element) continue;
      element.focus();
      element.scrollIntoView?.({ block: 'center' });
      if (document.activeElement === element) return;
    }
  });

  return focusAfterRender;
}

/** The current step among the visible ones; each move puts focus on the new step's heading. */
export function useStepNavigation(
  initialStep: WizardStep,
  visibleSteps: readonly WizardStep[],
  focusAfterRender: (...targets: FocusTarget[]) => void,
) {
  const [step, setStep] = useState<WizardStep>(initialStep);
  const position = visibleSteps.indexOf(step);

  const goTo = (target: WizardStep) => {
    setStep(target);
    focusAfterRender('step-heading');
    window.scrollTo?.({ top: 0 });
  };

  return {
    step,
    position,
    goTo,
    nextStep: visibleSteps[position + 1],
    previousStep: visibleSteps[position - 1],
  };
}

/**
 * The current step's own checks (spec section 5, per-step checks) once the user tried to leave it: they
 * add what the schema alone cannot say (a VAT number that is not two letters and digits, a missing card).
 */
export function useStepChecks(values: RegistrationForm, step: WizardStep, t: Translate) {
  const [attempted, setAttempted] = useState<ReadonlySet<WizardStep>>(() => new Set());

  const stepErrors = useMemo((): Partial<Record<FormFieldPath, string>> => {
    if (!attempted.has(step)) return {};
    try {
      return validateStep(values, step, t).fieldErrors;
    } catch {
      return {};
    }
  }, [attempted, step, values, t]);

  const markAttempted = (s: WizardStep) => setAttempted((prev) => new Set(prev).add(s));

  return { attempted: attempted.has(step), stepErrors, markAttempted };
}

interface ContinueContext {
  readonly form: RegistrationFormApi;
  readonly t: Translate;
  readonly step: WizardStep;
  readonly nextStep: WizardStep | undefined;
  readonly goTo: (step: WizardStep) => void;
  readonly markAttempted: (step: WizardStep) => void;
  readonly showBanner: (banner: Banner | null) => void;
  readonly focusAfterRender: (...targets: FocusTarget[]) => void;
  readonly vatVerdict: (vatNumber: string) => Promise<VatLookupState>;
  /** Acts on a verdict Continue fetched itself; says whether a field changed. */
  readonly settleVat: (vatNumber: string, verdict: VatLookupState) => boolean;
}

/**
 * Continue: the step's checks, and on the company step the VAT registry's verdict (spec section 5), then
 * the next step; a failed check says why in the banner and puts focus on the first field at fault.
 */
export function useStepContinue(context: ContinueContext) {
  const { form, t, step, showBanner, markAttempted, focusAfterRender } = context;

  const continueFromStep = async (): Promise<void> => {
    // An organisation number typed and sent with Enter (no blur) is rewritten before it is checked.
    const typedVat = form.state.values.company.vatNumber;
    if (step === 'company' && typedVat.trim() !== '' && normaliseVatInput(typedVat) !== typedVat) {
      form.setFieldValue('company.vatNumber', normaliseVatInput(typedVat));
    }
    let result;
    try {
      result = validateStep(form.state.values, step, t);
    } catch {
      showBanner(bannerFor(t('errors.validationException')));
      return;
    }
    await form.validate('change');
    if (!result.valid) {
      markAttempted(step);
      showBanner({ message: result.banner ?? t('errors.validationException'), tone: 'error' });
      const first = Object.keys(result.fieldErrors)[0] as FormFieldPath | undefined;
      if (first) focusAfterRender(first);
      return;
    }
    if (step === 'company' && form.state.values.company.type === 'company') {
      const { vatNumber } = form.state.values.company;
      const verdict = await context.vatVerdict(vatNumber);
      // The session ended (the client has said so to the whole console): signing in again is the way on.
      if (verdict.status === 'session-ended') return;
      // What the registry filled for another number goes before the step is left.
      const refilled = context.settleVat(vatNumber, verdict);
      if (verdict.status === 'invalid' || verdict.status === 'exists') {
        const message =
          verdict.status === 'invalid'
            ? t('registration.errors.vatInvalid')
            : t('registration.errors.vatExists');
        markAttempted(step);
        showBanner(bannerFor(message));
        focusAfterRender('company.vatNumber');
        return;
      }
      // Taken back, a required field shows its error here (the verdict is settled: nothing is asked again).
      if (refilled && !validateStep(form.state.values, step, t).valid) return continueFromStep();
    }
    showBanner(null);
    if (context.nextStep) context.goTo(context.nextStep);
  };

  return continueFromStep;
}
