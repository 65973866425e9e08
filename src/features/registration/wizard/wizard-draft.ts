// Where the wizard starts (the tab's draft, the identity, the steps this user walks) and the draft it keeps.
import { useEffect } from 'react';
import { WIZARD_STEPS, type WizardStep } from '@/config';
import { clearDraft, loadDraft, saveDraft } from '../draft';
import { emptyRegistrationForm, type RegistrationForm } from '../registration-form';

/** The identity provider's account, when the user has one already (spec: step 0 is then skipped). */
export interface WizardIdentity {
  readonly name: string;
  readonly email: string;
}

export interface WizardOptions {
  readonly identity?: WizardIdentity;
  /** Step 0 is hidden when the registration marker is set or `step=1` is in the address. */
  readonly hideAccountStep: boolean;
}

export interface WizardInitialState {
  readonly form: RegistrationForm;
  readonly step: WizardStep;
  /** Decided once, from who the user is: the count of "Step x of n" never changes mid-flow. */
  readonly steps: readonly WizardStep[];
  /** A draft with something in it was restored: the wizard says so. */
  readonly restored: boolean;
}

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

/** A draft another identity left in this tab (a sign-out, then someone else signs in) is not theirs to see. */
function draftOf(identity: WizardIdentity | undefined) {
  const draft = loadDraft();
  const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (draft && identity && !sameEmail(draft.form.user.email, identity.email)) {
    clearDraft();
    return undefined;
  }
  return draft;
}

/** Where the wizard starts: the tab's draft when there is one, the identity's name and email always. */
export function initialWizardState(options: WizardOptions): WizardInitialState {
  const draft = draftOf(options.identity);
  const base = draft?.form ?? emptyRegistrationForm(options.identity);
  const form: RegistrationForm = options.identity
    ? { ...base, user: { ...base.user, name: options.identity.name, email: options.identity.email } }
    : base;
  const steps = visibleWizardSteps(options);
  const firstStep = steps[0] ?? 'company';
  const step = draft && steps.includes(draft.step) ? draft.step : firstStep;
  // Only a draft with something in it is worth saying so (the draft is written from the first render on).
  const untouched = JSON.stringify(emptyRegistrationForm(options.identity)) === JSON.stringify(draft?.form);
  return { form, step, steps, restored: draft !== undefined && !(untouched && step === firstStep) };
}

/**
 * Every change is kept for this tab (never the password or card details), until the account exists:
 * registered, or created without billing, nothing of it is kept.
 */
export function useDraftAutosave(values: RegistrationForm, step: WizardStep, accountExists: boolean) {
  useEffect(() => {
    if (!accountExists) saveDraft(values, step);
  }, [values, step, accountExists]);
}
