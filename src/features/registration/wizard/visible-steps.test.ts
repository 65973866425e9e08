import { describe, expect, it } from 'vitest';
import { reachableStep, visibleWizardSteps } from './visible-steps';

const maja = { name: 'Maja Berg', email: 'new@nordlys.example' };

describe('the steps a user walks', () => {
  it('an identity walks four steps, without Account Information, whatever the address says', () => {
    expect(visibleWizardSteps({ identity: { name: '', email: '' }, hideAccountStep: false })).toHaveLength(4);
    expect(visibleWizardSteps({ identity: maja, hideAccountStep: false })).toEqual([
      'company',
      'plan',
      'payment',
      'review',
    ]);
  });

  it('without an identity, step 0 follows the registration marker and the address', () => {
    expect(visibleWizardSteps({ hideAccountStep: false })).toHaveLength(5);
    expect(visibleWizardSteps({ hideAccountStep: true })).toHaveLength(4);
  });

  it('an error aimed at a step that is not walked is shown on the review, which lists the account', () => {
    const steps = visibleWizardSteps({ identity: maja, hideAccountStep: true });
    expect(reachableStep('account', steps)).toBe('review');
    expect(reachableStep('plan', steps)).toBe('plan');
  });
});
