import { describe, expect, it } from 'vitest';
import { WIZARD_STEPS, type WizardStep } from '@/config/constants';
import type { FormFieldPath } from '../field-paths';
import type { ErrorOutcome } from '../registration-errors';
import { errorJump, type JumpContext } from './error-jump';

const banner = { message: 'Please fix the following issues: ', tone: 'error' } as const;
const identitySteps: readonly WizardStep[] = WIZARD_STEPS.filter((s) => s !== 'account');
const identity: JumpContext = { visibleSteps: identitySteps, editableOnAccountStep: () => false };
const visitor: JumpContext = { visibleSteps: WIZARD_STEPS, editableOnAccountStep: () => true };

const fieldError = (step: WizardStep | undefined, fields: readonly FormFieldPath[]): ErrorOutcome => ({
  banner,
  step,
  focus: fields[0],
  fieldErrors: Object.fromEntries(fields.map((f) => [f, 'Wrong'])),
});

describe('errorJump: the step and the focus after a failed submit', () => {
  it('user.* for an identity (step 0 hidden, email from the provider): the first visible step, its heading', () => {
    expect(errorJump(fieldError('account', ['user.email']), identity)).toEqual({
      step: 'company',
      showAccountStep: false,
      focus: ['step-heading'],
    });
  });

  it('the first visible step focuses a named field it has', () => {
    expect(errorJump(fieldError('account', ['user.email', 'company.type']), identity).focus).toEqual([
      'company.type',
      'step-heading',
    ]);
  });

  it('a name the identity can still type brings step 0 back', () => {
    const context: JumpContext = { ...identity, editableOnAccountStep: (f) => f === 'user.name' };
    expect(errorJump(fieldError('account', ['user.name']), context)).toEqual({
      step: 'account',
      showAccountStep: true,
      focus: ['user.name', 'step-heading'],
    });
  });

  it('user.* when step 0 is shown: step 0 and the field', () => {
    expect(errorJump(fieldError('account', ['user.email']), visitor)).toEqual({
      step: 'account',
      showAccountStep: false,
      focus: ['user.email', 'step-heading'],
    });
  });

  it('termsAccepted ("to 0") goes to the step that shows the terms', () => {
    expect(errorJump(fieldError('account', ['terms.termsAccepted']), visitor).step).toBe('review');
    expect(errorJump(fieldError('account', ['terms.termsAccepted']), identity).step).toBe('review');
  });

  it('an error about step 0 itself shows it even for an identity', () => {
    const outcome: ErrorOutcome = { banner, step: 'account', showAccountStep: true };
    expect(errorJump(outcome, identity)).toEqual({
      step: 'account',
      showAccountStep: true,
      focus: ['step-heading'],
    });
  });

  it('no step to go to: focus on the banner', () => {
    expect(errorJump({ banner }, identity)).toEqual({ showAccountStep: false, focus: ['banner'] });
  });

  it('fields of other steps are not focus candidates', () => {
    expect(errorJump(fieldError('plan', ['plan.planId', 'company.name']), identity).focus).toEqual([
      'plan.planId',
      'step-heading',
    ]);
  });
});
