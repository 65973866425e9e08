import { setupServer } from 'msw/node';

import { handlers } from '@/mocks/handlers';

/** The msw server every unit test runs behind; override per test with `server.use(...)`. */
export const server = setupServer(...handlers);

const unhandledRequests: string[] = [];

server.events.on('request:unhandled', ({ request }) => {
  unhandledRequests.push(`${request.method} ${request.url}`);
});

/** Returns the requests no handler answered since the last call, and forgets them. */
export function takeUnhandledRequests(): string[] {
  return unhandledRequests.splice(0);
}
