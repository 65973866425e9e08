import { http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod';

import { CONTROL_TOKEN_HEADER } from '@/config/constants';
import { DEMO_API_KEY, DEMO_IDENTITIES } from '../store/demo';
import { FaultSchema } from '../store/faults';
import { SCENARIO_DESCRIPTIONS } from '../store/scenarios';
import { SCENARIO_NAMES } from '../store/state';

import { param, validate } from './kit/body';
import type { HandlerContext, OperationHandler } from './kit/operation';
import { fail, noContent, notFound } from './kit/respond';
import { isWrite } from './kit/write-guards';
import { isJsonContentType } from '@/api/write-header';

/**
 * The control API for testers (`openapi/mock-control.yaml`): reset, scenarios, faults, settings, renaming a
 * company (for display tests) and the list of operations. Plain msw handlers: these routes are the mock's
 * own, not the platform contract's.
 */
export const CONTROL_PREFIX = '/__mock';

const ScenarioName = z.enum(SCENARIO_NAMES);
const ResetBody = z.strictObject({ scenario: ScenarioName.optional() });
const ScenarioBody = z.strictObject({ name: ScenarioName });
const CompanyBody = z.strictObject({ name: z.string().min(1).max(200) });
const SettingsBody = z.strictObject({
  inferenceLatencyMs: z.int().min(0).max(60_000).optional(),
  // Any word: the real back office may report one the console has never seen (it is then not up).
  odooStatus: z
    .string()
    .regex(/^[A-Za-z][A-Za-z_-]{0,31}$/)
    .optional(),
});

/** `*\/v1/users/:id` → `/v1/users/{id}`, as the contract writes paths. */
export function contractPath(handler: HttpHandler): string {
  const path = handler.info.path;
  return typeof path === 'string' ? path.replace(/^\*/, '').replace(/:([A-Za-z]+)/g, '{$1}') : String(path);
}

async function jsonOrEmpty(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(400, 'INVALID_REQUEST', { message: 'The request body is not valid JSON.' });
  }
}

export function controlHandlers(ctx: HandlerContext, operations: readonly OperationHandler[]): HttpHandler[] {
  const { db } = ctx;
  const operationIds = new Set(operations.map((o) => o.operationId));
  const route = (path: string) => `*${CONTROL_PREFIX}${path}`;
  const knownOperation = (params: Record<string, string | readonly string[] | undefined>) => {
    const operationId = param(params, 'operationId');
    return operationIds.has(operationId) ? operationId : notFound(`The operation '${operationId}'`);
  };
  const state = () => ({
    scenario: db.scenario,
    scenarios: SCENARIO_NAMES.map((name) => ({ name, description: SCENARIO_DESCRIPTIONS[name] })),
    faults: db.faults.all(),
    settings: { ...db.settings },
    counts: db.counts(),
    demo: {
      identities: DEMO_IDENTITIES.map(({ email, password, name, role, description }) => ({
        email,
        password,
        name,
        role,
        description,
      })),
      apiKey: DEMO_API_KEY,
    },
  });

  return [
    // Any page a tester visits could otherwise reset the platform or inject faults: a change must be JSON (a
    // cross-site page cannot send that without a preflight, which only the console's origins pass), and with
    // a token set, every call must carry it. Passes on to the routes below when all is well.
    http.all(route('/*'), ({ request }) => {
      if (ctx.controlToken && request.headers.get(CONTROL_TOKEN_HEADER) !== ctx.controlToken) {
        fail(403, 'INSUFFICIENT_PERMISSIONS', {
          message: `The control API needs the ${CONTROL_TOKEN_HEADER} header (MOCK_CONTROL_TOKEN).`,
        });
      }
      if (isWrite(request) && !isJsonContentType(request.headers.get('content-type'))) {
        fail(415, 'UNSUPPORTED_MEDIA_TYPE', {
          message: 'A change to the mock platform must be sent as JSON (Content-Type: application/json).',
        });
      }
      return undefined;
    }),
    http.post(route('/reset'), async ({ request }) => {
      const { scenario } = validate(ResetBody, await jsonOrEmpty(request));
      db.reset(scenario);
      return HttpResponse.json(state());
    }),
    http.get(route('/state'), () => HttpResponse.json(state())),
    http.put(route('/scenario'), async ({ request }) => {
      db.reset(validate(ScenarioBody, await jsonOrEmpty(request)).name);
      return HttpResponse.json(state());
    }),
    http.put(route('/faults/:operationId'), async ({ request, params }) => {
      const operationId = knownOperation(params);
      const fault = validate(FaultSchema, await jsonOrEmpty(request));
      db.faults.set(operationId, fault);
      return HttpResponse.json({ operationId, fault });
    }),
    http.delete(route('/faults/:operationId'), ({ params }) => {
      db.faults.clear(knownOperation(params));
      return noContent();
    }),
    http.delete(route('/faults'), () => {
      db.faults.clearAll();
      return noContent();
    }),
    http.patch(route('/companies/:vatNumber'), async ({ request, params }) => {
      const vatNumber = param(params, 'vatNumber');
      const company = db.accounts.byVat(vatNumber)?.company ?? notFound(`The company '${vatNumber}'`);
      company.name = validate(CompanyBody, await jsonOrEmpty(request)).name;
      return HttpResponse.json({ name: company.name });
    }),
    http.put(route('/settings'), async ({ request }) => {
      const patch = validate(SettingsBody, await jsonOrEmpty(request));
      Object.assign(
        db.settings,
        Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
      );
      return HttpResponse.json({ ...db.settings });
    }),
    http.get(route('/operations'), () =>
      HttpResponse.json(
        operations.map(({ operationId, tag, handler }) => ({
          operationId,
          tag,
          method: handler.info.method,
          path: contractPath(handler),
        })),
      ),
    ),
  ];
}
