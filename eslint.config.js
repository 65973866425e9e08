import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { layerConfigs } from './eslint.layers.js';

const fetchMessage =
  'Call the API through the generated hooks (src/api/generated) and the client in src/api/client.ts.';

const restrictedSyntax = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'dangerouslySetInnerHTML is banned: render text, or sanitised markup through a component.',
  },
  {
    selector: "Property[key.name='dangerouslySetInnerHTML']",
    message: 'dangerouslySetInnerHTML is banned: render text, or sanitised markup through a component.',
  },
  {
    selector: 'Literal[value=/^[\\s\\u0000-\\u001f]*javascript:/i]',
    message: 'URLs with the javascript: scheme are banned.',
  },
  {
    selector: 'TemplateElement[value.raw=/^[\\s\\u0000-\\u001f]*javascript:/i]',
    message: 'URLs with the javascript: scheme are banned.',
  },
  {
    selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML|srcdoc)$/]',
    message: 'Writing HTML from a string is banned: build elements (React) or set textContent.',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|setHTMLUnsafe)$/]',
    message: 'Parsing HTML from a string is banned: build elements (React) or set textContent.',
  },
  {
    selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
    message: 'document.write is banned.',
  },
];

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-e2e',
    'dist-e2e-*',
    'dist-nginx',
    'dist-nginx-*',
    'node_modules',
    'coverage',
    'src/api/generated/**',
    'src/routeTree.gen.ts',
    'public/mockServiceWorker.js',
    'test-results',
    'playwright-report',
    'reports',
  ]),

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended],
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-script-url': 'error',
      'no-restricted-syntax': ['error', ...restrictedSyntax],
      'no-restricted-globals': ['error', { name: 'fetch', message: fetchMessage }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: fetchMessage },
        { object: 'globalThis', property: 'fetch', message: fetchMessage },
        { object: 'self', property: 'fetch', message: fetchMessage },
      ],
    },
  },

  // The one place that talks to the network, plus the Node scripts and the mock platform.
  {
    files: ['src/api/client.ts', 'scripts/**', 'src/mocks/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },

  // TypeScript, type-aware (the project service reuses the tsconfig references).
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // TanStack Router's documented control flow: `throw redirect(…)` / `throw notFound()` from guards.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
        },
      ],
    },
  },

  // The browser app.
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, reactRefresh.configs.vite()],
    languageOptions: { globals: globals.browser },
  },
  // Route files export `Route` next to their components; the router plugin handles their HMR.
  {
    files: ['src/routes/**/*.tsx'],
    rules: { 'react-refresh/only-export-components': ['error', { allowExportNames: ['Route'] }] },
  },

  // One-way layers: api, config, i18n, ui → features → app, routes (eslint.layers.js).
  ...layerConfigs(restrictedSyntax),

  // Node: configs, scripts, Playwright specs.
  {
    files: ['*.{js,mjs,ts}', 'scripts/**/*.{js,mjs,ts}', 'tests/**/*.ts'],
    languageOptions: { globals: globals.node },
  },

  prettier,
]);
