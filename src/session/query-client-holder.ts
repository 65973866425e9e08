import type { QueryClient } from '@tanstack/react-query';

import { authStatus } from '@/api/auth-status';

/**
 * The signed-in app's query client, once its code has loaded: the first screen has none (a visitor's first
 * load carries no query library), yet signing out must forget what it holds wherever it happens.
 */
let loaded: QueryClient | undefined;

/** Called by whoever creates the app's client (app/query-client.ts; the tests' render helpers). */
export function holdQueryClient(client: QueryClient | undefined): void {
  loaded = client;
}

/** The account's data in the query client, if it has loaded (the auth status and health are not in it). */
export function forgetAccountData(): void {
  loaded?.removeQueries();
}

/** Everything about the session: the account's data and the auth status (asked again by its next reader). */
export function forgetSession(): void {
  loaded?.clear();
  authStatus.reset();
}
