import type { TFunction } from '@/i18n';

import type { UserRole } from '@/api/generated/model';

/** The roles of the contract (`UserRole`), admin first: the order of every role choice and filter. */
export const USER_ROLES = ['admin', 'member'] as const satisfies readonly UserRole[];

export function isUserRole(value: unknown): value is UserRole {
  return USER_ROLES.some((role) => role === value);
}

/** A role in words: Admin or Member, or the platform's own word for a role the console does not know. */
export function roleLabel(t: TFunction, role: string): string {
  return isUserRole(role) ? t(`pages.team.roles.${role}`) : role;
}
