import type { Server } from 'node:http';

import type { RequestHandler } from 'msw';

import type { IdentityBridge } from '@/mocks/identity-bridge';

import type { MockPlatformConfig } from './config';
import type { IdentityDirectory } from './identity';
import { createOidc } from './oidc';
import { createOidcBridge } from './oidc-bridge';
import type { DemoAccount } from './oidc/pages';
import { createMockPlatformServer } from './server';

export interface MockPlatformParts {
  config: MockPlatformConfig;
  identities: () => IdentityDirectory;
  /** The msw handlers: every contract operation and the control API, signing in through `bridge`. */
  createHandlers: (bridge: IdentityBridge) => RequestHandler[];
  demoAccounts?: readonly DemoAccount[];
  log?: (line: string) => void;
}

export interface RunningMockPlatform {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Builds the provider, the bridge and the handlers, and listens on `config.port`. */
export async function startMockPlatform(parts: MockPlatformParts): Promise<RunningMockPlatform> {
  const { config } = parts;
  const oidc = await createOidc({
    issuer: config.issuer,
    apiOrigins: config.apiOrigins,
    consoleOrigins: config.consoleOrigins,
    identities: parts.identities,
    demoAccounts: parts.demoAccounts,
  });
  const bridge = createOidcBridge({ issuer: config.issuer });
  const handlers = parts.createHandlers(bridge);
  const server = createMockPlatformServer({
    defaultOrigin: `http://localhost:${config.port}`,
    consoleOrigins: config.consoleOrigins,
    handlers: () => handlers,
    oidc: oidc.handle,
    log: parts.log,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `port ${config.port} is in use (another npm start or e2e run?); set MOCK_API_PORT to move`,
            )
          : error,
      );
    });
    // No host: both IPv4 and IPv6 loopback, so `localhost` works whichever way it resolves.
    server.listen(config.port, () => resolve());
  });
  // Discovery against our own provider, now that it listens; a failure is retried on first sign-in.
  bridge
    .prepare()
    .catch((error: unknown) => console.warn('mock platform: OpenID Connect discovery failed', error));
  return {
    server,
    url: `http://localhost:${config.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
