import { describe, expect, it } from 'vitest';

import { describeMachine, formatMachine, REFERENCE_ROUND_MS, usableCores } from './machine.mjs';

describe('describeMachine', () => {
  it('measures the usable cores, the probe alone and on every core, and what is left free', async () => {
    const machine = await describeMachine();
    expect(machine.cores).toBe(usableCores());
    expect(machine.singleMs).toBeGreaterThan(0);
    expect(machine.slowdown).toBeGreaterThanOrEqual(1);
    expect(machine.contention).toBeGreaterThanOrEqual(1);
    expect(machine.effectiveCores).toBeCloseTo(machine.cores / machine.contention, 0);
    expect(machine.load).toHaveLength(3);
  });
});

describe('formatMachine', () => {
  it('says the cores, the free ones, the probe against its reference and the load in one line', () => {
    const line = formatMachine({
      cores: 2,
      singleMs: 52.4,
      parallelMs: 104.6,
      slowdown: 1,
      contention: 2,
      effectiveCores: 1,
      load: [1.5, 0.25, 0],
    });
    expect(line).toBe(
      `2 usable cores (1 free), speed probe 52 ms on one core, 105 ms on each of 2 at once (reference ${REFERENCE_ROUND_MS} ms: slowdown 1), load 1.50 0.25 0.00`,
    );
  });
});
