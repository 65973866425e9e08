import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { WIZARD_STEPS, type WizardStep } from '@/config';
import { englishT } from '@/test/english-t';
import type { FormFieldPath } from '../field-paths';
import type { ErrorOutcome } from '../registration-errors';
import { emptyRegistrationForm } from '../registration-form';
import { buildRegistrationPayload } from '../registration-payload';
import {
  errorJump,
  REGISTRATION_MUTATION_OPTIONS,
  successBanner,
  type JumpContext,
} from './registration-submit';

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('the registration call offline', () => {
  it('fails at once with the network error instead of waiting, paused, for the connection', async () => {
    onlineManager.setOnline(false);
    let sent = 0;
    const observer = new MutationObserver(new QueryClient(), {
      ...REGISTRATION_MUTATION_OPTIONS,
      mutationFn: () => {
        sent += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    await expect(observer.mutate()).rejects.toThrow('Failed to fetch');
    expect(observer.getCurrentResult()).toMatchObject({ isError: true, isPaused: false });
    expect(sent).toBe(1);
  });
});

describe('the success banner', () => {
  it('names the plan that was sent', () => {
    const form = emptyRegistrationForm();
    form.plan.planId = 'wallet_500_monthly';
    expect(successBanner(buildRegistrationPayload(form), englishT)).toEqual({
      message: 'Registration completed successfully! Taking you to your console…',
      tone: 'success',
      detail: 'Registered plan: Wallet 500',
    });
  });

  it('names no plan the catalogue does not know', () => {
    const form = emptyRegistrationForm();
    form.plan.planId = 'wallet_5000';
    expect(successBanner(buildRegistrationPayload(form), englishT)).not.toHaveProperty('detail');
  });
});

const banner = { message: 'Please fix the following issues: ', tone: 'error' } as const;
const identitySteps: readonly WizardStep[] = WIZARD_STEPS.filter((s) => s !== 'account');
const identity: JumpContext = { visibleSteps: identitySteps };
const visitor: JumpContext = { visibleSteps: WIZARD_STEPS };

const fieldError = (step: WizardStep | undefined, fields: readonly FormFieldPath[]): ErrorOutcome => ({
  banner,
  step,
  focus: fields[0],
  fieldErrors: Object.fromEntries(fields.map((f) => [f, 'Wrong'])),
});

describe('errorJump: the step and the focus after a failed submit', () => {
  it('user.* for an identity (step 0 not walked): the review, which lists the account, and its heading', () => {
    expect(errorJump(fieldError('account', ['user.email']), identity)).toEqual({
      step: 'review',
      focus: ['step-heading'],
    });
  });

  it('user.* first and a field of a walked step next: that step, with the field focused', () => {
    expect(errorJump(fieldError('account', ['user.email', 'company.type']), identity)).toEqual({
      step: 'company',
      focus: ['company.type', 'step-heading'],
    });
  });

  it('user.* when step 0 is shown: step 0 and the field', () => {
    expect(errorJump(fieldError('account', ['user.email']), visitor)).toEqual({
      step: 'account',
      focus: ['user.email', 'step-heading'],
    });
  });

  it('termsAccepted ("to 0") goes to the step that shows the terms', () => {
    expect(errorJump(fieldError('account', ['terms.termsAccepted']), visitor).step).toBe('review');
    expect(errorJump(fieldError('account', ['terms.termsAccepted']), identity).step).toBe('review');
  });

  it('an error about step 0 itself (USER_CREATION_FAILED) is shown on the review for an identity', () => {
    const outcome: ErrorOutcome = { banner, step: 'account' };
    expect(errorJump(outcome, identity)).toEqual({ step: 'review', focus: ['step-heading'] });
  });

  it('no step to go to: focus on the banner', () => {
    expect(errorJump({ banner }, identity)).toEqual({ focus: ['banner'] });
  });

  it('fields of other steps are not focus candidates', () => {
    expect(errorJump(fieldError('plan', ['plan.planId', 'company.name']), identity).focus).toEqual([
      'plan.planId',
      'step-heading',
    ]);
  });
});
