import type { WizardStep } from '@/config/constants';
import type { FormFieldPath } from '../field-paths';
import type { ErrorOutcome } from '../registration-errors';
import { belongsToStep } from '../step-validation';

/** Where focus goes after a failed submit, tried in order: fields, then the step heading or the banner. */
export type FocusTarget = FormFieldPath | 'step-heading' | 'banner';

export interface ErrorJump {
  /** The step to show; undefined stays where the user is. */
  readonly step?: WizardStep;
  /** Step 0 is shown although it is normally hidden (an identity registering). */
  readonly showAccountStep: boolean;
  readonly focus: readonly FocusTarget[];
}

export interface JumpContext {
  readonly visibleSteps: readonly WizardStep[];
  /** Whether step 0 lets the user change this field (an identity's email comes from the provider). */
  readonly editableOnAccountStep: (field: FormFieldPath) => boolean;
}

/**
 * The step a failed submit shows and what gets focus (spec section 8). The catalogue's step is kept where the
 * user can act on it: `termsAccepted` ("to 0") goes to the step that shows the terms; step 0, when hidden,
 * comes back only for errors about it or for a field the user can change there, otherwise the first visible
 * step is shown. Focus tries the named fields of that step, then its heading; with no jump, the banner.
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
  let showAccountStep = false;
  if (step === 'account' && !context.visibleSteps.includes('account')) {
    const changeable = named.some((f) => belongsToStep(f, 'account') && context.editableOnAccountStep(f));
    if (outcome.showAccountStep || changeable) showAccountStep = true;
    else step = context.visibleSteps[0];
  }
  if (step === undefined) return { showAccountStep, focus: ['banner'] };
  const target = step;
  return {
    step: target,
    showAccountStep,
    focus: [...named.filter((field) => belongsToStep(field, target)), 'step-heading'],
  };
}
