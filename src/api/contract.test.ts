import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import contractSource from '../../openapi/console.yaml?raw';
import { ERROR_CATALOGUE } from './errors';

/**
 * The contract promises of the foundation issue, checked on the document itself: every call of spec
 * section 7 is there, every operation is documented and declares its errors, and the error envelope's code
 * is exactly the catalogue.
 */

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  'x-status'?: string;
  security?: unknown[];
  parameters?: { $ref?: string; name?: string; in?: string }[];
  requestBody?: { content: Record<string, { example?: unknown; examples?: unknown }> };
  responses: Record<
    string,
    { $ref?: string; content?: Record<string, { example?: unknown; examples?: unknown }> }
  >;
}
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { enum?: string[] }>;
    responses: Record<string, { content?: Record<string, { example?: unknown; examples?: unknown }> }>;
    parameters: Record<string, { name: string; in: string }>;
  };
};

const doc = parse(contractSource) as Doc;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] as Operation })),
);
const find = (method: string, path: string) => operations.find((o) => o.method === method && o.path === path);

/** Spec section 7, every row (cancel and resend invitation: paths proposed by us). */
const SECTION_7_CALLS = [
  'GET /v1/models',
  'GET /v1/models/{modelId}',
  'POST /v1/chat/completions',
  'POST /v1/embeddings',
  'GET /v1/api-keys',
  'POST /v1/api-keys',
  'DELETE /v1/api-keys/{id}',
  'PUT /v1/api-keys/{id}/rotate',
  'GET /v1/api-keys/{id}/usage',
  'GET /v1/users',
  'GET /v1/users/{id}',
  'GET /v1/users/me',
  'PUT /v1/users/{id}',
  'DELETE /v1/users/{id}',
  'POST /v1/users/invites',
  'GET /v1/users/invites',
  'DELETE /v1/users/invites/{inviteId}',
  'POST /v1/users/invites/{inviteId}/resend',
  'GET /v1/auth/status',
  'GET /v1/auth/logout',
  'GET /v1/auth/login',
  'GET /v1/auth/register',
  'POST /v1/users/me/complete-registration',
  'POST /v1/vat/validate',
  'GET /health',
];
const PLATFORM_FACTS_CALLS = [
  'GET /v1/usage/tokens',
  'GET /v1/usage/tokens/{modelId}',
  'GET /v1/billing/usage',
  'GET /v1/billing/invoices',
  'GET /v1/billing/invoices/{id}',
  'GET /v1/billing/payment-methods',
  'POST /v1/billing/payment-methods',
  'DELETE /v1/billing/payment-methods/{id}',
  'PUT /v1/billing/subscription',
  'GET /v1/auth/callback',
];

const hasExample = (media?: { example?: unknown; examples?: unknown }) =>
  media !== undefined && (media.example !== undefined || media.examples !== undefined);

function resolveResponse(response: Operation['responses'][string]) {
  return response.$ref ? doc.components.responses[response.$ref.split('/').pop() ?? ''] : response;
}

describe('the contract (openapi/console.yaml)', () => {
  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it.each([...SECTION_7_CALLS, ...PLATFORM_FACTS_CALLS])('has %s', (call) => {
    const [method = '', path = ''] = call.split(' ');
    expect(find(method.toLowerCase(), path)).toBeDefined();
  });

  it('error codes are exactly the catalogue (20 codes)', () => {
    const codes = doc.components.schemas.ErrorCode?.enum ?? [];
    expect(codes).toHaveLength(20);
    expect([...codes].sort()).toEqual(Object.keys(ERROR_CATALOGUE).sort());
  });

  it('operation ids are unique', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s',
    (_, { op }) => {
      it('has an operationId, one tag and a summary', () => {
        expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
        expect(op.tags).toHaveLength(1);
        expect(op.summary?.length).toBeGreaterThan(5);
      });

      it('has an example for its request body and for every JSON answer', () => {
        for (const media of Object.values(op.requestBody?.content ?? {}))
          expect(hasExample(media)).toBe(true);
        for (const [status, response] of Object.entries(op.responses)) {
          for (const [type, media] of Object.entries(resolveResponse(response)?.content ?? {})) {
            if (!/[/+]json\b/.test(type)) continue; // a document (a PDF) has no example worth inlining
            expect(hasExample(media), `${status} ${type}`).toBe(true);
          }
        }
      });

      it('declares a 4xx and a 5xx answer, each with the error envelope', () => {
        const statuses = Object.keys(op.responses);
        expect(statuses.some((s) => s.startsWith('4'))).toBe(true);
        expect(statuses.some((s) => s.startsWith('5'))).toBe(true);
        for (const status of statuses.filter((s) => /^([45]|default$)/.test(s))) {
          const content = resolveResponse(op.responses[status] ?? { content: {} })?.content ?? {};
          expect(Object.keys(content), status).toEqual(['application/json']);
        }
      });

      it('declares a catch-all for every other error status (default, or 4XX and 5XX)', () => {
        const catchAll = 'default' in op.responses ? ['default'] : ['4XX', '5XX'];
        for (const key of catchAll)
          expect(op.responses[key]?.$ref, key).toBe('#/components/responses/UnexpectedError');
      });
    },
  );

  it('operations the real platform lacks are marked proposed', () => {
    const proposed = operations.filter((o) => o.op['x-status'] === 'proposed').map((o) => o.op.operationId);
    expect(proposed.sort()).toEqual(
      [
        'cancelInvitation',
        'resendInvitation',
        'getWallet',
        'updateWalletSettings',
        'listPlans',
        'createSetupIntent',
        'getInvoicePdf',
        'previewSubscriptionChange',
        'createTopUp',
        'confirmPayment',
        'payInvoice',
      ].sort(),
    );
  });

  it.each(['/v1/auth/login', '/v1/auth/register', '/v1/auth/callback'])(
    '%s is a browser redirect (302)',
    (path) => {
      const op = find('get', path);
      expect(Object.keys(op?.op.responses ?? {})).toContain('302');
      expect(Object.keys(op?.op.responses ?? {}).some((s) => s.startsWith('2'))).toBe(false);
    },
  );

  // Orval takes `default` as the success body of an operation without a 2xx: the redirect routes would be
  // typed as answering the error envelope.
  it.each(['/v1/auth/login', '/v1/auth/register', '/v1/auth/callback'])(
    '%s declares its other errors as 4XX and 5XX, not default',
    (path) => {
      const statuses = Object.keys(find('get', path)?.op.responses ?? {});
      expect(statuses).toEqual(expect.arrayContaining(['4XX', '5XX']));
      expect(statuses).not.toContain('default');
    },
  );

  it.each(['/v1/auth/login', '/v1/auth/register', '/v1/auth/logout'])('%s takes redirectUrl', (path) => {
    const params = (find('get', path)?.op.parameters ?? []).map((p) =>
      p.$ref ? doc.components.parameters[p.$ref.split('/').pop() ?? ''] : p,
    );
    expect(params).toContainEqual(expect.objectContaining({ name: 'redirectUrl', in: 'query' }));
  });

  it('chat completions answer JSON or a server-sent event stream', () => {
    const content = find('post', '/v1/chat/completions')?.op.responses['200']?.content ?? {};
    expect(Object.keys(content).sort()).toEqual(['application/json', 'text/event-stream']);
  });

  it('only health, auth status, the redirect routes and the plan list are public', () => {
    const publicOps = operations.filter((o) => Array.isArray(o.op.security) && o.op.security.length === 0);
    expect(publicOps.map((o) => o.op.operationId).sort()).toEqual(
      ['authCallback', 'getAuthStatus', 'getHealth', 'listPlans', 'login', 'logout', 'register'].sort(),
    );
  });
});
