// How the e2e run uses the machine (scripts/e2e-run.mjs): how many Playwright processes and browsers, and how
// long its budgets are. Pure, so the rules are tested (e2e-plan.test.ts); docs/testing.md says why.

/** The cores the suite's time budgets (Playwright's and the specs') were sized on. */
export const REFERENCE_CORES = 2;

/**
 * How many browsers may run at once: `E2E_WORKERS` when set, else one per core left free by other processes
 * (scripts/lib/machine.mjs measures it), at least one.
 * @param {{ effectiveCores: number, workersOverride?: string }} machine
 * @returns {number}
 */
export function browserBudget({ effectiveCores, workersOverride }) {
  if (workersOverride !== undefined && workersOverride !== '') {
    const override = Number(workersOverride);
    if (!Number.isInteger(override) || override < 1) {
      throw new Error(`E2E_WORKERS must be a whole number of at least 1, not "${workersOverride}"`);
    }
    return override;
  }
  return Math.max(1, Math.round(effectiveCores));
}

/**
 * By how much a budget sized on the reference machine grows here: slower cores, or fewer of them for the same
 * browsers and servers, take longer. Never below 1: a faster machine keeps the budgets.
 * @param {{ slowdown: number, effectiveCores: number }} machine
 * @returns {number}
 */
export function timeScale({ slowdown, effectiveCores }) {
  const coresShort = REFERENCE_CORES / Math.max(1, effectiveCores);
  return Math.round(Math.max(1, slowdown * coresShort) * 10) / 10;
}

/**
 * The Playwright processes to start for `browsers` browsers at once. One browser: one process running every
 * project against one mock platform (`mock-control` last). More: `shared` (the specs that only read the mock
 * platform, and nginx's) with the browsers left over, and the serial `mock-control` specs in parts of one
 * browser each, on mock platforms of their own (two parts from four browsers on: many of their tests wait on
 * timeouts and delays, which the other part fills).
 * @param {{ browsers: number, port: number, apiPort: number }} options
 * @returns {{ name: string, workers: number, env: Record<string, string> }[]}
 */
export function e2eRuns({ browsers, port, apiPort }) {
  if (browsers <= 1) return [{ name: 'single', workers: 1, env: {} }];
  const mockControlParts = browsers >= 4 ? 2 : 1;
  return [
    { name: 'shared', workers: browsers - mockControlParts, env: { E2E_RUN: 'shared' } },
    ...Array.from({ length: mockControlParts }, (_, index) => ({
      name: mockControlParts === 1 ? 'mock-control' : `mock-control-${index + 1}`,
      workers: 1,
      env: {
        E2E_RUN: 'mock-control',
        ...(mockControlParts > 1 ? { E2E_SHARD: `${index + 1}/${mockControlParts}` } : {}),
        // 10 further up per part, never +1: tests/e2e/support/security.ts uses the console's port + 1 as a
        // foreign origin.
        E2E_PORT: String(port + 10 * (index + 1)),
        E2E_API_PORT: String(apiPort + 10 * (index + 1)),
      },
    })),
  ];
}
