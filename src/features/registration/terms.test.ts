import { describe, expect, it } from 'vitest';
import { NO_TERMS, setTermsAccepted, tickDocument } from './terms';

describe('terms acceptance', () => {
  it('is false until all three documents are ticked', () => {
    let state = tickDocument(NO_TERMS, 'termsOfService', true);
    expect(state.termsAccepted).toBe(false);
    state = tickDocument(state, 'privacyPolicy', true);
    expect(state.termsAccepted).toBe(false);
    state = tickDocument(state, 'dataProcessingAgreement', true);
    expect(state).toMatchObject({ termsAccepted: true, marketingConsent: true });
  });

  it('unticking any one makes it false again, and takes the marketing consent with it', () => {
    const all = setTermsAccepted(true);
    for (const document of ['termsOfService', 'privacyPolicy', 'dataProcessingAgreement'] as const) {
      expect(tickDocument(all, document, false)).toMatchObject({
        termsAccepted: false,
        marketingConsent: false,
      });
    }
  });

  it('setting acceptance true ticks all three; false unticks all three', () => {
    expect(setTermsAccepted(true).ticked).toEqual({
      termsOfService: true,
      privacyPolicy: true,
      dataProcessingAgreement: true,
    });
    expect(setTermsAccepted(false)).toEqual(NO_TERMS);
  });
});
