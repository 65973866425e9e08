import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { VatValidationRequest } from '@/api/generated/model';
import { DEMO_NEW } from '@/mocks/store/demo';
import type { Fault } from '@/mocks/store/state';
import type { MockApi } from '@/mocks/testing/mock-api';
import { VAT_UNAVAILABLE_NUMBER } from '@/mocks/vat-registry';
import { failOperation, recordBodies } from '@/test/mock-overrides';
import { server } from '@/test/msw-server';
import { createTestQueryClient } from '@/test/render';
import { signedInMockApi } from '@/test/signed-in-api';
import { useVatLookup } from './use-vat-lookup';

const FJALLBACKA = 'SE559123456701';
const NORDLYS = 'SE556677889901';

let api: (MockApi & { restore: () => void }) | undefined;

/** The identity still registering asks the shared mock platform's VAT registry (docs/mock-platform.md). */
async function vatRegistry(): Promise<VatValidationRequest[]> {
  api = await signedInMockApi(server, DEMO_NEW.email);
  return recordBodies<VatValidationRequest>('/v1/vat/validate');
}

afterEach(() => {
  api?.restore();
  api = undefined;
});

const numbers = (asked: VatValidationRequest[]) => asked.map((body) => body.vatNumber);

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
    const asked = await vatRegistry();
    const { result } = renderLookup('SE5591');
    expect(result.current.status).toBe('idle');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(numbers(asked)).toEqual([]);
  });

  it('rewrites an organisation number and looks it up once typing pauses: company found', async () => {
    const asked = await vatRegistry();
    const { result } = renderLookup('559123-4567');
    expect(result.current).toMatchObject({ status: 'validating', vatNumber: 'SE559123456701' });
    await waitFor(() => expect(result.current.status).toBe('found'), settle);
    expect(result.current).toMatchObject({ company: { name: 'Fjällbacka Data AB' } });
    expect(numbers(asked)).toEqual([FJALLBACKA]);
  });

  it('sends one request for the number typed, not one per keystroke', async () => {
    const asked = await vatRegistry();
    const { result, rerender } = renderLookup('SE55912345');
    for (const value of ['SE559123456', 'SE5591234567', 'SE55912345670', 'SE559123456701']) {
      rerender({ value });
    }
    await waitFor(() => expect(result.current.status).toBe('found'), settle);
    expect(numbers(asked)).toEqual([FJALLBACKA]);
  });

  it('a number of the wrong format is not looked up', async () => {
    const asked = await vatRegistry();
    const { result } = renderLookup('12SE3456789');
    expect(result.current.status).toBe('invalid-format');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(numbers(asked)).toEqual([]);
  });

  it.each<[string, string, Fault | undefined, string]>([
    ['a registered company', NORDLYS, undefined, 'exists'],
    ['an invalid number', 'SE556123456801', undefined, 'invalid'],
    ['a valid number without details', 'SE556123456701', undefined, 'valid-no-details'],
    [
      'a rejected request (400)',
      NORDLYS,
      { status: 400, code: 'INVALID_VAT_NUMBER', message: 'Bad' },
      'invalid',
    ],
    ['the registry down (503)', VAT_UNAVAILABLE_NUMBER, undefined, 'unverified'],
    ['no connection', NORDLYS, { network: true }, 'unverified'],
    [
      'a rate limit (429)',
      NORDLYS,
      { status: 429, code: 'RATE_LIMIT_EXCEEDED', message: 'Slow down' },
      'unverified',
    ],
    ['a request timeout (408)', NORDLYS, { status: 408, message: 'Late' }, 'unverified'],
    ['an answer that is not JSON', NORDLYS, { malformed: true }, 'unverified'],
  ])('%s (%s) → %s', async (_, vatNumber, fault, status) => {
    await vatRegistry();
    if (fault) failOperation('validateVat', fault, api?.db);
    const { result } = renderLookup(vatNumber);
    await waitFor(() => expect(result.current.status).toBe(status), settle);
  });

  describe('offline', () => {
    afterEach(() => {
      onlineManager.setOnline(true);
    });

    it('says the number could not be verified instead of "Checking…" until the connection is back', async () => {
      onlineManager.setOnline(false);
      await vatRegistry();
      failOperation('validateVat', { network: true }, api?.db);
      const { result } = renderLookup(NORDLYS);
      await waitFor(() => expect(result.current.status).toBe('unverified'), settle);
    });
  });
});
