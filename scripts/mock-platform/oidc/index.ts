import type { IncomingMessage, ServerResponse } from 'node:http';

import type { IdentityDirectory } from '../identity';
import { createInteractionHandler, isInteractionPath } from './interactions';
import type { DemoAccount } from './pages';
import { createOidcProvider } from './provider';

export { BFF_CLIENT, SCOPES, SPA_CLIENT_ID } from './provider';

const MOUNT = '/oidc';

export interface OidcOptions {
  /** `http://localhost:3000/oidc`: its path is where the provider is mounted. */
  issuer: string;
  apiOrigins: readonly string[];
  consoleOrigins: readonly string[];
  identities: () => IdentityDirectory;
  demoAccounts?: readonly DemoAccount[];
}

/** The OpenID Connect provider and its pages, as one request handler for everything under `/oidc`. */
export async function createOidc(options: OidcOptions) {
  if (new URL(options.issuer).pathname !== MOUNT) throw new Error(`the issuer must end in ${MOUNT}`);
  const homeUrl = `${options.consoleOrigins[0] ?? 'http://localhost:5173'}/`;
  const provider = await createOidcProvider({ ...options, homeUrl });
  const callback = provider.callback();
  const interaction = createInteractionHandler({
    provider,
    identities: options.identities,
    homeUrl,
    demoAccounts: options.demoAccounts,
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const path = url.split('?', 1)[0] ?? '/';
    if (isInteractionPath(path)) return interaction(req, res);
    // Mounted like Express's `app.use('/oidc', …)`: the provider sees its own paths and reads the
    // mount point from `originalUrl` when it builds absolute URLs.
    const mounted = req as IncomingMessage & { originalUrl?: string };
    mounted.originalUrl = url;
    req.url = url.slice(MOUNT.length) || '/';
    await callback(req, res);
  }

  return { provider, handle };
}
