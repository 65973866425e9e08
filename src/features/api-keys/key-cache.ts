import type { ApiKeyAsRead, CreatedKeyAsRead } from '@/api/as-read';
import { API_KEY_DISPLAY_LENGTH } from '@/config';

/**
 * The list's entry for a key that create or rotate just answered, built field by field so the secret
 * (`key`) never reaches the query cache. A rotated key keeps what the answer does not carry (last use).
 */
export function listedKey(
  answer: CreatedKeyAsRead,
  previous?: ApiKeyAsRead,
  now: Date = new Date(),
): ApiKeyAsRead {
  return {
    id: answer.id,
    name: answer.name,
    description: answer.description,
    // The display prefix is not promised with the answer; the secret's own start is the same thing.
    prefix: answer.prefix ?? answer.key.slice(0, API_KEY_DISPLAY_LENGTH),
    active: true,
    created: answer.created,
    modified: previous ? now.toISOString() : answer.created,
    lastUsed: previous?.lastUsed ?? null,
  };
}

/** The list with a new key first (the list is newest first); a key of the same id is replaced. */
export function withKeyAdded(
  keys: readonly ApiKeyAsRead[] | undefined,
  key: ApiKeyAsRead,
): ApiKeyAsRead[] | undefined {
  if (!keys) return undefined; // nothing cached yet: the next fetch brings it
  return [key, ...keys.filter((existing) => existing.id !== key.id)];
}

/** The list with one key replaced in place. */
export function withKeyReplaced(
  keys: readonly ApiKeyAsRead[] | undefined,
  key: ApiKeyAsRead,
): ApiKeyAsRead[] | undefined {
  return keys?.map((existing) => (existing.id === key.id ? key : existing));
}

/** The list without a revoked key. */
export function withKeyRemoved(
  keys: readonly ApiKeyAsRead[] | undefined,
  id: number,
): ApiKeyAsRead[] | undefined {
  return keys?.filter((existing) => existing.id !== id);
}
