import type { Query } from '@tanstack/react-query';

import { authStatusQuery } from '@/api/auth-status';
import { healthQuery } from '@/api/health';
import { queryClient } from '@/api/query-client';

const HEALTH_KEY = healthQuery.queryKey[0];
const AUTH_STATUS_KEY = authStatusQuery.queryKey[0];

/** The platform's health is nobody's: the maintenance gate watches it through a sign-out. */
const isAccountQuery = (query: Query) => query.queryKey[0] !== HEALTH_KEY;

/**
 * The account's data (signed out elsewhere): the auth status that says so stays, as does the health, so
 * neither is asked again because of it.
 */
export function forgetAccountData(): void {
  queryClient.removeQueries({
    predicate: (query) => isAccountQuery(query) && query.queryKey[0] !== AUTH_STATUS_KEY,
  });
}

/** Everything about the session, the auth status with it (asked again by its next reader), and any change under way. */
export function forgetSession(): void {
  queryClient.removeQueries({ predicate: isAccountQuery });
  queryClient.getMutationCache().clear();
}
