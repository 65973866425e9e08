// The wizard's form, and what the user's choices and the server's answers do to its values and fields.
import { useForm, type AnyFieldLikeMetaBase } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import type { FormFieldPath } from '../field-paths';
import {
  asIndividual,
  emptyRegistrationForm,
  type CompanyType,
  type RegistrationForm,
  type registrationSchema,
} from '../registration-form';
import { NO_TERMS, setTermsAccepted, tickDocument, type TermsDocument, type TermsState } from '../terms';

/** The wizard's TanStack form, validated by the zod schema on every change. */
export function useRegistrationFormApi(
  defaultValues: RegistrationForm,
  schema: ReturnType<typeof registrationSchema>,
) {
  return useForm({ defaultValues, validators: { onChange: schema } });
}

export type RegistrationFormApi = ReturnType<typeof useRegistrationFormApi>;

/**
 * Individual: company name and VAT cleared, invoices to the user's email (spec section 4). What the user
 * had typed for the company is kept aside and comes back if they switch back (nothing typed is lost).
 */
export function useCompanyType(form: RegistrationFormApi, isLocked: () => boolean) {
  const companyStash = useRef<RegistrationForm['company'] | null>(null);
  return (type: CompanyType) => {
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
}

/** The three documents ticked one by one; acceptance is all three (spec section 4, see terms.ts). */
export function useWizardTerms(form: RegistrationFormApi, accepted: boolean, isLocked: () => boolean) {
  const [terms, setTerms] = useState<TermsState>(() => (accepted ? setTermsAccepted(true) : NO_TERMS));
  const applyTerms = (next: TermsState) => {
    if (isLocked()) return;
    setTerms(next);
    form.setFieldValue('terms', {
      termsAccepted: next.termsAccepted,
      marketingConsent: next.marketingConsent,
    });
  };
  return {
    terms,
    tickTermsDocument: (document: TermsDocument, value: boolean) =>
      applyTerms(tickDocument(terms, document, value)),
    acceptAllTerms: (value: boolean) => applyTerms(setTermsAccepted(value)),
  };
}

/** What TanStack Form gives a field on its first mount; a field never shown yet has no meta at all. */
const NEVER_SHOWN: AnyFieldLikeMetaBase = {
  isValidating: false,
  isTouched: false,
  isBlurred: false,
  isDirty: false,
  errorMap: {},
  errorSourceMap: {},
  _pendingValidationsCount: 0,
  _arrayVersion: 0,
};

/**
 * Puts the server's messages on their fields, shown once the field's step is (the field clears its own on
 * change). A field of a step not shown yet in this page's life has no meta: it gets one, never a crash.
 */
export function applyServerFieldErrors(
  form: RegistrationFormApi,
  errors: Readonly<Partial<Record<FormFieldPath, string>>>,
): void {
  for (const [path, message] of Object.entries(errors) as [FormFieldPath, string][]) {
    form.setFieldMeta(path, (meta: AnyFieldLikeMetaBase | undefined) => {
      const base = meta ?? NEVER_SHOWN;
      return { ...base, isTouched: true, errorMap: { ...base.errorMap, onServer: message } };
    });
  }
}

/** Takes a server message off a field that does not clear it itself (the payment step's card). */
export function clearServerFieldError(form: RegistrationFormApi, path: FormFieldPath): void {
  form.setFieldMeta(path, (meta: AnyFieldLikeMetaBase | undefined) =>
    meta?.errorMap.onServer === undefined
      ? (meta ?? NEVER_SHOWN)
      : { ...meta, errorMap: { ...meta.errorMap, onServer: undefined } },
  );
}
