import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';

import { timeScale } from './scripts/lib/e2e-plan.mjs';
import { describeMachine } from './scripts/lib/machine.mjs';
import viteConfig from './vite.config.ts';

// Budgets sized on an idle two-core machine of the reference speed grow on a slower or busier one, as the e2e
// run's do (docs/testing.md, "A wait is for a state"): the test timeout, and what a test injects as `timeScale`.
const TIME_SCALE = Number(process.env.VITEST_TIME_SCALE) || timeScale(await describeMachine());

// Files that need a module graph and heap of their own, so they run in the isolated project:
// - performance.test.ts asserts time and heap budgets, which a heap shared with earlier files breaks;
// - stripe-loader.test.ts, i18n.test.ts, the chunk error tests and user-menu-loading.test.tsx mock or reset
//   modules (vi.mock, vi.resetModules), which would reach the files that share their worker;
// - feature-flags-routing.test.tsx replaces the build's feature flags (vi.mock);
// - app-shell.test.tsx: its palette-to-New-Project walk fails after the files before it in a shared worker
//   and passes in a fresh module graph (what state carries over is not traced yet); likewise
//   version-on-every-screen.test.tsx, whose Escape on the version label did not reach it after other files,
//   and refresh-control.test.tsx, whose Tab did not move focus after other files (a leaked key handler?).
const ISOLATED = [
  'src/mocks/performance.test.ts',
  'src/features/payments/stripe-loader.test.ts',
  'src/i18n/i18n.test.ts',
  'src/app/feature-flags-routing.test.tsx',
  'src/features/command-palette/palette-chunk-error.test.tsx',
  'src/features/projects/new-project-chunk-error.test.tsx',
  'src/features/shell/app-shell.test.tsx',
  'src/app/version-on-every-screen.test.tsx',
  'src/ui/refresh-control.test.tsx',
  'src/ui/chunk-error/chunk-error-dialog-fallback.test.tsx',
  'src/features/shell/user-menu-chunk-error.test.tsx',
  'src/features/shell/user-menu-loading.test.tsx',
  // Escape goes to the top layer: in the shared worker, that can be one another file left behind.
  'src/features/shell/user-menu.test.tsx',
];

// Files that run in Node rather than jsdom: the mock platform's PDF rendering, which Node runs (jsdom's own
// typed arrays are not Node's, and PDFKit writes a Node Buffer from another realm as text).
const NODE = ['src/mocks/invoice-pdf/**/*.test.ts'];

const IN_JSDOM = { environment: 'jsdom' as const, setupFiles: ['./src/test/setup.ts'] };

// Unit and component tests. Plugins, aliases and `define`s come from vite.config.ts so tests see the
// same module graph as the app; only test settings live here.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Shared by every project (`extends: true`). No `include` or `setupFiles` here: a project's lists are
      // added to the root's, so each project names its own.
      restoreMocks: true,
      // Two cores run the whole suite: a component test that renders a page (lazy strings, recipes and
      // response schemas, msw) can take seconds under load; the timeout guards against hangs, not speed.
      testTimeout: Math.round(15_000 * TIME_SCALE),
      // As Playwright's in CI: one retry, so a one-off stall of a shared host does not turn the gate red; a test
      // that needed it is still named as flaky in the summary (scripts/lib/summarise-reports.mjs).
      retry: process.env.CI ? 1 : 0,
      provide: { timeScale: TIME_SCALE },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            ...IN_JSDOM,
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
            exclude: [...configDefaults.exclude, 'tests/e2e/**', ...ISOLATED, ...NODE],
            // A worker keeps its modules (Chakra, the route tree, the strings) from one file to the next
            // instead of loading them again for each: about a third of the time. src/test/setup.ts leaves
            // each file's state as a fresh module graph would find it; `--sequence.shuffle.files` with a few
            // seeds checks that no file depends on the ones before it.
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'isolated', include: ISOLATED, ...IN_JSDOM },
        },
        {
          extends: true,
          test: {
            name: 'node',
            include: NODE,
            environment: 'node',
            setupFiles: ['./src/test/setup-node.ts'],
          },
        },
      ],
    },
  }),
);
