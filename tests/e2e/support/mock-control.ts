import { expect, test as base, type APIRequestContext } from '@playwright/test';

import type { ScenarioName as MockScenario } from '../../../src/mocks/store/state';

import { API } from './mock-platform';
import { CONTROL_TOKEN_HEADER } from '../../../src/config/constants';

export interface MockState {
  scenario: string;
  settings: { inferenceLatencyMs: number; odooStatus: string };
  faults: Record<string, Record<string, unknown>>;
}

/** A fault of the control API: status, code, network, hang, malformed, times… (openapi/mock-control.yaml). */
export type MockFault = Record<string, unknown>;
export type MockSettings = Partial<MockState['settings']>;

/**
 * The mock platform's control API (openapi/mock-control.yaml), for the specs that change the platform. Each
 * call must succeed. Each is idempotent (a reset, a PUT, PATCH or DELETE that sets a value, a GET), so one
 * that meets a reset connection is sent once more: Playwright's request context reuses an idle connection
 * for as long as it lives, whatever the server announced (scripts/lib/keep-alive.mjs).
 */
export function mockControl(request: APIRequestContext, api = API) {
  async function send(method: string, path: string, data?: unknown) {
    // JSON for every change, and the token when the platform was started with one (docs/mock-platform.md).
    const token = process.env.MOCK_CONTROL_TOKEN;
    const headers = {
      ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { [CONTROL_TOKEN_HEADER]: token } : {}),
    };
    const response = await request.fetch(`${api}/__mock${path}`, { method, data, headers, maxRetries: 1 });
    expect(response.ok(), `${method} /__mock${path} answered ${response.status()}`).toBe(true);
    return response;
  }
  return {
    /** The scenario's seed again; faults and settings back to their defaults. Sessions stay. */
    reset: (scenario: MockScenario = 'default') => send('POST', '/reset', { scenario }),
    state: async () => (await (await send('GET', '/state')).json()) as MockState,
    setFault: (operationId: string, fault: MockFault) => send('PUT', `/faults/${operationId}`, fault),
    clearFaults: () => send('DELETE', '/faults'),
    updateSettings: (settings: MockSettings) => send('PUT', '/settings', settings),
    renameCompany: (vatNumber: string, name: string) => send('PATCH', `/companies/${vatNumber}`, { name }),
  };
}

export type MockControl = ReturnType<typeof mockControl>;

/**
 * `test` for the specs that change the mock platform (the serial `mock-control` project). Every test starts
 * from its scenario's seed (`mockScenario`, default `default`; `test.use` picks another), whatever an
 * earlier test or a failed attempt of this one left behind. A `beforeAll` that relies on the platform's
 * state resets it first: it runs before any test's fixtures. `mockPlatform` is the control API, in tests and
 * hooks alike.
 */
export const test = base.extend<
  { mockScenario: MockScenario; freshMockPlatform: void },
  { mockPlatform: MockControl }
>({
  mockScenario: ['default', { option: true }],
  mockPlatform: [
    async ({ playwright }, use) => {
      // An explicit empty state: the runner would otherwise apply a spec's `test.use({ storageState })`, whose
      // file its beforeAll has not written yet when this worker's first test is that spec's.
      const request = await playwright.request.newContext({ storageState: { cookies: [], origins: [] } });
      await use(mockControl(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  freshMockPlatform: [
    async ({ mockPlatform, mockScenario }, use, testInfo) => {
      // Elsewhere the tests run in parallel against one platform, and a reset would pull it from under them.
      expect(
        testInfo.project.name,
        'a spec that changes the mock platform belongs in MOCK_CONTROL_SPECS',
      ).toBe('mock-control');
      await mockPlatform.reset(mockScenario);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
