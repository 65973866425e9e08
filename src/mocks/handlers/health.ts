import { getGetHealthMockHandler } from '@/api/generated/endpoints/health/health.msw';

import { operationsFor, type HandlerContext, type OperationHandler } from './kit/operation';

export function healthHandlers(ctx: HandlerContext): OperationHandler[] {
  const op = operationsFor(ctx, 'health');
  return [op('getHealth', getGetHealthMockHandler, () => ctx.db.health.health())];
}
