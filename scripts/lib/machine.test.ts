import { describe, expect, it } from 'vitest';

import {
  allowedCpus,
  describeMachine,
  formatMachine,
  idleCores,
  REFERENCE_ROUND_MS,
  usableCores,
} from './machine.mjs';

describe('describeMachine', () => {
  it('measures the usable cores, the probe alone and on every core, and what is left free', async () => {
    const machine = await describeMachine();
    expect(machine.cores).toBe(usableCores());
    expect(machine.singleMs).toBeGreaterThan(0);
    expect(machine.slowdown).toBeGreaterThanOrEqual(1);
    expect(machine.contention).toBeGreaterThanOrEqual(1);
    expect(machine.effectiveCores).toBeGreaterThanOrEqual(0);
    // The contention is reported to one decimal, so up to 0.05 above the figure the free cores came from.
    expect(machine.effectiveCores).toBeLessThanOrEqual(
      Math.round((machine.cores / Math.max(1, machine.contention - 0.05)) * 10) / 10,
    );
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

describe('allowedCpus', () => {
  it('reads the CPUs taskset allows from /proc/self/status: single ones, ranges and both', () => {
    expect(allowedCpus('Name:\tnode\nCpus_allowed:\t1\nCpus_allowed_list:\t0\n')).toEqual([0]);
    expect(allowedCpus('Cpus_allowed_list:\t0-1\n')).toEqual([0, 1]);
    expect(allowedCpus('Cpus_allowed_list:\t0,2-4,7\n')).toEqual([0, 2, 3, 4, 7]);
  });

  it('says nothing where there is no list, so every CPU counts', () => {
    expect(allowedCpus('Name:\tnode\n')).toBeUndefined();
  });
});

describe('idleCores', () => {
  const reading = (...cpus: [busy: number, idle: number][]) =>
    cpus.map(([busy, idle]) => ({ times: { user: busy, nice: 0, sys: 0, idle, irq: 0 } }));

  it('counts a core another process keeps busy as taken, and an idle one as free', () => {
    const before = reading([1000, 5000], [1000, 5000]);
    const after = reading([2000, 5000], [1000, 6000]); // core 0 busy for the whole second, core 1 idle
    expect(idleCores(before, after, undefined)).toBeCloseTo(1, 5);
  });

  it('adds partly idle cores up', () => {
    const before = reading([0, 0], [0, 0]);
    const after = reading([250, 750], [500, 500]);
    expect(idleCores(before, after, undefined)).toBeCloseTo(1.25, 5);
  });

  it('counts only the CPUs this process may use', () => {
    const before = reading([0, 0], [0, 0]);
    const after = reading([0, 1000], [1000, 0]);
    expect(idleCores(before, after, [1])).toBe(0);
    expect(idleCores(before, after, [0])).toBe(1);
  });

  it('says nothing when the readings cannot tell (no CPUs listed, no time passed)', () => {
    expect(idleCores([], [], undefined)).toBeUndefined();
    const still = reading([100, 100]);
    expect(idleCores(still, still, undefined)).toBeUndefined();
  });
});
