import type { WizardStep } from '@/config';
import type { FormFieldPath } from '../field-paths';
import type { ErrorOutcome } from '../registration-errors';
import { belongsToStep } from '../step-validation';
import { reachableStep } from './visible-steps';

/** Where focus goes after a failed submit, tried in order: fields, then the step heading or the banner. */
export type FocusTarget = FormFieldPath | 'step-heading' | 'banner';

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
  const target = reachableStep(step, context.visibleSteps);
  return {
    step: target,
    focus: [...named.filter((field) => belongsToStep(field, target)), 'step-heading'],
  };
}
