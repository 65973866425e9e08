import { getValidateVatMockHandler } from '@/api/generated/endpoints/vat/vat.msw';
import { ValidateVatBody } from '@/api/generated/endpoints/vat/vat.zod';

import { lookupVat } from '../vat-registry';

import { requireCaller } from './kit/auth';
import { parseBody } from './kit/body';
import { operationsFor, type HandlerContext, type OperationHandler } from './kit/operation';
import { fail } from './kit/respond';

/** Seconds the VAT registry asks to wait when it is unavailable. */
const VAT_RETRY_AFTER_SECONDS = 30;

export function vatHandlers(ctx: HandlerContext): OperationHandler[] {
  const { db } = ctx;
  const op = operationsFor(ctx, 'vat');
  return [
    // Needs only a signed-in identity: the registration wizard looks numbers up before the account exists.
    op('validateVat', getValidateVatMockHandler, async ({ request, cookies }) => {
      requireCaller(db, request, cookies);
      const { vatNumber, checkExisting } = await parseBody(request, ValidateVatBody);
      const result = lookupVat(vatNumber);
      if (result.kind === 'unavailable') {
        return fail(503, 'SERVER_ERROR', {
          message: 'The VAT registry is temporarily unavailable. Please try again in a few minutes.',
          headers: { 'Retry-After': String(VAT_RETRY_AFTER_SECONDS) },
        });
      }
      const valid = result.kind === 'checked' && result.valid;
      return {
        valid,
        exists: checkExisting !== false && db.accounts.byVat(result.vatNumber) !== undefined,
        vatNumber: result.vatNumber,
        company: result.kind === 'checked' ? result.company : null,
      };
    }),
  ];
}
