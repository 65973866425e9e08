import { lazySchema } from './response-schema';

/**
 * Lazy schemas of the first screen's calls, which load no zod (the first-load budget): each loads its
 * generated schema when a body needs it, after shortcuts that answer exactly as it would
 * (first-screen-schemas.test.ts).
 */

type Body = Record<string, unknown>;

function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copies `key` as the schema does for an optional property: present in the output only if in the body. */
function optional(body: Body, key: string): Body {
  return key in body ? { [key]: body[key] } : {};
}

/** `tokenType` is an open string (or null): the console does not rely on it. */
const isTokenType = (value: unknown) => value === null || typeof value === 'string';
const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string';

/** `GET /v1/auth/status`; shortcut: no session at all (not at the identity provider, no account). */
export const authStatusSchema = lazySchema(
  () => import('./generated/model/authStatus.zod').then((module) => module.AuthStatus),
  (body) => {
    if (!isRecord(body)) return undefined;
    const { authenticated, user, keycloakAuthenticated, hasOdooAccount, tokenType, identity } = body;
    const anonymous =
      authenticated === false &&
      keycloakAuthenticated === false &&
      hasOdooAccount === false &&
      user === null &&
      isTokenType(tokenType) &&
      (identity === undefined || identity === null);
    if (!anonymous) return undefined;
    return {
      value: {
        authenticated,
        user,
        keycloakAuthenticated,
        hasOdooAccount,
        tokenType,
        ...optional(body, 'identity'),
      },
    };
  },
);

/**
 * `GET /health`; shortcut: any answer the contract allows. Its status words are open strings (spec section 3:
 * the back office is "up or otherwise"); only `odoo.status` and each endpoint's `model` are certain.
 */
export const healthSchema = lazySchema(
  () => import('./generated/model/healthResponse.zod').then((module) => module.HealthResponse),
  (body) => {
    if (!isRecord(body) || !isOptionalString(body.status) || !isOptionalString(body.version)) {
      return undefined;
    }
    const { odoo, chatEndpoints } = body;
    if (!isRecord(odoo) || typeof odoo.status !== 'string' || !Array.isArray(chatEndpoints)) return undefined;
    const endpoints: Body[] = [];
    for (const endpoint of chatEndpoints as unknown[]) {
      if (!isRecord(endpoint) || typeof endpoint.model !== 'string') return undefined;
      if (!isOptionalString(endpoint.status)) return undefined;
      endpoints.push({ model: endpoint.model, ...optional(endpoint, 'status') });
    }
    return {
      value: {
        ...optional(body, 'status'),
        ...optional(body, 'version'),
        odoo: { status: odoo.status },
        chatEndpoints: endpoints,
      },
    };
  },
);

/** Loads the two schemas now (unit tests, src/test/setup.ts: the app loads them only when needed). */
export function loadFirstScreenSchemas(): Promise<unknown> {
  return Promise.all([authStatusSchema.load(), healthSchema.load()]);
}
