import type { RequestHandler } from 'msw';

// Placeholder so the test set-up has something to import: the mock platform issue replaces this with
// handlers built on the generated MSW factories and the shared stateful store.
export const handlers: RequestHandler[] = [];
