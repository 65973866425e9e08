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
 * Reads the Team page's address: an invalid value is dropped, never an error page. A plain function rather
 * than a zod schema: route search parsers are part of the first load, which carries no zod (issue 4).
 */
export function parseTeamSearch(search: Record<string, unknown>): TeamSearch {
  const parsed: { q?: string; role?: UserRole; invite?: true } = {};
  const { q, role, invite } = search;
  if (typeof q === 'string' || typeof q === 'number') {
    const text = String(q).slice(0, MAX_MEMBER_QUERY_LENGTH);
    if (text.trim() !== '') parsed.q = text;
  }
  if (isUserRole(role)) parsed.role = role;
  if (invite === true || invite === 'true') parsed.invite = true;
  return parsed;
}
