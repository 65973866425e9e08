import type { WizardStep } from '@/config';
import type { FormFieldPath } from '../field-paths';
import { bannerFor, type Banner } from '../registration-errors';
import type { Translate } from '../registration-form';
import { validateStep } from '../step-validation';
import type { VatLookupState } from '../use-vat-lookup';
import { normaliseVatInput } from '../vat-number';
import type { FocusTarget } from './error-jump';
import type { RegistrationFormApi } from './registration-form-api';

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
