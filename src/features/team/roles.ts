import type { TFunction } from '@/i18n';

import type { UserRole } from '@/api/generated/model';

/** The roles of the contract (`UserRole`), admin first: the order of every role choice and filter. */
export const USER_ROLES = ['admin', 'member'] as const satisfies readonly UserRole[];

export function isUserRole(value: unknown): value is UserRole {
  return USER_ROLES.some((role) => role === value);
}

/**
 * A role in words: Admin or Member, the platform's own word for a role the console does not know, or not given
 * when it sent none.
 */
export function roleLabel(t: TFunction, role: string | undefined): string {
  if (!role) return t('pages.team.roles.notGiven');
  return isUserRole(role) ? t(`pages.team.roles.${role}`) : role;
}
