import type { UserProfile, UserRole, UserSettings } from '@/api/generated/model';

import { toUserCompany } from './accounts';
import type { StoreContext } from './context';
import type { UserRecord } from './state';

export const DEFAULT_USER_SETTINGS: UserSettings = {
  language: 'en',
  notifications: true,
  theme: 'system',
  timezone: 'Europe/Stockholm',
};

export interface NewUser {
  accountId: number;
  name: string;
  email: string;
  role: UserRole;
  phone?: string | null;
  createdAt?: string;
  settings?: UserSettings;
}

export interface UserPatch {
  name?: string;
  email?: string;
  phone?: string | null;
  role?: UserRole;
  settings?: UserSettings;
}

/** `anna.lindqvist` from `anna.lindqvist@nordlys.example`. */
function loginOf(email: string): string {
  return email.split('@', 1)[0] ?? email;
}

export function createUsersArea(ctx: StoreContext) {
  return {
    get(id: number): UserRecord | undefined {
      return ctx.state().users.get(id);
    },
    /** The team of an account, in the order they joined. */
    list(accountId: number): UserRecord[] {
      return [...ctx.state().users.values()].filter((u) => u.accountId === accountId);
    },
    byEmail(email: string): UserRecord | undefined {
      const wanted = email.toLowerCase();
      return [...ctx.state().users.values()].find((u) => u.email.toLowerCase() === wanted);
    },
    create(input: NewUser): UserRecord {
      const state = ctx.state();
      const at = input.createdAt ?? ctx.now().toISOString();
      const user: UserRecord = {
        id: state.nextId.user++,
        accountId: input.accountId,
        login: loginOf(input.email),
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        role: input.role,
        active: true,
        createdAt: at,
        updatedAt: at,
        settings: { ...(input.settings ?? DEFAULT_USER_SETTINGS) },
      };
      state.users.set(user.id, user);
      return user;
    },
    update(id: number, patch: UserPatch): UserRecord | undefined {
      const user = ctx.state().users.get(id);
      if (!user) return undefined;
      Object.assign(user, Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)));
      if (patch.email) user.login = loginOf(patch.email);
      user.updatedAt = ctx.now().toISOString();
      return user;
    },
    remove(id: number): boolean {
      return ctx.state().users.delete(id);
    },
    toProfile(user: UserRecord): UserProfile {
      const company = ctx.state().accounts.get(user.accountId)?.company ?? null;
      return {
        id: user.id,
        login: user.login,
        name: user.name,
        email: user.email,
        phone: user.phone,
        role: user.role,
        company_id: company?.id ?? null,
        company: company && toUserCompany(company),
        active: user.active,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
        settings: { ...user.settings },
      };
    },
  };
}

export type UsersArea = ReturnType<typeof createUsersArea>;
