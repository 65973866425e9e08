import { describe, expect, it } from 'vitest';

import type { ApiKey, ApiKeyUsageResponse, BillingUsage, TokenUsageResponse } from '@/api/generated/model';
import { server } from '@/test/msw-server';

import { DEMO_API_KEY } from '../store/demo';
import { startMockApi, type MockApi } from '../testing/mock-api';

const MONTH = 'start_date=2026-11-01&end_date=2026-11-30';

async function perKeyTotals(api: MockApi, query: string) {
  const { body: keys } = await api.call<ApiKey[]>('listApiKeys', 'GET', '/v1/api-keys');
  let requests = 0;
  let input = 0;
  let output = 0;
  for (const key of keys) {
    const { body } = await api.call<ApiKeyUsageResponse>(
      'getApiKeyUsage',
      'GET',
      `/v1/api-keys/${key.id}/usage?${query}`,
    );
    requests += body.requests.total;
    for (const model of body.models) {
      input += model.tokens.input;
      output += model.tokens.output;
    }
  }
  return { requests, input, output };
}

describe('usage is one set of numbers', () => {
  it.each([
    ['the current billing period', MONTH],
    ['the last 90 days', 'start_date=2026-08-25&end_date=2026-11-22'],
  ])('over %s: per-key usage sums to the token usage total', async (_, query) => {
    const api = startMockApi(server);
    await api.signIn();
    const keys = await perKeyTotals(api, query);
    const { body } = await api.call<TokenUsageResponse>('getTokenUsage', 'GET', `/v1/usage/tokens?${query}`);
    expect(keys.input).toBeGreaterThan(0);
    expect({ input: body.total.input_tokens, output: body.total.output_tokens }).toEqual({
      input: keys.input,
      output: keys.output,
    });
    expect(body.total.total_tokens).toBe(keys.input + keys.output);
    const rows = body.usage.daily;
    expect(rows.reduce((s, r) => s + r.input_tokens, 0)).toBe(body.total.input_tokens);
    expect(rows.reduce((s, r) => s + r.cost.amount, 0)).toBeCloseTo(body.total.cost.amount, 4);
  });

  it('the billing period is this month of the same data: same tokens, same cost', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { body: billing } = await api.call<BillingUsage>('getBillingUsage', 'GET', '/v1/billing/usage');
    const { body: tokens } = await api.call<TokenUsageResponse>(
      'getTokenUsage',
      'GET',
      `/v1/usage/tokens?${MONTH}`,
    );
    const keys = await perKeyTotals(api, MONTH);
    expect(billing.current_period).toEqual({ start_date: '2026-11-01', end_date: '2026-11-30' });
    const metric = (name: string) => billing.metrics.find((m) => m.name === name);
    expect(metric('Input tokens')?.value).toBe(tokens.total.input_tokens);
    expect(metric('Output tokens')?.value).toBe(tokens.total.output_tokens);
    expect(metric('Requests')?.value).toBe(keys.requests);
    expect(billing.total.amount).toBe(tokens.total.cost.amount);
    expect((metric('Input tokens')?.cost ?? 0) + (metric('Output tokens')?.cost ?? 0)).toBeCloseTo(
      billing.total.amount,
      5,
    );
  });

  it('token usage defaults to the current billing period', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { body } = await api.call<TokenUsageResponse>('getTokenUsage', 'GET', '/v1/usage/tokens');
    expect(body.period).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(body.usage.daily.every((r) => r.date >= '2026-11-01' && r.date <= '2026-11-22')).toBe(true);
  });

  it('one model’s usage is its slice of the same rows', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { body: all } = await api.call<TokenUsageResponse>(
      'getTokenUsage',
      'GET',
      `/v1/usage/tokens?${MONTH}`,
    );
    const model = all.usage.daily[0]?.model ?? '';
    const { body } = await api.call<TokenUsageResponse>(
      'getModelTokenUsage',
      'GET',
      `/v1/usage/tokens/${model}?${MONTH}`,
    );
    expect(body.usage.daily).toEqual(all.usage.daily.filter((r) => r.model === model));
    expect((await api.call('getModelTokenUsage', 'GET', '/v1/usage/tokens/gpt-5')).status).toBe(404);
  });

  it('is the same on every start (deterministic)', async () => {
    const first = startMockApi(server);
    await first.signIn();
    const a = (await first.call<TokenUsageResponse>('getTokenUsage', 'GET', `/v1/usage/tokens?${MONTH}`))
      .body;
    const second = startMockApi(server);
    await second.signIn();
    const b = (await second.call<TokenUsageResponse>('getTokenUsage', 'GET', `/v1/usage/tokens?${MONTH}`))
      .body;
    expect(b).toEqual(a);
  });

  it('counts calls made with an API key, everywhere at once', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const key = api.db.apiKeys.findBySecret(DEMO_API_KEY);
    const before = (
      await api.call<ApiKeyUsageResponse>('getApiKeyUsage', 'GET', `/v1/api-keys/${key?.id}/usage`)
    ).body;
    const tokensBefore = (await api.call<TokenUsageResponse>('getTokenUsage', 'GET', '/v1/usage/tokens'))
      .body;
    const chat = await api.call<{ usage: { prompt_tokens: number; completion_tokens: number } }>(
      'createChatCompletion',
      'POST',
      '/v1/chat/completions',
      {
        session: null,
        bearer: DEMO_API_KEY,
        json: {
          model: 'gemma-3-12b-it',
          messages: [{ role: 'user', content: 'Summarise the quarterly report.' }],
        },
      },
    );
    const after = (
      await api.call<ApiKeyUsageResponse>('getApiKeyUsage', 'GET', `/v1/api-keys/${key?.id}/usage`)
    ).body;
    const tokensAfter = (await api.call<TokenUsageResponse>('getTokenUsage', 'GET', '/v1/usage/tokens')).body;
    expect(after.requests.total).toBe(before.requests.total + 1);
    expect(tokensAfter.total.input_tokens).toBe(
      tokensBefore.total.input_tokens + chat.body.usage.prompt_tokens,
    );
    expect(tokensAfter.total.output_tokens).toBe(
      tokensBefore.total.output_tokens + chat.body.usage.completion_tokens,
    );
    const listed = (await api.call<ApiKey[]>('listApiKeys', 'GET', '/v1/api-keys')).body.find(
      (k) => k.id === key?.id,
    );
    expect(listed?.lastUsed).toBe('2026-11-22T12:00:00.000Z');
  });

  it('refuses a reversed or too long period', async () => {
    const api = startMockApi(server);
    await api.signIn();
    expect(
      (await api.call('getTokenUsage', 'GET', '/v1/usage/tokens?start_date=2026-11-22&end_date=2026-11-01'))
        .status,
    ).toBe(400);
    expect(
      (await api.call('getTokenUsage', 'GET', '/v1/usage/tokens?start_date=2024-01-01&end_date=2026-11-01'))
        .status,
    ).toBe(400);
  });
});
