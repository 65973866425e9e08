import { describe, expect, it } from 'vitest';

import { browserBudget, e2eRuns, REFERENCE_CORES, timeScale } from './e2e-plan.mjs';

const PORTS = { port: 4173, apiPort: 3000 };

describe('browserBudget', () => {
  it('gives one browser per free core, at least one', () => {
    expect(browserBudget({ effectiveCores: 2 })).toBe(2);
    expect(browserBudget({ effectiveCores: 1.9 })).toBe(2);
    // another process busy on one of two cores
    expect(browserBudget({ effectiveCores: 1.2 })).toBe(1);
    expect(browserBudget({ effectiveCores: 0.4 })).toBe(1);
    expect(browserBudget({ effectiveCores: 8 })).toBe(8);
  });

  it('takes E2E_WORKERS as it is, and refuses what is not a whole number of at least 1', () => {
    expect(browserBudget({ effectiveCores: 8, workersOverride: '1' })).toBe(1);
    expect(browserBudget({ effectiveCores: 1, workersOverride: '3' })).toBe(3);
    expect(browserBudget({ effectiveCores: 2, workersOverride: '' })).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'two']) {
      expect(() => browserBudget({ effectiveCores: 2, workersOverride: bad })).toThrow(/E2E_WORKERS/);
    }
  });
});

describe('timeScale', () => {
  it('keeps the budgets on the reference machine and on faster or larger ones', () => {
    expect(timeScale({ slowdown: 1, effectiveCores: REFERENCE_CORES })).toBe(1);
    expect(timeScale({ slowdown: 1, effectiveCores: 16 })).toBe(1);
  });

  it('grows them with slower cores and with fewer free cores', () => {
    expect(timeScale({ slowdown: 2, effectiveCores: 2 })).toBe(2);
    // one core (taskset -c 0), or one of two busy with something else
    expect(timeScale({ slowdown: 1, effectiveCores: 1 })).toBe(2);
    expect(timeScale({ slowdown: 1, effectiveCores: 1.3 })).toBe(1.5);
    expect(timeScale({ slowdown: 1.5, effectiveCores: 0.5 })).toBe(3);
  });
});

describe('e2eRuns', () => {
  it('runs one process with one worker on one browser', () => {
    expect(e2eRuns({ browsers: 1, ...PORTS })).toEqual([{ name: 'single', workers: 1, env: {} }]);
  });

  it('starts no more browsers than it is given, a mock-control process of its own from two on', () => {
    for (const browsers of [2, 3, 4, 6]) {
      const runs = e2eRuns({ browsers, ...PORTS });
      expect(runs.reduce((sum, run) => sum + run.workers, 0)).toBe(browsers);
      expect(runs[0]).toMatchObject({ name: 'shared', env: { E2E_RUN: 'shared' } });
      const mockControl = runs.slice(1);
      expect(mockControl.every((run) => run.workers === 1 && run.env.E2E_RUN === 'mock-control')).toBe(true);
      expect(mockControl).toHaveLength(browsers >= 4 ? 2 : 1);
    }
  });

  it('gives each mock-control part ports of its own, 10 apart, and a shard when there are two', () => {
    expect(e2eRuns({ browsers: 2, ...PORTS })[1]).toEqual({
      name: 'mock-control',
      workers: 1,
      env: { E2E_RUN: 'mock-control', E2E_PORT: '4183', E2E_API_PORT: '3010' },
    });
    expect(e2eRuns({ browsers: 4, ...PORTS }).slice(1)).toEqual([
      {
        name: 'mock-control-1',
        workers: 1,
        env: { E2E_RUN: 'mock-control', E2E_SHARD: '1/2', E2E_PORT: '4183', E2E_API_PORT: '3010' },
      },
      {
        name: 'mock-control-2',
        workers: 1,
        env: { E2E_RUN: 'mock-control', E2E_SHARD: '2/2', E2E_PORT: '4193', E2E_API_PORT: '3020' },
      },
    ]);
  });
});
