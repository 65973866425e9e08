import {
  getGetModelMockHandler,
  getListModelsMockHandler,
} from '@/api/generated/endpoints/models/models.msw';

import { toModel } from '../store/models';

import { requireKeyOrMember } from './kit/auth';
import { param } from './kit/body';
import { operationsFor, type HandlerContext, type OperationHandler } from './kit/operation';
import { notFound } from './kit/respond';

export function modelHandlers(ctx: HandlerContext): OperationHandler[] {
  const { db } = ctx;
  const op = operationsFor(ctx, 'models');
  return [
    op('listModels', getListModelsMockHandler, ({ request, cookies }) => {
      requireKeyOrMember(db, request, cookies);
      return { object: 'list', data: db.models.list().map(toModel) };
    }),
    op('getModel', getGetModelMockHandler, ({ request, cookies, params }) => {
      requireKeyOrMember(db, request, cookies);
      const model = db.models.get(param(params, 'modelId'));
      return model ? toModel(model) : notFound('The model');
    }),
  ];
}
