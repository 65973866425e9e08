import type { UserRole } from '@/api/generated/model';
import type { InvitationAsRead, MemberAsRead } from '@/api/as-read';
import { isOpenInvitation } from '@/api/invitation-status';
import { DATE_LOCALE } from '@/config/constants';

export interface MemberFilter {
  /** Searched in the name and the email address, case-insensitively. */
  readonly query?: string;
  readonly role?: UserRole;
}

const collator = new Intl.Collator(DATE_LOCALE, { sensitivity: 'base', numeric: true });

/** The label a member is known by: the name, or the email address for a member without one. */
export function memberLabel(member: Pick<MemberAsRead, 'name' | 'email'>): string {
  return member.name?.trim() ? member.name : member.email;
}

/** The team in alphabetical order of name (Swedish collation, as the dates), then by email address. */
export function sortMembers(members: readonly MemberAsRead[]): MemberAsRead[] {
  return [...members].sort(
    (a, b) => collator.compare(memberLabel(a), memberLabel(b)) || collator.compare(a.email, b.email),
  );
}

/** The members matching the search text (every word, in the name or the email) and the role. */
export function filterMembers(
  members: readonly MemberAsRead[],
  filter: MemberFilter,
): readonly MemberAsRead[] {
  const words = (filter.query ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0 && !filter.role) return members;
  return members.filter((member) => {
    if (filter.role && member.role !== filter.role) return false;
    if (words.length === 0) return true;
    const haystack = `${member.name}\n${member.email}`.toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** Email addresses compare without case and surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Open invitations first (as the server lists them, newest first), then the others (expired, answered). */
export function orderInvitations(invitations: readonly InvitationAsRead[]): InvitationAsRead[] {
  return [...invitations].sort((a, b) => Number(!isOpenInvitation(a)) - Number(!isOpenInvitation(b)));
}

/** The only admin of the team, who cannot become a member (the server refuses: the team keeps an admin). */
export function isLastAdmin(members: readonly MemberAsRead[], member: MemberAsRead): boolean {
  return (
    member.role === 'admin' && !members.some((other) => other.id !== member.id && other.role === 'admin')
  );
}
