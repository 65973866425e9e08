import { describe, expect, it } from 'vitest';

import type { ApiKey, ApiKeyUsageResponse, TokenUsageResponse } from '@/api/generated/model';
import { server } from '@/test/msw-server';

import { addDays } from '../store/dates';
import { startMockApi, type MockApi } from '../testing/mock-api';

/**
 * The billing page's usage (`GET /v1/usage/tokens`) and the API keys page's per-key usage, for the periods
 * both pages offer (the last 7, 30 and 90 days, today included): the same tokens. (usage.test.ts checks the
 * calendar month and the billing period.)
 */

async function perKeyTotals(api: MockApi, query: string) {
  const { body: keys } = await api.call<ApiKey[]>('listApiKeys', 'GET', '/v1/api-keys');
  let input = 0;
  let output = 0;
  for (const key of keys) {
    const { body } = await api.call<ApiKeyUsageResponse>(
      'getApiKeyUsage',
      'GET',
      `/v1/api-keys/${key.id}/usage?${query}`,
    );
    for (const model of body.models) {
      input += model.tokens.input;
      output += model.tokens.output;
    }
  }
  return { input, output };
}

const lastDays = (api: MockApi, days: number) => {
  const today = api.db.today();
  return `start_date=${addDays(today, 1 - days)}&end_date=${today}`;
};

describe('billing usage and per-key usage agree', () => {
  it.each([7, 30, 90])('over the last %d days', async (days) => {
    const api = startMockApi(server);
    await api.signIn();
    const query = lastDays(api, days);
    const keys = await perKeyTotals(api, query);
    const { body } = await api.call<TokenUsageResponse>('getTokenUsage', 'GET', `/v1/usage/tokens?${query}`);
    expect(keys.input).toBeGreaterThan(0);
    expect({ input: body.total.input_tokens, output: body.total.output_tokens }).toEqual(keys);
  });

  it('a revoked key leaves the key list, but what it spent stays in billing (the money was spent)', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const query = lastDays(api, 30);
    const { body: keys } = await api.call<ApiKey[]>('listApiKeys', 'GET', '/v1/api-keys');
    const production = keys.find((key) => key.name === 'Production backend');
    const { body: spent } = await api.call<ApiKeyUsageResponse>(
      'getApiKeyUsage',
      'GET',
      `/v1/api-keys/${production?.id}/usage?${query}`,
    );
    const revokedInput = spent.models.reduce((sum, model) => sum + model.tokens.input, 0);
    expect(revokedInput).toBeGreaterThan(0);
    const before = (await api.call<TokenUsageResponse>('getTokenUsage', 'GET', `/v1/usage/tokens?${query}`))
      .body;

    expect((await api.call('revokeApiKey', 'DELETE', `/v1/api-keys/${production?.id}`)).status).toBe(204);

    const after = (await api.call<TokenUsageResponse>('getTokenUsage', 'GET', `/v1/usage/tokens?${query}`))
      .body;
    expect(after.total).toEqual(before.total);
    const listed = await perKeyTotals(api, query);
    expect(listed.input + revokedInput).toBe(after.total.input_tokens);
  });
});
