import * as z from 'zod';

import { apiFetch } from '@/api/client';
import { CONTROL_TOKEN_HEADER } from '@/config/constants';

/**
 * The mock platform's control API (`/__mock/*`, openapi/mock-control.yaml, served by src/mocks/handlers/
 * control.ts). It is not the platform's contract and orval does not generate it, so the few answers the panel
 * reads are checked here with small schemas.
 */

/** The back office's status word: the panel switches between up and down; the control API takes any. */
export const OdooStatus = z.string();
export type OdooStatus = z.infer<typeof OdooStatus>;

export const MockFault = z.object({
  status: z.number().int().optional(),
  code: z.optional(z.string()),
  delayMs: z.number().int().optional(),
  network: z.literal(true).optional(),
  malformed: z.literal(true).optional(),
  hang: z.literal(true).optional(),
  times: z.number().int().optional(),
});
export type MockFault = z.infer<typeof MockFault>;

export const MockState = z.object({
  scenario: z.string(),
  scenarios: z.array(z.object({ name: z.string(), description: z.string() })),
  settings: z.object({ inferenceLatencyMs: z.number(), odooStatus: OdooStatus }),
  faults: z.record(z.string(), MockFault),
});
export type MockState = z.infer<typeof MockState>;

export const MockOperation = z.object({
  operationId: z.string(),
  tag: z.string().optional(),
  method: z.string(),
  path: z.string(),
});
export type MockOperation = z.infer<typeof MockOperation>;

const Operations = z.array(MockOperation);

/** The control API's token, when the mock platform was started with one (`MOCK_CONTROL_TOKEN`). */
const token: string | undefined = import.meta.env.VITE_MOCK_CONTROL_TOKEN || undefined;
const tokenHeader: Record<string, string> = token ? { [CONTROL_TOKEN_HEADER]: token } : {};

// Every change is JSON, bodyless ones too: the control API refuses anything else.
const json = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...tokenHeader },
  body: body === undefined ? undefined : JSON.stringify(body),
});

export const mockControl = {
  state: (signal?: AbortSignal) =>
    apiFetch<MockState>('/__mock/state', { schema: MockState, signal, headers: tokenHeader }),
  operations: (signal?: AbortSignal) =>
    apiFetch<MockOperation[]>('/__mock/operations', { schema: Operations, signal, headers: tokenHeader }),
  reset: (scenario?: string) =>
    apiFetch<unknown>('/__mock/reset', json('POST', scenario ? { scenario } : {})),
  settings: (settings: Partial<MockState['settings']>) =>
    apiFetch<unknown>('/__mock/settings', json('PUT', settings)),
  setFault: (operationId: string, fault: MockFault) =>
    apiFetch<unknown>(`/__mock/faults/${encodeURIComponent(operationId)}`, json('PUT', fault)),
  clearFault: (operationId: string) =>
    apiFetch<unknown>(`/__mock/faults/${encodeURIComponent(operationId)}`, json('DELETE')),
  clearFaults: () => apiFetch<unknown>('/__mock/faults', json('DELETE')),
};
