import { defineConfig, devices } from '@playwright/test';

import { TEST_CHROMIUM_LAUNCH_OPTIONS } from './scripts/lib/chromium.mjs';
import { scaled } from './tests/e2e/support/budget';

// E2E_PORT / E2E_API_PORT move the console (4173) and the mock platform (3000), e.g. while `npm start` runs.
const port = Number(process.env.E2E_PORT ?? 4173);
// `localhost` for both the console and the mock platform's API (http://localhost:3000): the session cookie
// the API sets must be same-site with the page that reads /v1/auth/status.
const baseURL = `http://localhost:${port}`;

const chromium = TEST_CHROMIUM_LAUNCH_OPTIONS;

// The `production` project: the production build behind nginx with deploy/nginx/ (scripts/serve-nginx.mjs),
// with its own mock platform, so the other projects' resets and faults never reach it.
// tests/e2e/production-serving.spec.ts reads the same variables.
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4380);
const nginxApiPort = Number(process.env.E2E_NGINX_API_PORT ?? 3380);
const nginxURL = `http://localhost:${nginxPort}`;

// Specs that change the shared mock platform (scenario, faults, seeded data, the back office, the demo
// admin's settings): the serial `mock-control` project runs them, the parallel `chromium` project skips them.
const MOCK_CONTROL_SPECS =
  /(mock-(panel|platform)|minimal-shapes|variant-shapes|fresh-figures|faults-(matrix|wizard|sign-out)|registration-complete|api-keys-large|billing|team|settings-overview|console-preferences|security-(xss|storage|forgery)|session-end|a11y-mock-control|member-view)\.spec\.ts/;

// `npm run test:e2e` (scripts/e2e-run.mjs) runs Playwright processes side by side, each with its own mock
// platform and console: E2E_RUN=shared runs `chromium` and `production`, E2E_RUN=mock-control runs a part of
// `mock-control` (on other ports, which the script sets in E2E_PORT / E2E_API_PORT). Unset, one process runs
// every project against one mock platform, `mock-control` after `chromium`.
const run = process.env.E2E_RUN;
if (run !== undefined && run !== 'shared' && run !== 'mock-control') {
  throw new Error(`E2E_RUN must be "shared" or "mock-control", not "${run}"`);
}
const mockControlRun = run === 'mock-control';
// E2E_SHARD ("1/2"): this mock-control run is one part of its specs, on servers of its own (scripts/e2e-run.mjs
// runs the parts side by side); its output, report and build are named after the part.
const shard = /^(\d+)\/(\d+)$/.exec(process.env.E2E_SHARD ?? '');
const shardInRange = shard !== null && Number(shard[1]) >= 1 && Number(shard[1]) <= Number(shard[2]);
if (process.env.E2E_SHARD && (!shardInRange || !mockControlRun)) {
  throw new Error(`E2E_SHARD must be "<part>/<parts>" in a mock-control run, not "${process.env.E2E_SHARD}"`);
}
const runName = run && shard ? `${run}-${shard[1]}` : run;

export default defineConfig({
  testDir: 'tests/e2e',
  // Processes running at once must not share (and empty) one output directory or report.
  outputDir: runName ? `test-results/${runName}` : 'test-results',
  ...(shard ? { shard: { current: Number(shard[1]), total: Number(shard[2]) } } : {}),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // scripts/e2e-run.mjs gives each process its share of the browsers the machine has room for.
  workers: Number(process.env.E2E_PROCESS_WORKERS) || Number(process.env.E2E_WORKERS) || 2,
  // Budgets for a state that is on its way, sized on the reference machine and grown on a slower or busier one
  // (tests/e2e/support/budget.ts); a wait ends as soon as its state is there, and a wrong page still fails.
  timeout: scaled(30_000),
  expect: { timeout: scaled(10_000) },
  // scripts/test-all.mjs sums reports/playwright.json; no HTML report.
  reporter: [
    ['list'],
    ['json', { outputFile: runName ? `reports/playwright-${runName}.json` : 'reports/playwright.json' }],
  ],
  use: {
    baseURL,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [MOCK_CONTROL_SPECS, /production-serving\.spec\.ts/],
      // With one mock platform, `mock-control` must wait until `chromium` is done; with its own it need not.
      ...(run ? {} : { teardown: 'mock-control' }),
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      // Changes the mock platform (scenario reset, faults, back office). In one process it runs after the
      // other specs, whatever their outcome (a teardown project, not a dependent one, which a failure would
      // skip); scripts/e2e-run.mjs instead gives it a mock platform and console of its own.
      name: 'mock-control',
      testMatch: MOCK_CONTROL_SPECS,
      workers: 1, // its files share the same faults and settings: one test at a time
      // Whole files per part (E2E_SHARD): a file's tests may share what its beforeAll saved (a signed-in state).
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      // Headers, caching and the Content Security Policy of the production serving (deploy/nginx/).
      name: 'production',
      testMatch: /production-serving\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: nginxURL },
    },
  ]
    // The shared run has every project but `mock-control`, a mock-control run only that one.
    .filter(({ name }) => !run || (name === 'mock-control') === mockControlRun),
  webServer: [
    {
      // The mock platform (port 3000) and the console built in mock mode (dist-e2e/), see the script.
      command: `node scripts/e2e-server.mjs --port ${port}`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: scaled(180_000),
      stdout: 'pipe',
      stderr: 'pipe',
    },
    // nginx (scripts/ensure-nginx.mjs installs it) with the production build, and a mock platform of its own.
    ...(mockControlRun
      ? []
      : [
          {
            command: `node scripts/serve-nginx.mjs --port ${nginxPort} --api-port ${nginxApiPort}`,
            url: nginxURL,
            reuseExistingServer: !process.env.CI,
            timeout: scaled(180_000),
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
          },
        ]),
  ],
});
