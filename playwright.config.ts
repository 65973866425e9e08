import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/lib/chromium';

// E2E_PORT / E2E_API_PORT move the console (4173) and the mock platform (3000), e.g. while `npm start` runs.
const port = Number(process.env.E2E_PORT ?? 4173);
// `localhost` for both the console and the mock platform's API (http://localhost:3000): the session cookie
// the API sets must be same-site with the page that reads /v1/auth/status.
const baseURL = `http://localhost:${port}`;

const chromium = CHROMIUM_LAUNCH_OPTIONS;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // scripts/test-all.mjs sums reports/playwright.json; no HTML report.
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore:
        /(mock-(panel|platform)|console-faults|faults-(matrix|wizard)|registration-complete|api-keys-large|billing|team|settings-overview|console-preferences)\.spec\.ts/,
      teardown: 'mock-control',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      // Changes the shared mock platform (scenario reset, faults, back office), so it runs after the other
      // specs, whatever their outcome (a teardown project, not a dependent one, which a failure would skip).
      name: 'mock-control',
      testMatch:
        /(mock-(panel|platform)|console-faults|faults-(matrix|wizard)|registration-complete|api-keys-large|billing|team|settings-overview|console-preferences)\.spec\.ts/,
      workers: 1, // its files share the same faults and settings: one test at a time
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: {
    // The mock platform (port 3000) and the console built in mock mode (dist-e2e/), see the script.
    command: `node scripts/e2e-server.mjs --port ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
