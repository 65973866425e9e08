import { afterAll, afterEach, beforeAll } from 'vitest';

import { server, takeUnhandledRequests } from './msw-server';

// The Node project's set-up (vitest.config.ts): the shared msw server, without the browser state of setup.ts.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

afterEach(() => {
  server.resetHandlers();
  const unhandled = takeUnhandledRequests();
  if (unhandled.length > 0) {
    throw new Error(`Requests without an msw handler:\n  ${unhandled.join('\n  ')}`);
  }
});

afterAll(() => server.close());
