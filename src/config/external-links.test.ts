import { describe, expect, it } from 'vitest';
import { externalLinks } from './external-links';

describe('externalLinks', () => {
  it('the helpdesk, the docs and the legal documents on the root domain', () => {
    expect(externalLinks('console.example.eu')).toEqual({
      support: 'https://support.example.eu',
      apiDocs: 'https://docs.example.eu',
      legal: {
        termsOfService: 'https://example.eu/legal/terms-of-service',
        privacyPolicy: 'https://example.eu/legal/privacy-policy',
        dataProcessingAgreement: 'https://example.eu/legal/data-processing-agreement',
      },
    });
    expect(externalLinks('stage.example.eu').support).toBe('https://support.example.eu');
  });

  it('locally, on localhost', () => {
    expect(externalLinks('localhost').apiDocs).toBe('https://docs.localhost');
  });
});
