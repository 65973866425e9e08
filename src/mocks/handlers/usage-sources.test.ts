import { describe, expect, it } from 'vitest';

import type { ApiKey, ApiKeyUsageResponse, HealthResponse, TokenUsageResponse } from '@/api/generated/model';
import { server } from '@/test/msw-server';

import { startMockApi, type MockApi } from '../testing/mock-api';

const DAYS = 'start_date=2026-10-24&end_date=2026-11-22';
const micros = (amount: number) => Math.round(amount * 1_000_000);

async function signedIn(): Promise<MockApi> {
  const api = startMockApi(server);
  await api.signIn();
  return api;
}

const usage = async (api: MockApi, query: string) =>
  (await api.call<TokenUsageResponse>('getTokenUsage', 'GET', `/v1/usage/tokens?${query}`)).body;

async function revokeStaging(api: MockApi): Promise<ApiKey> {
  const { body: keys } = await api.call<ApiKey[]>('listApiKeys', 'GET', '/v1/api-keys');
  const staging = keys.find((key) => key.name === 'Staging')!;
  await api.call('revokeApiKey', 'DELETE', `/v1/api-keys/${staging.id}`);
  return staging;
}

async function playgroundCall(api: MockApi): Promise<{ prompt_tokens: number; completion_tokens: number }> {
  const { body } = await api.call<{ usage: { prompt_tokens: number; completion_tokens: number } }>(
    'createChatCompletion',
    'POST',
    '/v1/chat/completions',
    { json: { model: 'gemma-3-12b-it', messages: [{ role: 'user', content: 'Hej' }] } },
  );
  return body.usage;
}

describe('usage per key (group_by=key, proposed)', () => {
  it('splits each day and model per key, the parts adding up to the day and model exactly', async () => {
    const api = await signedIn();
    await revokeStaging(api);
    await playgroundCall(api);
    const whole = await usage(api, DAYS);
    const split = await usage(api, `${DAYS}&group_by=key`);
    expect(split.total).toEqual(whole.total);
    const summed = new Map<string, { tokens: number; micros: number }>();
    for (const row of split.usage.daily) {
      const id = `${row.date}|${row.model}`;
      const sum = summed.get(id) ?? { tokens: 0, micros: 0 };
      summed.set(id, { tokens: sum.tokens + row.total_tokens, micros: sum.micros + micros(row.cost.amount) });
    }
    expect(summed.size).toBe(whole.usage.daily.length);
    for (const row of whole.usage.daily) {
      expect(summed.get(`${row.date}|${row.model}`)).toEqual({
        tokens: row.total_tokens,
        micros: micros(row.cost.amount),
      });
    }
  });

  it('names a revoked key as inactive, and the playground’s session calls as the console (api_key null)', async () => {
    const api = await signedIn();
    const staging = await revokeStaging(api);
    const call = await playgroundCall(api);
    const split = await usage(api, `${DAYS}&group_by=key`);
    const stagingRows = split.usage.daily.filter((row) => row.api_key?.id === staging.id);
    expect(stagingRows.length).toBeGreaterThan(0);
    expect(stagingRows.every((row) => row.api_key?.active === false)).toBe(true);
    const console = split.usage.daily.filter((row) => row.api_key === null);
    expect(console).toEqual([
      expect.objectContaining({
        date: '2026-11-22',
        model: 'gemma-3-12b-it',
        input_tokens: call.prompt_tokens,
        output_tokens: call.completion_tokens,
      }),
    ]);
  });
});

describe('the playground’s session calls are billed: they reach usage and the billing period', () => {
  it('adds the call to the account’s token usage and the billing period’s total', async () => {
    const api = await signedIn();
    const before = await usage(api, DAYS);
    const call = await playgroundCall(api);
    const after = await usage(api, DAYS);
    expect(after.total.input_tokens).toBe(before.total.input_tokens + call.prompt_tokens);
    expect(after.total.output_tokens).toBe(before.total.output_tokens + call.completion_tokens);
    expect(after.total.cost.amount).toBeGreaterThan(before.total.cost.amount);
  });
});

describe('a revoked key', () => {
  it('leaves the key list, keeps its usage readable, and the keys plus the console add up to the account', async () => {
    const api = await signedIn();
    const staging = await revokeStaging(api);
    const call = await playgroundCall(api);
    const { body: live } = await api.call<ApiKey[]>('listApiKeys', 'GET', '/v1/api-keys');
    expect(live.map((key) => key.id)).not.toContain(staging.id);
    let input = 0;
    for (const id of [...live.map((key) => key.id), staging.id]) {
      const { status, body } = await api.call<ApiKeyUsageResponse>(
        'getApiKeyUsage',
        'GET',
        `/v1/api-keys/${id}/usage?${DAYS}`,
      );
      expect(status).toBe(200);
      input += body.models.reduce((sum, model) => sum + model.tokens.input, 0);
    }
    expect(input + call.prompt_tokens).toBe((await usage(api, DAYS)).total.input_tokens);
  });
});

describe('the demo data agrees with itself', () => {
  it('no model reported down has usage today; the day’s largest cost is on a model that is up', async () => {
    const api = await signedIn();
    const { body: health } = await api.call<HealthResponse>('getHealth', 'GET', '/health');
    const down = new Set(health.chatEndpoints.filter((e) => e.status === 'down').map((e) => e.model));
    expect(down.size).toBeGreaterThan(0);
    const today = (await usage(api, 'start_date=2026-11-22&end_date=2026-11-22')).usage.daily;
    expect(today.length).toBeGreaterThan(0);
    expect(today.filter((row) => down.has(row.model))).toEqual([]);
    const yesterday = (await usage(api, 'start_date=2026-11-21&end_date=2026-11-21')).usage.daily;
    // Down since midnight: the same models did carry usage the day before.
    expect(yesterday.some((row) => down.has(row.model))).toBe(true);
  });
});
