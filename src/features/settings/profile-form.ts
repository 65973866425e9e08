import { z } from 'zod';

import { updateUserBodyNameMax, updateUserBodyPhoneMax } from '@/api/generated/endpoints/users/users.zod';
import type { UpdateUserRequest, UserProfile } from '@/api/generated/model';

/** The contract's limits of a profile (openapi/console.yaml, UpdateUserRequest). */
export const PROFILE_NAME_MAX = updateUserBodyNameMax;
export const PROFILE_PHONE_MAX = updateUserBodyPhoneMax;

export interface ProfileValues {
  name: string;
  phone: string;
}

export interface ProfileMessages {
  nameRequired: string;
  nameTooLong: string;
  phoneTooLong: string;
  phoneInvalid: string;
}

/** Digits with spaces, dashes, dots or brackets between them, an optional leading +, 6 to 15 digits. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
const PHONE_DIGITS = { min: 6, max: 15 };

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** Name required (blank counts as empty) up to the contract's length; phone optional but a phone number. */
export function profileSchema(messages: ProfileMessages) {
  return z.object({
    name: z.string().trim().min(1, messages.nameRequired).max(PROFILE_NAME_MAX, messages.nameTooLong),
    phone: z
      .string()
      .trim()
      .max(PROFILE_PHONE_MAX, messages.phoneTooLong)
      .refine((phone) => phone === '' || isPhoneNumber(phone), messages.phoneInvalid),
  });
}

/** The form's values for a saved profile (no phone is an empty field). */
export function profileValues(user: Partial<Pick<UserProfile, 'name' | 'phone'>>): ProfileValues {
  return { name: user.name ?? '', phone: user.phone ?? '' };
}

/** What is sent: both fields trimmed, an empty phone as `null` (removes it). */
export function profilePayload(values: ProfileValues): Pick<UpdateUserRequest, 'name' | 'phone'> {
  const phone = values.phone.trim();
  return { name: values.name.trim(), phone: phone === '' ? null : phone };
}

/** Whether saving `values` would change the saved profile (spaces around a value change nothing). */
export function isProfileChanged(
  values: ProfileValues,
  saved: Partial<Pick<UserProfile, 'name' | 'phone'>>,
): boolean {
  const next = profilePayload(values);
  return next.name !== saved.name || next.phone !== (saved.phone ?? null);
}

/** The profile field a server validation issue names (`name`, `phone`, or a path ending in one). */
export function profileFieldOf(path: string): keyof ProfileValues | undefined {
  const last = path
    .split(/[.[\]]/)
    .filter(Boolean)
    .pop();
  return last === 'name' || last === 'phone' ? last : undefined;
}
