import type { UserRole } from '@/api/generated/model';

/** The roles of the contract (`UserRole`), admin first: the order of every role choice and filter. */
export const USER_ROLES = ['admin', 'member'] as const satisfies readonly UserRole[];

export function isUserRole(value: unknown): value is UserRole {
  return USER_ROLES.some((role) => role === value);
}
