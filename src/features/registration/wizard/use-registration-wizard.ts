import { useForm, useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isAuthFailure } from '@/api/api-error';
import { useCompleteRegistration } from '@/api/generated/endpoints/registration/registration';
import {
  DEFAULT_PLAN_ID,
  PLAN_IDS,
  REGISTRATION_SUCCESS_REDIRECT_DELAY_MS,
  VAT_AUTOFILL_MESSAGE_DURATION_MS,
  type WizardStep,
} from '@/config/constants';
import { authStatusQueryKey } from '@/api/session/auth-status-query';
import { useTranslation } from '@/i18n';
import { clearDraft, loadDraft, saveDraft } from '../draft';
import { fieldControlId, type FormFieldPath } from '../field-paths';
import {
  asIndividual,
  emptyRegistrationForm,
  registrationSchema,
  type CompanyType,
  type RegistrationForm,
  type Translate,
} from '../registration-form';
import { bannerFor, outcomeForRegistrationError, type Banner } from '../registration-errors';
import { buildRegistrationPayload } from '../registration-payload';
import { useSubmitLock } from '../registration-lock';
import { NO_TERMS, setTermsAccepted, tickDocument, type TermsDocument, type TermsState } from '../terms';
import { validateStep } from '../step-validation';
import {
  useVatLookup,
  vatLookupQueryOptions,
  vatStateFromError,
  vatStateFromResult,
  type VatLookupState,
} from '../use-vat-lookup';
import { errorJump, type FocusTarget } from './error-jump';
import { REGISTRATION_MUTATION_OPTIONS } from './registration-mutation';
import { applyServerFieldErrors } from './server-field-errors';
import { useVatAutoFill } from '../use-vat-autofill';
import { normaliseVatInput } from '../vat-number';
import { visibleWizardSteps } from './visible-steps';

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

/** The current step's heading: focus moves there when the step changes, for keyboard and screen readers. */
export const STEP_HEADING_ID = 'registration-step-heading';
/** The banner: focus moves there after a failed submit that shows no other step. */
export const BANNER_ID = 'registration-banner';

const FOCUS_ELEMENT_ID: Record<'step-heading' | 'banner', string> = {
  'step-heading': STEP_HEADING_ID,
  banner: BANNER_ID,
};

function useRegistrationFormApi(
  defaultValues: RegistrationForm,
  schema: ReturnType<typeof registrationSchema>,
) {
  return useForm({ defaultValues, validators: { onChange: schema } });
}

export type RegistrationFormApi = ReturnType<typeof useRegistrationFormApi>;

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

function initialState(options: WizardOptions) {
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
 * The registration wizard's state (spec section 4, Wizard): the TanStack form validated by the zod schema
 * on every change, the current step and its checks, the VAT lookup, the banner, the tab-scoped draft and
 * the final submit with every error of the catalogue (spec section 8).
 */
export function useRegistrationWizard(options: WizardOptions) {
  const { t: translate } = useTranslation();
  // i18next's typed `t` takes only known keys; the registration modules take keys they build.
  const t = useMemo<Translate>(
    () => (key, values) => (translate as unknown as Translate)(key, values),
    [translate],
  );
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [initial] = useState(() => initialState(options));
  const schema = useMemo(() => registrationSchema(t), [t]);
  const form = useRegistrationFormApi(initial.form, schema);
  const values = useStore(form.store, (state) => state.values);

  const [step, setStep] = useState<WizardStep>(initial.step);
  const [attempted, setAttempted] = useState<ReadonlySet<WizardStep>>(() => new Set());
  const [banner, setBannerState] = useState<(Banner & { readonly id: number }) | null>(
    initial.restored ? { message: t('registration.wizard.draftRestored'), tone: 'info', id: 0 } : null,
  );
  const [submitting, setSubmitting] = useState(false);
  /** A call answered 401: the identity's session is gone, and only signing in again can go on. */
  const [callSessionEnded, setSessionEnded] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  /** SUBSCRIPTION_FAILED: the account exists, so the form is never submitted again from this page. */
  const [accountCreated, setAccountCreated] = useState(false);
  /**
   * Where focus goes once the step has rendered, the first of these that is on screen: a field named by an
   * error, the new step's heading, or the banner.
   */
  const pendingFocus = useRef<readonly FocusTarget[] | null>(null);
  const setPendingFocus = (...targets: FocusTarget[]) => {
    pendingFocus.current = targets;
  };
  const submittingRef = useRef(false);
  /** Nothing on the form changes while it is being registered or once it is (what was sent is what shows). */
  const locked = submitting || succeeded || accountCreated;
  const isLocked = () => submittingRef.current || locked;
  const lock = useSubmitLock();
  const mutation = useCompleteRegistration({ mutation: REGISTRATION_MUTATION_OPTIONS });

  // Decided once, from who the user is: the count of "Step x of n" never changes mid-flow.
  const visibleSteps = initial.steps;
  const position = visibleSteps.indexOf(step);

  const bannerId = useRef(1);
  const showBanner = useCallback((next: Banner | null) => {
    setBannerState(next ? { ...next, id: bannerId.current++ } : null);
  }, []);

  // The draft stays for after the sign-in; the status, asked again, shows signed out if the session is gone.
  const endSession = useCallback(() => {
    setSessionEnded(true);
    setBannerState(null);
    void queryClient.invalidateQueries({ queryKey: authStatusQueryKey() });
  }, [queryClient]);

  // --- the draft: every change is kept for this tab (never the password or card details) ---------
  useEffect(() => {
    // Once the account exists (registered, or SUBSCRIPTION_FAILED) nothing of it is kept in this tab.
    if (!succeeded && !accountCreated) saveDraft(values, step);
  }, [values, step, succeeded, accountCreated]);

  // --- VAT lookup and auto-fill (spec section 5) ----------------------------------------------------
  const vat = useVatLookup(values.company.type === 'company' ? values.company.vatNumber : '');
  const vatAutoFill = useVatAutoFill({
    form,
    vat,
    restoredVatNumber: initial.restored ? normaliseVatInput(initial.form.company.vatNumber) : null,
    onVerdict: useCallback(
      (status: 'found' | 'valid-no-details') =>
        showBanner(
          status === 'found'
            ? { message: t('registration.wizard.company.autoFilled'), tone: 'success' }
            : { message: t('registration.wizard.company.vatNoDetails'), tone: 'info' },
        ),
      [showBanner, t],
    ),
  });

  // The field's own lookup found the session gone: the status is asked again (the page follows it).
  const lookupSessionEnded = vat.status === 'session-ended';
  // Until the user signs in again, the registration call could only answer 401.
  const sessionEnded = callSessionEnded || lookupSessionEnded;
  useEffect(() => {
    if (lookupSessionEnded) void queryClient.invalidateQueries({ queryKey: authStatusQueryKey() });
  }, [lookupSessionEnded, queryClient]);

  // The auto-fill message goes away after 3 s (spec section 9).
  useEffect(() => {
    if (!banner || banner.message !== t('registration.wizard.company.autoFilled')) return;
    const timer = window.setTimeout(
      () => setBannerState((b) => (b?.id === banner.id ? null : b)),
      VAT_AUTOFILL_MESSAGE_DURATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [banner, t]);

  // --- focus: after a jump, the named field gets focus once its step has rendered -----------------
  // Runs after every render: the jump that asked for focus has rendered its step by then.
  useEffect(() => {
    const targets = pendingFocus.current;
    if (!targets) return;
    pendingFocus.current = null;
    for (const target of targets) {
      const id =
        target === 'step-heading' || target === 'banner' ? FOCUS_ELEMENT_ID[target] : fieldControlId(target);
      const element = document.getElementById(id);
      if (!element) continue;
      element.focus();
      element.scrollIntoView?.({ block: 'center' });
      if (document.activeElement === element) return;
    }
  });

  const goTo = (target: WizardStep) => {
    setStep(target);
    setPendingFocus('step-heading');
    window.scrollTo?.({ top: 0 });
  };

  /**
   * The current step's own checks (spec section 5, per-step checks) once the user tried to leave it: they
   * add what the schema alone cannot say (a VAT number that is not two letters and digits, a missing card).
   */
  const stepErrors = useMemo((): Partial<Record<FormFieldPath, string>> => {
    if (!attempted.has(step)) return {};
    try {
      return validateStep(values, step, t).fieldErrors;
    } catch {
      return {};
    }
  }, [attempted, step, values, t]);

  /**
   * Individual: company name and VAT cleared, invoices to the user's email (spec section 4). What the user
   * had typed for the company is kept aside and comes back if they switch back (nothing typed is lost).
   */
  const companyStash = useRef<RegistrationForm['company'] | null>(null);
  const setCompanyType = (type: CompanyType) => {
    if (isLocked()) return;
    const current = form.state.values;
    if (type === current.company.type) return;
    if (type === 'individual') {
      companyStash.current = current.company;
      form.setFieldValue('company', asIndividual(current).company);
    } else {
      form.setFieldValue('company', companyStash.current ?? { ...emptyRegistrationForm().company });
    }
  };

  // The three documents ticked one by one; acceptance is all three (spec section 4, see terms.ts).
  const [terms, setTerms] = useState<TermsState>(() =>
    initial.form.terms.termsAccepted ? setTermsAccepted(true) : NO_TERMS,
  );
  const applyTerms = (next: TermsState) => {
    if (isLocked()) return;
    setTerms(next);
    form.setFieldValue('terms', {
      termsAccepted: next.termsAccepted,
      marketingConsent: next.marketingConsent,
    });
  };

  const markAttempted = (s: WizardStep) => setAttempted((prev) => new Set(prev).add(s));

  /** The VAT registry's verdict for Continue: waits for a lookup still running (shared with the field's). */
  const vatVerdict = async (vatNumber: string): Promise<VatLookupState> => {
    try {
      return vatStateFromResult(await queryClient.fetchQuery(vatLookupQueryOptions(vatNumber)));
    } catch (error) {
      return vatStateFromError(error);
    }
  };

  const continueFromStep = async () => {
    // An organisation number typed and sent with Enter (no blur) is rewritten before it is checked.
    const typedVat = form.state.values.company.vatNumber;
    if (step === 'company' && typedVat.trim() !== '' && normaliseVatInput(typedVat) !== typedVat) {
      form.setFieldValue('company.vatNumber', normaliseVatInput(typedVat));
    }
    let result;
    try {
      result = validateStep(form.state.values, step, t);
    } catch {
      showBanner(bannerFor(t('errors.validationException')));
      return;
    }
    await form.validate('change');
    if (!result.valid) {
      markAttempted(step);
      showBanner({ message: result.banner ?? t('errors.validationException'), tone: 'error' });
      const first = Object.keys(result.fieldErrors)[0] as FormFieldPath | undefined;
      if (first) setPendingFocus(first);
      return;
    }
    if (step === 'company' && form.state.values.company.type === 'company') {
      const { vatNumber } = form.state.values.company;
      const verdict = await vatVerdict(vatNumber);
      if (verdict.status === 'session-ended') {
        endSession();
        return;
      }
      // What the registry filled for another number goes before the step is left.
      const refilled = vatAutoFill.settle(vatNumber, verdict);
      if (verdict.status === 'invalid' || verdict.status === 'exists') {
        const message =
          verdict.status === 'invalid'
            ? t('registration.wizard.company.vatInvalid')
            : t('registration.wizard.company.vatExists');
        markAttempted(step);
        showBanner(bannerFor(message));
        setPendingFocus('company.vatNumber');
        return;
      }
      // Taken back, a required field shows its error here (the verdict is settled: nothing is asked again).
      if (refilled && !validateStep(form.state.values, step, t).valid) return continueFromStep();
    }
    showBanner(null);
    const nextStep = visibleSteps[position + 1];
    if (nextStep) goTo(nextStep);
  };

  const back = () => {
    const previous = visibleSteps[position - 1];
    if (!previous || isLocked()) return;
    showBanner(null);
    goTo(previous);
  };

  /** Review's edit links and the error jumps. */
  const editStep = (target: WizardStep) => {
    if (isLocked()) return;
    showBanner(null);
    goTo(target);
  };

  /** After the account was created without billing: on to the console, which the new account opens. */
  const continueToConsole = () => {
    void queryClient
      .invalidateQueries({ queryKey: authStatusQueryKey() })
      .finally(() => void navigate({ to: '/' }));
  };

  const submit = async () => {
    if (submittingRef.current || lock.locked || succeeded || accountCreated || sessionEnded) return;
    const current = form.state.values;
    if (!current.terms.termsAccepted) {
      markAttempted('review');
      showBanner({ message: t('registration.stepErrors.terms'), tone: 'error' });
      return;
    }
    if (!current.paymentMethod?.id) {
      showBanner({ message: t('registration.stepErrors.paymentAtSubmit'), tone: 'error' });
      markAttempted('payment');
      goTo('payment');
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    showBanner(null);
    const payload = buildRegistrationPayload(current);
    try {
      await mutation.mutateAsync({ data: payload });
      setSucceeded(true);
      clearDraft();
      showBanner(successBanner(payload, t));
      setPendingFocus('banner');
      window.setTimeout(continueToConsole, REGISTRATION_SUCCESS_REDIRECT_DELAY_MS);
    } catch (error) {
      if (isAuthFailure(error)) {
        endSession();
        return;
      }
      const outcome = outcomeForRegistrationError(error, t, { email: current.user.email });
      if (outcome.resetPlan) form.setFieldValue('plan.planId', DEFAULT_PLAN_ID);
      if (outcome.clearPaymentMethod) form.setFieldValue('paymentMethod', null);
      if (outcome.lockMs) lock.lock(outcome.lockMs);
      if (outcome.accountCreated) {
        setAccountCreated(true);
        clearDraft();
      }
      if (outcome.fieldErrors) applyServerFieldErrors(form, outcome.fieldErrors);
      const jump = errorJump(outcome, { visibleSteps });
      if (jump.step) {
        markAttempted(jump.step);
        if (jump.step !== step) goTo(jump.step);
      }
      setPendingFocus(...jump.focus);
      showBanner(outcome.banner);
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  return {
    form,
    values,
    step,
    visibleSteps,
    position,
    isFirst: position === 0,
    isLast: step === 'review',
    attempted: attempted.has(step),
    stepErrors,
    banner,
    dismissBanner: () => {
      showBanner(null);
      setPendingFocus('step-heading');
    },
    vat,
    submitting,
    succeeded,
    accountCreated,
    locked,
    continueToConsole,
    sessionEnded,
    lockSecondsLeft: lock.secondsLeft,
    identity: options.identity,
    setCompanyType,
    terms,
    tickTermsDocument: (document: TermsDocument, value: boolean) =>
      applyTerms(tickDocument(terms, document, value)),
    acceptAllTerms: (value: boolean) => applyTerms(setTermsAccepted(value)),
    continueFromStep,
    back,
    editStep,
    submit,
  };
}

export type RegistrationWizard = ReturnType<typeof useRegistrationWizard>;

/** The success banner names the plan that was sent, whatever the form shows by then. */
function successBanner(payload: ReturnType<typeof buildRegistrationPayload>, t: Translate): Banner {
  const planId = payload.plans[0]?.id;
  const known = planId !== undefined && (PLAN_IDS as readonly string[]).includes(planId);
  return {
    message: t('registration.wizard.success'),
    tone: 'success',
    ...(known && {
      detail: t('registration.wizard.registeredPlan', {
        plan: t(`registration.wizard.plan.plans.${planId}.name`),
      }),
    }),
  };
}
