import { describe, expectTypeOf, it } from 'vitest';

import type { AnswerAsRead, AsRead } from './as-read';
import type { ApiKey, AuthStatus, ModelList, TokenUsageResponse } from './generated/model';

// The compiler checks these (npm run typecheck); at run time they only mark the cases.
describe('AsRead: an answer typed from its essential fields', () => {
  it('keeps an essential field as the contract types it and makes every other field optional', () => {
    type Key = AnswerAsRead<'GET /v1/api-keys', ApiKey[]>[number];
    expectTypeOf<Key['id']>().toEqualTypeOf<ApiKey['id']>();
    expectTypeOf<Key['name']>().toEqualTypeOf<string>();
    expectTypeOf<Key['prefix']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Key['lastUsed']>().toEqualTypeOf<string | null | undefined>();
  });

  it('follows a path into an object and through a list', () => {
    type Models = AnswerAsRead<'GET /v1/models', ModelList>;
    expectTypeOf<Models['data'][number]['id']>().toEqualTypeOf<string>();
    expectTypeOf<Models['data'][number]['tags']>().toEqualTypeOf<string[] | undefined>();
    type Status = AsRead<AuthStatus, 'user.email'>;
    expectTypeOf<NonNullable<Status['user']>['email']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<Status['user']>['name']>().toEqualTypeOf<string | undefined>();
  });

  it('makes an incidental object’s own fields optional too (the reader leaves out what fails inside it)', () => {
    type Usage = AnswerAsRead<'GET /v1/usage/tokens', TokenUsageResponse>;
    expectTypeOf<Usage['usage']['daily'][number]['cost']['amount']>().toEqualTypeOf<number>();
    expectTypeOf<NonNullable<Usage['period']>['start']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<undefined>().toExtend<Usage['period']>();
  });
});
