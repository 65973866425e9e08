import { useState } from 'react';
import { NO_TERMS, setTermsAccepted, tickDocument, type TermsDocument, type TermsState } from '../terms';
import type { RegistrationFormApi } from './registration-form-api';

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
