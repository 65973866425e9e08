import { SESSION_STORAGE_KEYS, WIZARD_STEPS, type WizardStep } from '@/config/constants';
import type { RegistrationForm } from './registration-form';
import type { AutoFilled, AutoFillMemory } from './vat-autofill';

/**
 * The wizard's draft, so a reload, a lost connection or an expired session brings the user back to the
 * same step with every field (issue 5). Tab-scoped (sessionStorage, cleared with the rest on sign-out) and
 * without secrets: no password, and of the payment method only what the card provider itself shows on any
 * receipt (its id, the brand and the last four digits, so the review can still name the card), never the
 * card number, expiry or CVC, which never reach our code at all.
 */
export const REGISTRATION_DRAFT_KEY = SESSION_STORAGE_KEYS.registrationDraft;
const VERSION = 1;

interface StoredDraft {
  readonly version: number;
  readonly step: WizardStep;
  readonly form: RegistrationForm;
}

export function saveDraft(form: RegistrationForm, step: WizardStep, storage: Storage = sessionStorage): void {
  const safeForm: RegistrationForm = {
    ...form,
    user: { name: form.user.name, email: form.user.email },
    paymentMethod: form.paymentMethod
      ? { id: form.paymentMethod.id, brand: form.paymentMethod.brand, last4: form.paymentMethod.last4 }
      : null,
  };
  try {
    storage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify({ version: VERSION, step, form: safeForm }));
  } catch {
    // storage full or disabled: the wizard still works, only without the draft
  }
}

export function loadDraft(
  storage: Storage = sessionStorage,
): { step: WizardStep; form: RegistrationForm } | undefined {
  try {
    const parsed = JSON.parse(
      storage.getItem(REGISTRATION_DRAFT_KEY) ?? 'null',
    ) as Partial<StoredDraft> | null;
    if (
      !parsed ||
      parsed.version !== VERSION ||
      !parsed.form ||
      !WIZARD_STEPS.includes(parsed.step as WizardStep)
    ) {
      return undefined;
    }
    return { step: parsed.step as WizardStep, form: parsed.form };
  } catch {
    return undefined; // unreadable: start afresh rather than crash the wizard
  }
}

const AUTOFILL_KEY = SESSION_STORAGE_KEYS.registrationAutoFill;

/** Kept beside the draft: after a reload, what the console filled can still be told from what was typed. */
export function saveAutoFillMemory(memory: AutoFillMemory, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(AUTOFILL_KEY, JSON.stringify(memory));
  } catch {
    // storage full or disabled: only the reload case loses track
  }
}

export function loadAutoFillMemory(storage: Storage = sessionStorage): AutoFillMemory | undefined {
  try {
    const parsed = JSON.parse(storage.getItem(AUTOFILL_KEY) ?? 'null') as Partial<AutoFillMemory> | null;
    if (!parsed || typeof parsed.owned !== 'object' || parsed.owned === null) return undefined;
    const owned = Object.fromEntries(
      Object.entries(parsed.owned).filter(
        ([path, value]) => path.startsWith('company.') && typeof value === 'string',
      ),
    ) as AutoFilled;
    const verdict = parsed.verdict;
    const valid = verdict && typeof verdict.vatNumber === 'string' && typeof verdict.status === 'string';
    return { verdict: valid ? { vatNumber: verdict.vatNumber, status: verdict.status } : null, owned };
  } catch {
    return undefined;
  }
}

export function clearDraft(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(REGISTRATION_DRAFT_KEY);
    storage.removeItem(AUTOFILL_KEY);
  } catch {
    // nothing to clear
  }
}
