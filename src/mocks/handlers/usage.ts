import {
  getGetModelTokenUsageMockHandler,
  getGetTokenUsageMockHandler,
} from '@/api/generated/endpoints/usage/usage.msw';
import {
  GetModelTokenUsageQueryParams,
  GetTokenUsageQueryParams,
} from '@/api/generated/endpoints/usage/usage.zod';
import type { TokenUsageResponse } from '@/api/generated/model';

import { COST_DECIMALS } from '../store/billing';
import { roundTo } from '../store/context';
import type { MockDb } from '../store/db';
import { monthOf } from '../store/dates';
import { rowCost, sumRows } from '../store/usage';
import type { AccountRecord } from '../store/state';

import { requireMember } from './kit/auth';
import { param, queryOf, validate } from './kit/body';
import { operationsFor, type HandlerContext, type OperationHandler } from './kit/operation';
import { notFound } from './kit/respond';
import { requirePeriod } from './kit/period';

const eur = (amount: number) => ({ amount: roundTo(amount, COST_DECIMALS), currency: 'EUR' as const });

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
  const rows = db.usage.sumByDayAndModel(db.apiKeys.allOf(account.id), start, end, modelId);
  const total = sumRows(rows);
  return {
    period: { start, end },
    total: {
      input_tokens: total.input,
      output_tokens: total.output,
      total_tokens: total.input + total.output,
      cost: eur(total.cost),
    },
    usage: {
      daily: rows.map((row) => ({
        date: row.day,
        model: row.model,
        input_tokens: row.input,
        output_tokens: row.output,
        total_tokens: row.input + row.output,
        cost: eur(rowCost(row)),
      })),
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
