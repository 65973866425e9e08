import type { HealthResponse } from '@/api/generated/model';

import type { StoreContext } from './context';
import { MODEL_CATALOGUE } from './models';

/** The platform's version as `/health` reports it (not the console's). */
export const PLATFORM_VERSION = '2.14.0';

export function createHealthArea(ctx: StoreContext) {
  return {
    isDown(modelId: string): boolean {
      return ctx.state().modelsDown.has(modelId);
    },
    setDown(modelId: string, down: boolean): void {
      if (down) ctx.state().modelsDown.add(modelId);
      else ctx.state().modelsDown.delete(modelId);
    },
    health(): HealthResponse {
      const { settings, modelsDown } = ctx.state();
      const chatEndpoints = MODEL_CATALOGUE.filter((m) => m.type === 'chat').map((m) => ({
        model: m.id,
        status: modelsDown.has(m.id) ? ('down' as const) : ('up' as const),
      }));
      const allUp = settings.odooStatus === 'up' && chatEndpoints.every((e) => e.status === 'up');
      return {
        status: allUp ? 'ok' : 'degraded',
        version: PLATFORM_VERSION,
        odoo: { status: settings.odooStatus },
        chatEndpoints,
      };
    },
  };
}

export type HealthArea = ReturnType<typeof createHealthArea>;
