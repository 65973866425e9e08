import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

import { ApiError } from '@/api/api-error';
import { authStatusQuery } from '@/api/auth-status';

import { getGetCurrentUserQueryKey } from '@/api/generated/endpoints/users/users';
import type { UserProfile } from '@/api/generated/model';

import { permissionFor, type Permission, type PermissionAction } from './permissions';

/**
 * The signed-in user's role as the platform last reported it: `GET /v1/users/me` where a page asked for it,
 * else the user of `GET /v1/auth/status` (every signed-in screen has it). Read from the cache, never
 * fetched here: a page that needs the freshest role asks for `/v1/users/me` itself.
 */
export function roleInCache(queryClient: QueryClient): string | undefined {
  const me = queryClient.getQueryData<UserProfile>(getGetCurrentUserQueryKey());
  return me?.role ?? queryClient.getQueryData(authStatusQuery.queryKey)?.user?.role ?? undefined;
}

export function useRole(): string | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const read = useCallback(() => roleInCache(queryClient), [queryClient]);
  return useSyncExternalStore(subscribe, read, read);
}

/** Whether the signed-in user may take `action`, and if not, why (PERMISSION_RULES). */
export function usePermission(action: PermissionAction): Permission {
  return permissionFor(useRole(), action);
}

/** After a refusal (403) the role may have changed: ask the platform again, and the gating follows. */
export function refreshRole(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey(), exact: true });
  void queryClient.invalidateQueries({ queryKey: authStatusQuery.queryKey, exact: true });
}

/**
 * While the signed-in app is shown, any refused change (403) asks the role again, so the gated actions
 * follow a role changed meanwhile; an open dialog stays, with the refusal in it.
 */
export function useRoleFollowsRefusals(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        const error: unknown =
          event.type === 'updated' && event.action.type === 'error' ? event.action.error : null;
        if (error instanceof ApiError && error.status === 403) refreshRole(queryClient);
      }),
    [queryClient],
  );
}
