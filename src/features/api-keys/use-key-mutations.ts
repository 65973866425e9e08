import { useQueryClient, type QueryClient } from '@tanstack/react-query';

import {
  getListApiKeysQueryKey,
  useCreateApiKey,
  useRevokeApiKey,
  useRotateApiKey,
} from '@/api/generated/endpoints/api-keys/api-keys';
import type { ApiKeyAsRead } from '@/api/as-read';

import { listedKey, withKeyAdded, withKeyRemoved, withKeyReplaced } from './key-cache';
import { isAnswerWithoutSecret } from './missing-secret';

type ListUpdate = (keys: readonly ApiKeyAsRead[] | undefined) => ApiKeyAsRead[] | undefined;

/**
 * Applies a mutation's outcome to the cached list at once (the list is 10,000 keys in the `large` scenario:
 * no refetch after every change), and marks it stale so the next visit reads the server's truth.
 */
async function updateKeyList(queryClient: QueryClient, update: ListUpdate): Promise<void> {
  const queryKey = getListApiKeysQueryKey();
  // A list request still on its way would overwrite the change with what it read before.
  await queryClient.cancelQueries({ queryKey });
  const before = queryClient.getQueryData<ApiKeyAsRead[]>(queryKey);
  queryClient.setQueryData<ApiKeyAsRead[]>(queryKey, update);
  await queryClient.invalidateQueries({ queryKey, refetchType: before ? 'none' : 'active' });
}

/** An answer without the secret still means the key was created or rotated: the list reads it again. */
function refetchIfChanged(queryClient: QueryClient, error: unknown): Promise<void> | undefined {
  if (!isAnswerWithoutSecret(error)) return undefined;
  return queryClient.invalidateQueries({ queryKey: getListApiKeysQueryKey() });
}

// Mutations are forgotten as soon as nothing observes them (gcTime 0): the answers of create and rotate
// carry the secret, which must not stay in the query client's mutation cache.
const FORGET = { gcTime: 0 } as const;

/** Create: the new key joins the list (without its secret); the caller shows the secret once. */
export function useCreateKey() {
  const queryClient = useQueryClient();
  return useCreateApiKey({
    mutation: {
      ...FORGET,
      onSuccess: (answer) => updateKeyList(queryClient, (keys) => withKeyAdded(keys, listedKey(answer))),
      onError: (error) => refetchIfChanged(queryClient, error),
    },
  });
}

/** Rotate: the key's new prefix in the list (without the secret); the caller shows the secret once. */
export function useRotateKey(previous: ApiKeyAsRead | undefined) {
  const queryClient = useQueryClient();
  return useRotateApiKey({
    mutation: {
      ...FORGET,
      onSuccess: (answer) =>
        updateKeyList(queryClient, (keys) => withKeyReplaced(keys, listedKey(answer, previous))),
      onError: (error) => refetchIfChanged(queryClient, error),
    },
  });
}

/** Revoke: the key leaves the list. */
export function useRevokeKey() {
  const queryClient = useQueryClient();
  return useRevokeApiKey({
    mutation: {
      ...FORGET,
      onSuccess: (_nothing, { id }) => updateKeyList(queryClient, (keys) => withKeyRemoved(keys, id)),
    },
  });
}
