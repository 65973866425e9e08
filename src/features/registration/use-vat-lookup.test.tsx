import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { VatValidationRequest, VatValidationResponse } from '@/api/generated/model';
import { server } from '@/test/msw-server';
import { createTestQueryClient } from '@/test/render';
import { useVatLookup } from './use-vat-lookup';

const FOUND: VatValidationResponse = {
  valid: true,
  exists: false,
  vatNumber: 'SE559123456701',
  company: {
    name: 'Fjällbacka Data AB',
    address: { street: 'Hamngatan 2', city: 'Fjällbacka', zip: '450 71', countryCode: 'SE' },
    countryCode: 'SE',
  },
};

/** Answers the VAT lookup with `answer` and records every number asked for. */
function vatRegistry(answer: (vatNumber: string) => Response | VatValidationResponse) {
  const asked: string[] = [];
  server.use(
    http.post('*/v1/vat/validate', async ({ request }) => {
      const { vatNumber } = (await request.json()) as VatValidationRequest;
      asked.push(vatNumber);
      const result = answer(vatNumber);
      return result instanceof Response ? result : HttpResponse.json(result);
    }),
  );
  return asked;
}

function renderLookup(initial: string) {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ value }) => useVatLookup(value), { initialProps: { value: initial }, wrapper });
}

const settle = { timeout: 3_000 };

describe('useVatLookup (spec section 5)', () => {
  it('stays idle under 9 characters and asks nobody', async () => {
    const asked = vatRegistry(() => FOUND);
    const { result } = renderLookup('SE5591');
    expect(result.current.status).toBe('idle');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(asked).toEqual([]);
  });

  it('rewrites an organisation number and looks it up once typing pauses: company found', async () => {
    const asked = vatRegistry(() => FOUND);
    const { result } = renderLookup('559123-4567');
    expect(result.current).toMatchObject({ status: 'validating', vatNumber: 'SE559123456701' });
    await waitFor(() => expect(result.current.status).toBe('found'), settle);
    expect(result.current).toMatchObject({ company: { name: 'Fjällbacka Data AB' } });
    expect(asked).toEqual(['SE559123456701']);
  });

  it('sends one request for the number typed, not one per keystroke', async () => {
    const asked = vatRegistry(() => FOUND);
    const { result, rerender } = renderLookup('SE55912345');
    for (const value of ['SE559123456', 'SE5591234567', 'SE55912345670', 'SE559123456701']) {
      rerender({ value });
    }
    await waitFor(() => expect(result.current.status).toBe('found'), settle);
    expect(asked).toEqual(['SE559123456701']);
  });

  it('a number of the wrong format is not looked up', async () => {
    const asked = vatRegistry(() => FOUND);
    const { result } = renderLookup('12SE3456789');
    expect(result.current.status).toBe('invalid-format');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(asked).toEqual([]);
  });

  it.each<[string, (vat: string) => Response | VatValidationResponse, string]>([
    ['a registered company', () => ({ ...FOUND, exists: true }), 'exists'],
    [
      'an invalid number',
      (vat) => ({ valid: false, exists: false, vatNumber: vat, company: null }),
      'invalid',
    ],
    [
      'a valid number without details',
      (vat) => ({ valid: true, exists: false, vatNumber: vat, company: null }),
      'valid-no-details',
    ],
    [
      'a rejected request (400)',
      () => HttpResponse.json({ error: 'Bad', code: 'INVALID_VAT_NUMBER' }, { status: 400 }),
      'invalid',
    ],
    [
      'the registry down (503)',
      () => HttpResponse.json({ error: 'Down', code: 'SERVER_ERROR' }, { status: 503 }),
      'unverified',
    ],
    ['no connection', () => HttpResponse.error(), 'unverified'],
    [
      'a rate limit (429)',
      () =>
        HttpResponse.json(
          { error: 'Slow down', code: 'RATE_LIMIT_EXCEEDED' },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
      'unverified',
    ],
    ['a request timeout (408)', () => HttpResponse.json({ error: 'Late' }, { status: 408 }), 'unverified'],
    [
      'an answer that is not JSON',
      () => new HttpResponse('{not json', { headers: { 'Content-Type': 'application/json' } }),
      'unverified',
    ],
  ])('%s → %s', async (_, answer, status) => {
    vatRegistry(answer);
    const { result } = renderLookup('SE556677889901');
    await waitFor(() => expect(result.current.status).toBe(status), settle);
  });

  describe('offline', () => {
    afterEach(() => {
      onlineManager.setOnline(true);
    });

    it('says the number could not be verified instead of "Checking…" until the connection is back', async () => {
      onlineManager.setOnline(false);
      vatRegistry(() => HttpResponse.error());
      const { result } = renderLookup('SE556677889901');
      await waitFor(() => expect(result.current.status).toBe('unverified'), settle);
    });
  });
});
