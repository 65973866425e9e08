import {
  getGetModelTokenUsageMockHandler,
  getGetTokenUsageMockHandler,
} from '@/api/generated/endpoints/usage/usage.msw';
import {
  GetModelTokenUsageQueryParams,
  GetTokenUsageQueryParams,
} from '@/api/generated/endpoints/usage/usage.zod';
import type { TokenUsageResponse } from '@/api/generated/model';
import { MICROS_PER_EURO } from '@/i18n/money';

import type { MockDb } from '../store/db';
import { monthOf } from '../store/dates';
import { allocateMicros, rowCost, rowMicros } from '../store/usage-cost';
import type { SourcedRow, UsageRow } from '../store/usage-rows';
import type { AccountRecord } from '../store/state';

import { requireMember } from './kit/auth';
import { param, queryOf, validate } from './kit/body';
import { operationsFor, type HandlerContext, type OperationHandler } from './kit/operation';
import { notFound } from './kit/respond';
import { requirePeriod } from './kit/period';

type Row = TokenUsageResponse['usage']['daily'][number];

const eur = (micros: number) => ({ amount: micros / MICROS_PER_EURO, currency: 'EUR' as const });

function usageRow(row: UsageRow, micros: number): Row {
  return {
    date: row.day,
    model: row.model,
    input_tokens: row.input,
    output_tokens: row.output,
    total_tokens: row.input + row.output,
    cost: eur(micros),
  };
}

/**
 * A day and model's rows per key (and the console session): its cost, in micro-euros, shared over them so they
 * add up to the cost of the day and model answered without `group_by`.
 */
function rowsByKey(rows: readonly SourcedRow[]): Row[] {
  const groups = new Map<string, SourcedRow[]>();
  for (const row of rows) {
    const id = `${row.day}|${row.model}`;
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return [...groups.values()].flatMap((group) => {
    const [first] = group;
    if (!first) return [];
    const sum = group.reduce(
      (total, row) => ({ ...total, input: total.input + row.input, output: total.output + row.output }),
      { ...first, input: 0, output: 0 },
    );
    const shares = allocateMicros(
      rowMicros(sum),
      group.map((row) => rowCost(row)),
    );
    return group.map((row, i) => ({
      ...usageRow(row, shares[i] ?? 0),
      api_key: row.key ? { id: row.key.id, name: row.key.name, active: row.key.revokedAt === null } : null,
    }));
  });
}

function tokenUsage(
  db: MockDb,
  account: AccountRecord,
  request: Request,
  modelId?: string,
): TokenUsageResponse {
  const query = validate(
    modelId ? GetModelTokenUsageQueryParams : GetTokenUsageQueryParams,
    queryOf(request),
  );
  const { start, end } = requirePeriod(query, monthOf(db.today()));
  const keys = db.apiKeys.allOf(account.id);
  const rows = db.usage.sumByDayAndModel(account.id, keys, start, end, modelId);
  const micros = rows.map(rowMicros);
  const totalMicros = micros.reduce((sum, value) => sum + value, 0);
  const byKey = 'group_by' in query && query.group_by === 'key';
  return {
    period: { start, end },
    total: {
      input_tokens: rows.reduce((sum, row) => sum + row.input, 0),
      output_tokens: rows.reduce((sum, row) => sum + row.output, 0),
      total_tokens: rows.reduce((sum, row) => sum + row.input + row.output, 0),
      cost: eur(totalMicros),
    },
    usage: {
      daily: byKey
        ? rowsByKey(db.usage.accountRows(account.id, keys, start, end, modelId))
        : rows.map((row, i) => usageRow(row, micros[i] ?? 0)),
    },
  };
}

/** Token usage of the account: the same rows as per-key usage and the billing period; default this month. */
export function usageHandlers(ctx: HandlerContext): OperationHandler[] {
  const { db } = ctx;
  const op = operationsFor(ctx, 'usage');
  return [
    op('getTokenUsage', getGetTokenUsageMockHandler, ({ request, cookies }) => {
      return tokenUsage(db, requireMember(db, request, cookies).account, request);
    }),
    op('getModelTokenUsage', getGetModelTokenUsageMockHandler, ({ request, cookies, params }) => {
      const { account } = requireMember(db, request, cookies);
      const model = db.models.get(param(params, 'modelId'));
      return model ? tokenUsage(db, account, request, model.id) : notFound('The model');
    }),
  ];
}
