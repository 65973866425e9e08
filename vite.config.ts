import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';

import { defaultCodeSplitGroupings } from '@tanstack/router-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { signedInChunkName } from './scripts/build/signed-in-chunks.ts';
import { keepIdleConnectionsPlugin } from './scripts/lib/keep-alive.mjs';
import { loadingLabels } from './scripts/build/loading-labels.ts';
import { precompressAssets } from './scripts/build/precompress.ts';
import { signedInPreload } from './scripts/build/signed-in-preload.ts';
import { stripeKeyPlugin } from './scripts/build/stripe-key.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const SIGNED_IN_LAYOUT = fileURLToPath(new URL('./src/app/signed-in-layout.tsx', import.meta.url));
const ROUTE_TREE = fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url));
// What every signed-in page starts with (its header, its error state), and the small modules
// the overview shares with other pages: the signed-in chunks carry them (signed-in-chunks.ts), so that none is
// a request of its own and / asks for its page code in one file.
const PAGE_FRAME = [
  './src/ui/page-header.tsx',
  './src/ui/errors/page-error-state.tsx',
  './src/ui/refresh-control.tsx',
  './src/ui/unreadable-notice.tsx',
  './src/api/health-status.ts',
  './src/api/invitation-status.ts',
  './src/api/live-figures.ts',
  './src/api/model-prices.ts',
  './src/api/usage-period.ts',
  './src/features/billing/runway.ts',
  './src/features/shell/not-available-page.tsx',
].map((path) => fileURLToPath(new URL(path, import.meta.url)));

// A page route's loader leaves the first load for the signed-in chunks (signedInChunkName), apart from its
// component: it starts the page's queries at the click, while the page's own chunk downloads.
const PAGE_SPLIT = [['loader' as const], ...defaultCodeSplitGroupings];

// https://vite.dev/config/
export default defineConfig({
  plugins: [
    // The router plugin must come before react() (TanStack/router#6410). Route components load lazily,
    // except /auth's: the first screen of every new visitor comes with the app (one request less, and
    // smaller than as a separate chunk). The signed-in layout's error component stays
    // with the app too: it must show when the network that would fetch it has failed.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          routeId === '/auth' ? [] : routeId === '/_app' ? [['component']] : PAGE_SPLIT,
      },
    }),
    react(),
    signedInPreload(),
    // A secret key pasted into VITE_STRIPE_PUBLISHABLE_KEY must not reach the bundle.
    stripeKeyPlugin(),
    loadingLabels(),
    // The dev server (npm start) and the preview server (the e2e tests' console) keep idle connections as
    // long as the mock platform does.
    keepIdleConnectionsPlugin(),
    precompressAssets(),
  ],
  resolve: {
    // An explicit alias (rather than tsconfig paths) so vitest resolves `@/` the same way.
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  build: {
    // The budgets are in gzip (`npm run bench:budget`, docs/performance.md), not the raw size this warns on.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Generated code is declarations only (zod schemas, hooks, URL helpers): an unused schema may be
      // dropped even though building it is a function call. Without this every page pulled in all of them.
      // An index.ts only re-exports (features, i18n, config, ui; not the mock platform's): a module that
      // imports one thing from it must not place the others in its chunk. A route importing its search
      // parser from a feature's index put the whole feature in the first load (route options other than
      // components are not split); @/i18n and @/config put helpers only pages use there.
      // Two CommonJS packages are pure too; only emotion's unused withTheme needs them.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !id.includes('/src/api/generated/') &&
          !/[\\/]src[\\/](?!mocks[\\/])(.+[\\/])?index\.tsx?$/.test(id) &&
          !/[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id),
      },
      output: {
        // Everything the entry needs statically in one chunk, rather than the dozen small shared chunks
        // the bundler cuts by default: the first load compresses better and needs fewer requests. The
        // signed-in layout's share likewise in three chunks, and zag's in one (signed-in-chunks.ts says why).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: signedInChunkName(SIGNED_IN_LAYOUT, ROUTE_TREE, PAGE_FRAME),
              debugName: 'signed-in',
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
