import { describe, expect, it } from 'vitest';

import {
  isPhoneNumber,
  isProfileChanged,
  PROFILE_NAME_MAX,
  PROFILE_PHONE_MAX,
  profileFieldOf,
  profilePayload,
  profileSchema,
  profileValues,
} from './profile-form';

const messages = {
  nameRequired: 'name required',
  nameTooLong: 'name too long',
  phoneTooLong: 'phone too long',
  phoneInvalid: 'phone invalid',
};
const schema = profileSchema(messages);
const errorsOf = (values: { name: string; phone: string }) =>
  schema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('profile form', () => {
  it('takes the contract limits of UpdateUserRequest', () => {
    expect(PROFILE_NAME_MAX).toBe(100);
    expect(PROFILE_PHONE_MAX).toBe(32);
  });

  it.each([
    [{ name: 'Anna', phone: '' }, []],
    [{ name: '   ', phone: '' }, ['name required']],
    [{ name: 'a'.repeat(PROFILE_NAME_MAX), phone: '' }, []],
    [{ name: 'a'.repeat(PROFILE_NAME_MAX + 1), phone: '' }, ['name too long']],
    [{ name: 'Anna', phone: '+46 70 123 45 67' }, []],
    [{ name: 'Anna', phone: '08-123 456 00' }, []],
    [{ name: 'Anna', phone: 'call me' }, ['phone invalid']],
    [{ name: 'Anna', phone: '12345' }, ['phone invalid']],
    [{ name: 'Anna', phone: '+46 (0)70 123 45 67 00 00 00 00 00' }, ['phone too long', 'phone invalid']],
  ])('%j → %j', (values, expected) => {
    expect(errorsOf(values)).toEqual(expected);
  });

  it('knows a phone number: an optional +, digits and separators, 6 to 15 digits', () => {
    expect(isPhoneNumber('+46701234567')).toBe(true);
    expect(isPhoneNumber('(08) 123.456')).toBe(true);
    expect(isPhoneNumber('46+701234567')).toBe(false);
    expect(isPhoneNumber('1234567890123456')).toBe(false);
  });

  it('sends both fields trimmed and an empty phone as null', () => {
    expect(profilePayload({ name: '  Anna L ', phone: ' +46 70 ' })).toEqual({
      name: 'Anna L',
      phone: '+46 70',
    });
    expect(profilePayload({ name: 'Anna', phone: '   ' })).toEqual({ name: 'Anna', phone: null });
  });

  it('starts from the saved profile, no phone as an empty field', () => {
    expect(profileValues({ name: 'Anna', phone: null })).toEqual({ name: 'Anna', phone: '' });
  });

  it('is changed only when what would be sent differs from what is saved', () => {
    const saved = { name: 'Anna', phone: null };
    expect(isProfileChanged({ name: 'Anna ', phone: ' ' }, saved)).toBe(false);
    expect(isProfileChanged({ name: 'Anna L', phone: '' }, saved)).toBe(true);
    expect(isProfileChanged({ name: 'Anna', phone: '+46 70' }, saved)).toBe(true);
    expect(isProfileChanged({ name: 'Anna', phone: '' }, { name: 'Anna', phone: '+46 70' })).toBe(true);
  });

  it('maps a server issue to its field by the path or its last segment', () => {
    expect(profileFieldOf('name')).toBe('name');
    expect(profileFieldOf('body.phone')).toBe('phone');
    expect(profileFieldOf('settings.theme')).toBeUndefined();
  });
});
