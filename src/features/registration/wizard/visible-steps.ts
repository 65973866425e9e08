import { WIZARD_STEPS, type WizardStep } from '@/config';
import type { WizardIdentity } from './wizard-initial-state';

/**
 * The steps a user walks, decided once from who they are, so "Step x of n" never changes mid-flow. An
 * identity's name and email come from the identity provider, so it never walks step 0; otherwise step 0 is
 * hidden by the registration marker or `step=1` in the address (spec section 2).
 */
export function visibleWizardSteps(options: {
  readonly identity?: WizardIdentity;
  readonly hideAccountStep: boolean;
}): readonly WizardStep[] {
  const showAccount = !options.identity && !options.hideAccountStep;
  return showAccount ? WIZARD_STEPS : WIZARD_STEPS.filter((step) => step !== 'account');
}

/** Where an error aimed at `target` is shown: its own step, or the review when that step is not walked. */
export function reachableStep(target: WizardStep, steps: readonly WizardStep[]): WizardStep {
  return steps.includes(target) ? target : 'review';
}
