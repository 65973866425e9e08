import { describe, expect, it } from 'vitest';

import { alternatedRuns } from './loaders.ts';

describe('the loader bench run order', () => {
  it('alternates A and B on each page, starting with the other build every second run', () => {
    const order = alternatedRuns(['/', '/models'], [150], 2).map((run) => `${run.page} ${run.variant}`);
    expect(order).toEqual(['/ A', '/ B', '/ B', '/ A', '/models A', '/models B', '/models B', '/models A']);
  });

  it('runs every page at every latency, as many times per build as asked', () => {
    const runs = alternatedRuns(['/', '/team'], [150, 600], 5);
    expect(runs).toHaveLength(2 * 2 * 5 * 2);
    for (const latencyMs of [150, 600]) {
      for (const variant of ['A', 'B']) {
        const matching = runs.filter((run) => run.latencyMs === latencyMs && run.variant === variant);
        expect(matching).toHaveLength(10);
      }
    }
    expect(runs.slice(0, 20).every((run) => run.latencyMs === 150)).toBe(true);
  });
});
