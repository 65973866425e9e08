import { useMemo, useState } from 'react';
import type { WizardStep } from '@/config';
import type { FormFieldPath } from '../field-paths';
import type { RegistrationForm, Translate } from '../registration-form';
import { validateStep } from '../step-validation';

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
