/**
 * The three terms checkboxes of spec section 4: acceptance is true only when all three are ticked;
 * unticking any makes it false; setting acceptance true ticks all three. Ticking the terms also gives the
 * marketing consent (the payload always sends both true).
 */
export const TERMS_DOCUMENTS = ['termsOfService', 'privacyPolicy', 'dataProcessingAgreement'] as const;
export type TermsDocument = (typeof TERMS_DOCUMENTS)[number];

export interface TermsState {
  readonly ticked: Readonly<Record<TermsDocument, boolean>>;
  readonly termsAccepted: boolean;
  readonly marketingConsent: boolean;
}

export const NO_TERMS: TermsState = {
  ticked: { termsOfService: false, privacyPolicy: false, dataProcessingAgreement: false },
  termsAccepted: false,
  marketingConsent: false,
};

function fromTicked(ticked: TermsState['ticked']): TermsState {
  const termsAccepted = TERMS_DOCUMENTS.every((document) => ticked[document]);
  return { ticked, termsAccepted, marketingConsent: termsAccepted };
}

export function tickDocument(state: TermsState, document: TermsDocument, value: boolean): TermsState {
  return fromTicked({ ...state.ticked, [document]: value });
}

export function setTermsAccepted(value: boolean): TermsState {
  return fromTicked({ termsOfService: value, privacyPolicy: value, dataProcessingAgreement: value });
}
