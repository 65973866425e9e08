import { beforeEach, describe, expect, it } from 'vitest';
import { loadDraft, saveDraft } from '../draft';
import { emptyRegistrationForm } from '../registration-form';
import { initialWizardState, visibleWizardSteps } from './wizard-draft';

const ANNA = { name: 'Anna Lindqvist', email: 'anna@fjallbacka.example' };

function annasDraft() {
  const form = emptyRegistrationForm(ANNA);
  form.company.name = 'Fjällbacka Data AB';
  form.company.vatNumber = 'SE559123456701';
  return form;
}

beforeEach(() => sessionStorage.clear());

describe('where the wizard starts', () => {
  it('without a draft: an empty form with the identity, at its first visible step, nothing restored', () => {
    const state = initialWizardState({ identity: ANNA, hideAccountStep: false });
    expect(state.steps).toEqual(['company', 'plan', 'payment', 'review']);
    expect(state.step).toBe('company');
    expect(state.form).toEqual(emptyRegistrationForm(ANNA));
    expect(state.restored).toBe(false);
  });

  it('without an identity or marker, step 0 is walked first', () => {
    const state = initialWizardState({ hideAccountStep: false });
    expect(state.steps[0]).toBe('account');
    expect(state.step).toBe('account');
  });

  it('the same identity’s draft comes back at its step, and says so', () => {
    saveDraft(annasDraft(), 'plan');
    const state = initialWizardState({ identity: ANNA, hideAccountStep: true });
    expect(state.step).toBe('plan');
    expect(state.form.company).toMatchObject({ name: 'Fjällbacka Data AB', vatNumber: 'SE559123456701' });
    expect(state.restored).toBe(true);
  });

  it('the email is compared without case or spaces, and the identity’s name wins over the draft’s', () => {
    const draft = annasDraft();
    draft.user = { name: 'A. L.', email: ' ANNA@fjallbacka.example ' };
    saveDraft(draft, 'company');
    const state = initialWizardState({ identity: ANNA, hideAccountStep: true });
    expect(state.form.user).toMatchObject(ANNA);
    expect(state.form.company.name).toBe('Fjällbacka Data AB');
    expect(state.restored).toBe(true);
  });

  it('another identity’s draft is dropped from the tab, not shown', () => {
    saveDraft(annasDraft(), 'payment');
    const state = initialWizardState({
      identity: { name: 'Erik', email: 'erik@example.se' },
      hideAccountStep: true,
    });
    expect(state.form.company.name).toBe('');
    expect(state.step).toBe('company');
    expect(state.restored).toBe(false);
    expect(loadDraft()).toBeUndefined();
  });

  it('an untouched draft at the first step is not announced as restored', () => {
    saveDraft(emptyRegistrationForm(ANNA), 'company');
    expect(initialWizardState({ identity: ANNA, hideAccountStep: true }).restored).toBe(false);
  });

  it('a draft at a step this user does not walk starts at the first visible step', () => {
    saveDraft(annasDraft(), 'account');
    const state = initialWizardState({ identity: ANNA, hideAccountStep: true });
    expect(state.step).toBe('company');
    expect(state.form.company.name).toBe('Fjällbacka Data AB');
  });
});

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
});
