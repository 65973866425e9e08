import { defineConfig } from 'orval';
import { inlineSharedResponses } from './scripts/orval/inline-shared-responses';

// One contract, three outputs: TanStack Query hooks (through our one fetch mutator), zod schemas that the
// mutator checks every response against, and MSW handler factories + faker data for the mock platform.
const input = { target: './openapi/console.yaml', override: { transformer: inlineSharedResponses } };

export default defineConfig({
  console: {
    input,
    output: {
      mode: 'tags-split',
      client: 'react-query',
      httpClient: 'fetch',
      // Header parameters (the Idempotency-Key) become typed arguments of the generated calls.
      headers: true,
      target: './src/api/generated/endpoints',
      schemas: { path: './src/api/generated/model', type: 'zod' },
      clean: true,
      mock: { indexMockFiles: true, generators: [{ type: 'msw' }, { type: 'faker' }] },
      override: {
        mutator: { path: './src/api/client.ts', name: 'apiFetch' },
        includeZodSchemaInArguments: true,
        fetch: { includeHttpResponseReturnType: false, runtimeValidation: true },
        query: { useSuspenseQuery: true, signal: true },
        zod: { version: 4, variant: 'mini' },
      },
    },
  },
  consoleZod: {
    input,
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: './src/api/generated/endpoints',
      fileExtension: '.zod.ts',
      override: { zod: { version: 4 } },
    },
  },
});
