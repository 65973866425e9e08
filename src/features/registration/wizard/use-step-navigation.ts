import { useState } from 'react';
import type { WizardStep } from '@/config';
import type { FocusTarget } from './error-jump';

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
