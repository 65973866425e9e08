import { useListApiKeys } from '@/api/generated/endpoints/api-keys/api-keys';
import { useListModels } from '@/api/generated/endpoints/models/models';
import { invitationCounts } from '@/api/invitation-status';
import { useListInvitations } from '@/api/generated/endpoints/invites/invites';
import { useGetTokenUsage } from '@/api/generated/endpoints/usage/usage';
import { useListUsers } from '@/api/generated/endpoints/users/users';
import { LIVE_FIGURES } from '@/api/live-figures';
import type {
  ApiKeyAsRead,
  HealthAsRead,
  InvitationAsRead,
  MemberAsRead,
  TokenUsageAsRead,
} from '@/api/as-read';
import { useHealth } from '@/api/health';

/**
 * The overview's queries that several panels share (the counts, usage and health also decide the next
 * steps). Each uses the generated hook's own query key, so the pages that show the same lists (API keys,
 * team, billing) share one cache with the overview, and a key created there counts here at once.
 */

export const activeKeyCount = (keys: readonly ApiKeyAsRead[]) => keys.filter((key) => key.active).length;
export const memberCount = (users: readonly MemberAsRead[]) => users.filter((user) => user.active).length;
export const pendingCount = (invitations: readonly InvitationAsRead[]) =>
  invitationCounts(invitations).pending;

export const useApiKeys = () => useListApiKeys();
export const useTeam = () => useListUsers();
export const useInvitations = () => useListInvitations();
/** Token usage of the current billing period (the API's default period), the same rows billing sums. */
export const usePeriodTokenUsage = () => useGetTokenUsage(undefined, { query: LIVE_FIGURES });

/** The models the platform lists: the model status names only those the catalogue lists (priced). */
export const useModelList = () => useListModels();

/** The platform's health, as the maintenance gate polls it (one request for both). */
export const useHealthStatus = useHealth;

export type { HealthAsRead, TokenUsageAsRead };
