import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';

import viteConfig from './vite.config.ts';

// Unit and component tests. Plugins, aliases and `define`s come from vite.config.ts so tests see the
// same module graph as the app; only test settings live here.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      exclude: [...configDefaults.exclude, 'tests/e2e/**'],
      restoreMocks: true,
      // Two cores run the whole suite: a component test that renders a page (lazy strings, recipes and
      // response schemas, msw) can take seconds under load; the timeout guards against hangs, not speed.
      testTimeout: 15_000,
    },
  }),
);
