import { SESSION_STORAGE_KEYS, WIZARD_STEPS, type WizardStep } from '@/config';
import type { RegistrationForm } from './registration-form';
import type { AutoFilled, AutoFillMemory } from './vat-autofill';

/**
 * The wizard's draft, so a reload, a lost connection or an expired session brings the user back to the
 * same step with every field. Tab-scoped (sessionStorage, cleared with the rest on sign-out) and
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
  /** What the VAT lookup filled, so after a reload it can still be told from what was typed. */
  readonly autoFill?: AutoFillMemory;
}

function readStored(storage: Storage): Partial<StoredDraft> | null {
  try {
    return JSON.parse(storage.getItem(REGISTRATION_DRAFT_KEY) ?? 'null') as Partial<StoredDraft> | null;
  } catch {
    return null;
  }
}

function write(draft: StoredDraft, storage: Storage): void {
  try {
    storage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage full or disabled: the wizard still works, only without the draft
  }
}

export function saveDraft(form: RegistrationForm, step: WizardStep, storage: Storage = sessionStorage): void {
  const safeForm: RegistrationForm = {
    ...form,
    user: { name: form.user.name, email: form.user.email },
    paymentMethod: form.paymentMethod
      ? { id: form.paymentMethod.id, brand: form.paymentMethod.brand, last4: form.paymentMethod.last4 }
      : null,
  };
  const { autoFill } = readStored(storage) ?? {};
  write({ version: VERSION, step, form: safeForm, ...(autoFill && { autoFill }) }, storage);
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

/** Joins the draft written already (the wizard writes it from its first render on). */
export function saveAutoFillMemory(memory: AutoFillMemory, storage: Storage = sessionStorage): void {
  const stored = readStored(storage);
  if (stored?.version === VERSION && stored.form && stored.step) {
    write({ version: VERSION, step: stored.step, form: stored.form, autoFill: memory }, storage);
  }
}

export function loadAutoFillMemory(storage: Storage = sessionStorage): AutoFillMemory | undefined {
  const memory = readStored(storage)?.autoFill;
  if (typeof memory?.owned !== 'object' || memory.owned === null) return undefined;
  const owned = Object.fromEntries(
    Object.entries(memory.owned).filter(
      ([path, value]) => path.startsWith('company.') && typeof value === 'string',
    ),
  ) as AutoFilled;
  const { verdict } = memory;
  const valid = verdict && typeof verdict.vatNumber === 'string' && typeof verdict.status === 'string';
  return { verdict: valid ? { vatNumber: verdict.vatNumber, status: verdict.status } : null, owned };
}

export function clearDraft(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(REGISTRATION_DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
