import * as z from 'zod';

import type { StoreContext } from './context';
import type { Fault } from './state';

/** A code as platforms write them: the catalogue's capitals, or OpenAI's `invalid_api_key`. */
export const FAULT_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{1,63}$/;

/**
 * A fault injected into one operation, by operationId. What it does, in this order: waits `delayMs`; then
 * `hang` never answers (until the client gives up), `network` fails the connection, `malformed` answers 200
 * with a broken JSON body, `status`/`code` answer the error envelope (either alone is enough: the other is
 * derived), with `message` as the envelope's text; with only `delayMs` the real answer follows the delay.
 * `times` limits it to the next N calls.
 */
export const FaultSchema = z
  .strictObject({
    status: z.int().min(400).max(599).optional(),
    // Any code: the catalogue's, or one the console has never seen (it must keep the server's message).
    code: z.string().regex(FAULT_CODE_PATTERN).optional(),
    delayMs: z.int().min(0).max(120_000).optional(),
    network: z.literal(true).optional(),
    malformed: z.literal(true).optional(),
    hang: z.literal(true).optional(),
    times: z.int().min(1).optional(),
    message: z.string().min(1).max(500).optional(),
  })
  .refine(
    (f) => [f.status, f.code, f.delayMs, f.network, f.malformed, f.hang].some((v) => v !== undefined),
    'A fault needs at least one of status, code, delayMs, network, malformed or hang.',
  );

export function createFaultsArea(ctx: StoreContext) {
  return {
    set(operationId: string, fault: Fault): void {
      ctx.state().faults.set(operationId, { ...fault });
    },
    get(operationId: string): Fault | undefined {
      return ctx.state().faults.get(operationId);
    },
    clear(operationId: string): boolean {
      return ctx.state().faults.delete(operationId);
    },
    clearAll(): void {
      ctx.state().faults.clear();
    },
    all(): Record<string, Fault> {
      return Object.fromEntries(ctx.state().faults);
    },
    /** The fault for this call, counting it against `times` (and forgetting it when used up). */
    take(operationId: string): Fault | undefined {
      const { faults } = ctx.state();
      const fault = faults.get(operationId);
      if (!fault) return undefined;
      if (fault.times !== undefined) {
        if (fault.times <= 1) faults.delete(operationId);
        else fault.times -= 1;
      }
      return fault;
    },
  };
}

export type FaultsArea = ReturnType<typeof createFaultsArea>;
