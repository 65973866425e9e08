import type { AuthStatus, UserProfile, UserSettings } from './generated/model';

/**
 * The signed-in user as the console reads it: its id and email for certain (the auth status's and the
 * profile's essential fields, `x-essential` in the contract), the rest of the profile (name, role, phone,
 * company, settings, timestamps) when the platform sends it in a form the console can read. Every reader
 * shows a missing part as not provided, never fails on it.
 */
export type SessionUser = Pick<UserProfile, 'id' | 'email'> &
  Partial<Omit<UserProfile, 'id' | 'email' | 'settings'>> & { settings?: Partial<UserSettings> };

/** The auth status as the console reads it: its user is a `SessionUser`. */
export type AuthStatusAsRead = Omit<AuthStatus, 'user'> & { user: SessionUser | null };
