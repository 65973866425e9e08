import type { UserRole } from '@/api/generated/model';

import { isUserRole } from './roles';

/** Longer search texts are cut, not refused: no name or email address is longer than this. */
export const MAX_MEMBER_QUERY_LENGTH = 254;

/** The Team page's address. */
export interface TeamSearch {
  /** Searches members by name or email. */
  readonly q?: string;
  /** Shows only members of this role. */
  readonly role?: UserRole;
  /** The invite dialog is open (the command palette links to `/team?invite=true`). */
  readonly invite?: true;
}

/**
 * Reads the Team page's address: an invalid value is dropped, never an error page.
 */
export function parseTeamSearch(search: Record<string, unknown>): TeamSearch {
  const { q, role, invite } = search;
  const text =
    typeof q === 'string' || typeof q === 'number' ? String(q).slice(0, MAX_MEMBER_QUERY_LENGTH) : '';
  // Every key, `undefined` when invalid: the router keeps the raw value of a key the parser leaves out.
  return {
    q: text.trim() === '' ? undefined : text,
    role: isUserRole(role) ? role : undefined,
    invite: invite === true || invite === 'true' ? true : undefined,
  };
}
