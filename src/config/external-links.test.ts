import { describe, expect, it } from 'vitest';
import { externalLinks } from './external-links';

describe('externalLinks', () => {
  it('development: the identity provider is the mock platform on the API host', () => {
    expect(externalLinks('development', 'http://localhost:3000', 'localhost')).toMatchObject({
      identityAuthority: 'http://localhost:3000/oidc',
      identityClientId: 'console-spa',
    });
  });

  it('production and staging: the realm on the auth host, helpdesk and docs on the root domain', () => {
    expect(externalLinks('production', 'https://api.example.eu', 'console.example.eu')).toEqual({
      identityAuthority: 'https://auth.example.eu/realms/console',
      identityClientId: 'console-spa',
      support: 'https://support.example.eu',
      apiDocs: 'https://docs.example.eu',
      legal: {
        termsOfService: 'https://example.eu/legal/terms-of-service',
        privacyPolicy: 'https://example.eu/legal/privacy-policy',
        dataProcessingAgreement: 'https://example.eu/legal/data-processing-agreement',
      },
    });
    expect(
      externalLinks('staging', 'https://api.stage.example.eu', 'stage.example.eu').identityAuthority,
    ).toBe('https://auth.stage.example.eu/realms/console');
  });
});
