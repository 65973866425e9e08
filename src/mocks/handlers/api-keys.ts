import { z } from 'zod';

import {
  getCreateApiKeyMockHandler,
  getGetApiKeyUsageMockHandler,
  getListApiKeysMockHandler,
  getRevokeApiKeyMockHandler,
  getRotateApiKeyMockHandler,
} from '@/api/generated/endpoints/api-keys/api-keys.msw';
import {
  CreateApiKeyBody,
  GetApiKeyUsageParams,
  GetApiKeyUsageQueryParams,
} from '@/api/generated/endpoints/api-keys/api-keys.zod';
import type { ApiKeyUsageResponse } from '@/api/generated/model';
import { apiKeysEn } from '@/i18n/api-keys.en';

import { toApiKey, toCreatedApiKey } from '../store/api-keys';
import { addDays, daysBetween } from '../store/dates';
import type { ApiKeyRecord } from '../store/state';
import { modelById } from '../store/usage-rows';

import { requireMember } from './kit/auth';
import { parseBody, queryOf, validate } from './kit/body';
import { operationsFor, type HandlerContext, type OperationHandler } from './kit/operation';
import { noContent, notFound } from './kit/respond';
import { requirePeriod } from './kit/period';
import type { MockDb } from '../store/db';

/**
 * The contract's body with the name trimmed first, as the console's form does: a name of spaces only is
 * missing (the form's message), and spaces around one are not stored.
 */
const CreateKeyBody = CreateApiKeyBody.extend({
  name: z.string().trim().min(1, apiKeysEn.form.nameRequired).pipe(CreateApiKeyBody.shape.name),
});

/** The default period of a key's usage: the last 30 days, today included. */
export const KEY_USAGE_DEFAULT_DAYS = 30;

function keyIdOf(params: Record<string, string | readonly string[] | undefined>): number {
  return validate(GetApiKeyUsageParams, { id: Number(params.id) }).id;
}

function keyUsage(db: MockDb, key: ApiKeyRecord, start: string, end: string): ApiKeyUsageResponse {
  const rows = db.usage.keyRows(key, start, end);
  const perDay = new Map<string, number>();
  const perModel = new Map<string, { requests: number; input: number; output: number }>();
  for (const row of rows) {
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.requests);
    const total = perModel.get(row.model) ?? { requests: 0, input: 0, output: 0 };
    perModel.set(row.model, {
      requests: total.requests + row.requests,
      input: total.input + row.input,
      output: total.output + row.output,
    });
  }
  const daily = daysBetween(start, end).map((date) => ({ date, count: perDay.get(date) ?? 0 }));
  return {
    id: key.id,
    name: key.name,
    period: { start, end },
    requests: { total: daily.reduce((sum, d) => sum + d.count, 0), daily },
    models: [...perModel].map(([id, t]) => ({
      id,
      name: modelById(id)?.name ?? id,
      requests: t.requests,
      tokens: { input: t.input, output: t.output, total: t.input + t.output },
    })),
  };
}

export function apiKeyHandlers(ctx: HandlerContext): OperationHandler[] {
  const { db } = ctx;
  const op = operationsFor(ctx, 'api-keys');
  return [
    op('listApiKeys', getListApiKeysMockHandler, ({ request, cookies }) => {
      const { account } = requireMember(db, request, cookies);
      return db.apiKeys.list(account.id).map(toApiKey);
    }),
    op('createApiKey', getCreateApiKeyMockHandler, async ({ request, cookies }) => {
      const { account } = requireMember(db, request, cookies);
      const body = await parseBody(request, CreateKeyBody);
      const { key, secret } = db.apiKeys.create({
        accountId: account.id,
        name: body.name,
        description: body.description ?? null,
      });
      return toCreatedApiKey(key, secret);
    }),
    op('revokeApiKey', getRevokeApiKeyMockHandler, ({ request, cookies, params }) => {
      const { account } = requireMember(db, request, cookies);
      return db.apiKeys.revoke(account.id, keyIdOf(params)) ? noContent() : notFound('The API key');
    }),
    op('rotateApiKey', getRotateApiKeyMockHandler, ({ request, cookies, params }) => {
      const { account } = requireMember(db, request, cookies);
      const rotated = db.apiKeys.rotate(account.id, keyIdOf(params));
      return rotated ? toCreatedApiKey(rotated.key, rotated.secret) : notFound('The API key');
    }),
    op('getApiKeyUsage', getGetApiKeyUsageMockHandler, ({ request, cookies, params }) => {
      const { account } = requireMember(db, request, cookies);
      // A revoked key leaves the list but its past usage still counts in the account's: it stays readable.
      const id = keyIdOf(params);
      const key = db.apiKeys.allOf(account.id).find((one) => one.id === id);
      if (!key) return notFound('The API key');
      const today = db.today();
      const query = validate(GetApiKeyUsageQueryParams, queryOf(request));
      const { start, end } = requirePeriod(query, {
        start: addDays(today, 1 - KEY_USAGE_DEFAULT_DAYS),
        end: today,
      });
      return keyUsage(db, key, start, end);
    }),
  ];
}
