import { describe, expect, it } from 'vitest';

import type { VatValidationResponse } from '@/api/generated/model';
import { server } from '@/test/msw-server';

import { DEMO_NEW } from '../store/demo';
import { startMockApi } from '../testing/mock-api';
import { VAT_EXAMPLES, VAT_REGISTRY, VAT_UNAVAILABLE_NUMBER } from '../vat-registry';

const validate = async (vatNumber: string, checkExisting?: boolean) => {
  const api = startMockApi(server);
  await api.signIn(DEMO_NEW.email);
  return api.call<VatValidationResponse>('validateVat', 'POST', '/v1/vat/validate', {
    json: { vatNumber, checkExisting },
  });
};

describe('POST /v1/vat/validate', () => {
  it.each(VAT_REGISTRY.map((e) => [e.vatNumber, e.company.name] as const))(
    'knows %s (%s)',
    async (vatNumber, name) => {
      const { status, body } = await validate(vatNumber);
      expect(status).toBe(200);
      expect(body).toMatchObject({ valid: true, vatNumber, company: { name } });
    },
  );

  it.each([
    ['SE556677889901', true],
    ['DE811234567', true],
    ['SE559123456701', false],
    ['FI27182818', false],
  ])('says whether %s is registered (exists: %s)', async (vatNumber, exists) => {
    expect((await validate(vatNumber)).body.exists).toBe(exists);
  });

  it('does not look for the company when checkExisting is false', async () => {
    expect((await validate('SE556677889901', false)).body).toMatchObject({ valid: true, exists: false });
  });

  it.each([
    [VAT_EXAMPLES.validUnknown, true],
    ['FI12345678', true],
    ['NL123456789B01', true],
    ['ATU12345678', true],
    [VAT_EXAMPLES.failsLuhn, false],
    [VAT_EXAMPLES.personalNumber, false],
    [VAT_EXAMPLES.notEu, false],
    [VAT_EXAMPLES.badFormat, false],
    ['SE55612345670', false],
    ['NO123456789', false],
  ])('rules %s valid: %s, without company details', async (vatNumber, valid) => {
    expect((await validate(vatNumber)).body).toMatchObject({ valid, exists: false, company: null });
  });

  it('answers the number normalised (the contract allows a lower-case country code)', async () => {
    expect((await validate('se556677889901')).body).toMatchObject({
      vatNumber: 'SE556677889901',
      exists: true,
    });
  });

  it(`answers 503 SERVER_ERROR for ${VAT_UNAVAILABLE_NUMBER} (registry unavailable)`, async () => {
    const { status, body, response } = await validate(VAT_UNAVAILABLE_NUMBER);
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: 'SERVER_ERROR' });
    expect(response.headers.get('Retry-After')).toBe('30');
  });

  it('answers 400 VALIDATION_ERROR for a number the contract refuses', async () => {
    const { status, body } = await validate('5566778899');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'vatNumber' }] });
  });
});
